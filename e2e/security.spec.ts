import { expect, test } from '@playwright/test';

/**
 * Source maps carry the original source: the build keeps them for error
 * reporting outside apps/web/dist, and the server refuses any .map path. These
 * checks run against the built app with plain HTTP (no browser needed).
 */
const PAGES = ['/', '/participate/security-check-token-0001'];

/** Script URLs a page's HTML loads: entry scripts and module preloads. */
function listScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  return [...new Set([...scripts, ...preloads])];
}

for (const pagePath of PAGES) {
  test(`${pagePath} loads scripts with no source map reference, and their maps are not served`, async ({ request }) => {
    const page = await request.get(pagePath);
    expect(page.status()).toBe(200);
    const scripts = listScripts(await page.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const response = await request.get(script);
      expect(response.status(), script).toBe(200);
      expect((await response.text()).includes('sourceMappingURL'), `${script} names its source map`).toBe(false);
      expect(response.headers()['sourcemap'], script).toBeUndefined();
      expect(response.headers()['x-sourcemap'], script).toBeUndefined();

      const map = await request.get(`${script}.map`);
      expect(map.status(), `${script}.map`).toBe(404);
    }
  });
}
