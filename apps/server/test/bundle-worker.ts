import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
  // The analysis engine reads its word vectors beside the running bundle, as in the server's dist/ (its build
  // copies them there too); `npm test` derives them before any test runs.
  const vectors = fileURLToPath(new URL('../../packages/analysis/vectors/en-100.bin', root));
  if (existsSync(vectors)) copyFileSync(vectors, path.join(folder, 'en-100.bin'));
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Where each worker thread's bundled entry is, as file URLs (strings, so vitest can hand them to test files). */
export interface WorkerBundles {
  analysis: string;
  documents: string;
  pglite: string;
}

/** Every worker thread's entry bundled once for the run; `remove` deletes them. */
export async function bundleWorkerEntries(): Promise<{ files: WorkerBundles; remove: () => void }> {
  const src = new URL('../src/', import.meta.url);
  const made = await Promise.all([
    bundleWorker(new URL('features/analysis/analysis-worker.ts', src), 'analysis-worker'),
    bundleWorker(new URL('document-worker.ts', src), 'document-worker'),
    bundleWorker(new URL('database-thread.ts', src), 'pglite-worker'),
  ]);
  return {
    files: { analysis: made[0].file.href, documents: made[1].file.href, pglite: made[2].file.href },
    remove: () => made.forEach((bundle) => bundle.remove()),
  };
}
