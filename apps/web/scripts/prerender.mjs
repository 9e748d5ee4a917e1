// Writes dist/<page>/index.html for each public page: the built index.html
// with the page's first render inside #root, so it paints (and Lighthouse's
// LCP lands) before any script runs. The browser then renders the same page
// over it with createRoot. The server serves these files for their paths.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const dist = path.join(root, 'dist');
const ssrOut = path.join(root, 'node_modules/.prerender');

await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: path.join(root, 'src/prerender.tsx'),
    outDir: ssrOut,
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: { input: path.join(root, 'src/prerender.tsx') },
  },
});

const { renderPage, PRERENDERED_PATHS } = await import(path.join(ssrOut, 'prerender.js'));
const built = await readFile(path.join(dist, 'index.html'), 'utf8');
// A prerendered page paints from its HTML and CSS alone: its script moves to the end of
// the body and loses its preloads, so nothing competes with the stylesheet for the first paint.
const entry = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/.exec(built)?.[0] ?? '';
const template = built
  .replace(entry, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace('</body>', `  ${entry.trim()}\n  </body>`);
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');

for (const page of PRERENDERED_PATHS) {
  const { html, title, description } = await renderPage(page);
  const file =
    page === '/' ? path.join(dist, 'prerendered', 'index.html') : path.join(dist, 'prerendered', page, 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  const head = template
    .replace(/<title>[^<]*<\/title>/, (tag) => (title ? `<title>${escapeHtml(title)}</title>` : tag))
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, (tag, start, end) =>
      description ? `${start}${escapeHtml(description)}${end}` : tag,
    );
  await writeFile(file, head.replace('<div id="root"></div>', `<div id="root">${html}</div>`));
}
function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

await rm(ssrOut, { recursive: true, force: true });
console.log(`prerendered ${PRERENDERED_PATHS.length} public pages`);
