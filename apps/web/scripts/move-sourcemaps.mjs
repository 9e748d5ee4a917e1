// Moves the source maps of the web build out of dist into dist-sourcemaps
// (same relative paths), before prerender.mjs and compress.mjs run. Everything
// in dist is served publicly, and a map carries the original source; kept
// beside dist, the maps are still there for error reporting to upload.
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const maps = new URL('../dist-sourcemaps/', import.meta.url).pathname;

async function* listMaps(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* listMaps(full);
    else if (entry.name.endsWith('.map')) yield full;
  }
}

// Maps of an earlier build would no longer match its scripts.
await rm(maps, { recursive: true, force: true });
let count = 0;
for await (const file of listMaps(dist)) {
  const target = path.join(maps, path.relative(dist, file));
  await mkdir(path.dirname(target), { recursive: true });
  await rename(file, target);
  count += 1;
}
console.log(`moved ${count} source maps to dist-sourcemaps`);
