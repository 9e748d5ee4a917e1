import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = new URL('../', import.meta.url);
const dependencies = (file: string) =>
  Object.keys((JSON.parse(readFileSync(new URL(file, root), 'utf8')) as { dependencies: object }).dependencies);
// npm packages stay external, as in scripts/build.mjs; our own packages are inlined.
const external = [...dependencies('package.json'), ...dependencies('../../packages/analysis/package.json')].filter(
  (name) => !name.startsWith('@foursight/'),
);

/**
 * A worker thread's entry bundled as the server build bundles it, into a
 * folder under node_modules so that its npm packages resolve; `remove`
 * deletes the folder.
 */
export async function bundleWorker(entry: URL, name: string): Promise<{ file: URL; remove: () => void }> {
  const cache = fileURLToPath(new URL('../../node_modules/.cache', root));
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(path.join(cache, `${name}-`));
  const file = pathToFileURL(path.join(folder, `${name}.js`));
  await build({
    entryPoints: [fileURLToPath(entry)],
    outfile: fileURLToPath(file),
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'warning',
  });
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
