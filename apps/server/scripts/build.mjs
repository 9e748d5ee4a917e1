// Bundles the server into dist/main.js (and its workers' entries, and chunks
// loaded on first use): our workspace packages (TypeScript used from source)
// are inlined; npm dependencies stay external and load from node_modules.
// Migrations are copied beside the bundle, where db/migrate.ts looks, and so are
// the analysis engine's word vectors, where packages/analysis/src/word-vectors.ts looks.
import { cp, readFile, rm } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url);
const pkg = JSON.parse(await readFile(new URL('package.json', root), 'utf8'));
// The workspace packages are inlined, but their own npm dependencies stay external too.
const analysisPkg = JSON.parse(await readFile(new URL('../../packages/analysis/package.json', root), 'utf8'));
const external = [...Object.keys(pkg.dependencies), ...Object.keys(analysisPkg.dependencies)].filter(
  (name) => !name.startsWith('@foursight/'),
);

await rm(new URL('dist', root), { recursive: true, force: true });
await build({
  entryPoints: {
    main: new URL('src/main.ts', root).pathname,
    // Started by main.js as a worker thread (features/analysis/analysis-thread.ts), found beside it.
    'analysis-worker': new URL('src/features/analysis/analysis-worker.ts', root).pathname,
    // Started by main.js as the document thread (documents.ts), found beside it.
    'document-worker': new URL('src/document-worker.ts', root).pathname,
    // Started by main.js as the embedded database's own thread (db/pglite-thread.ts), found beside it.
    'pglite-worker': new URL('src/database-thread.ts', root).pathname,
    'make-pglite-seed': new URL('src/make-pglite-seed.ts', root).pathname,
  },
  outdir: new URL('dist', root).pathname,
  bundle: true,
  // What is imported with import() becomes a chunk of its own, loaded when first used: the document
  // renderers, the NLP model, the driver of the database not in use. Chunks sit beside the entries, so
  // paths made from import.meta.url (migrations, the seed) resolve the same from either.
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
await cp(new URL('src/db/migrations', root), new URL('dist/migrations', root), { recursive: true });

// Derived at build time from a devDependency (instant when already derived from the same source), then
// copied beside the chunks the engine is bundled into: the analysis thread reads it from there.
const analysisDir = new URL('../../packages/analysis/', root);
const vectors = spawnSync(
  process.execPath,
  ['--max-old-space-size=2048', new URL('scripts/derive-vectors.mjs', analysisDir).pathname],
  { stdio: 'inherit' },
);
if (vectors.status !== 0) throw new Error('Deriving the word vectors failed');
await cp(new URL('vectors/en-100.bin', analysisDir), new URL('dist/en-100.bin', root));

// The seed is made by the bundle itself so its paths match the ones main.js uses.
const seed = spawnSync(process.execPath, [new URL('dist/make-pglite-seed.js', root).pathname], { stdio: 'inherit' });
if (seed.status !== 0) throw new Error('Making the embedded database seed failed');
