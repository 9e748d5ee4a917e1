import { wordVectors, type WordVectors } from './word-vectors.ts';

/**
 * What general English says about the words of a SWOT's answers, never any
 * set of answers (word-vectors.ts: GloVe vectors in their frequency order):
 *
 * - **Closeness.** The cosine of two words' vectors: "salary", "wages" and
 *   "pay" are one thing said three ways (themes.ts joins such concepts).
 * - **Commonness.** Among the hundred most used words of English ("people",
 *   "time", "year", "way"), a word is said about anything, so it is never a
 *   theme on its own. The next few hundred hold words a theme is about
 *   ("team" is 126th, "market" 189th, "service" 244th).
 */
export interface Meaning {
  /** A known word's unit vector (the same array each time), or undefined. */
  wordVector(word: string): Float32Array | undefined;
  isCommon(word: string): boolean;
}

/** Words ranked above this in general English are too common to be a theme on their own. */
const COMMON_WORDS = 100;

/** The vector scaled to length 1 (stored vectors are unit length only to within their quantisation). */
function unit(vector: Float32Array | undefined): Float32Array | undefined {
  if (!vector) return undefined;
  let norm = 0;
  for (const value of vector) norm += value * value;
  if (norm === 0) return undefined;
  const scale = 1 / Math.sqrt(norm);
  for (let k = 0; k < vector.length; k += 1) vector[k]! *= scale;
  return vector;
}

export function createMeaning(vectors: WordVectors = wordVectors()): Meaning {
  const known = new Map<string, Float32Array | null>();
  return {
    wordVector(word) {
      let vector = known.get(word);
      if (vector === undefined) known.set(word, (vector = unit(vectors.vector(word)) ?? null));
      return vector ?? undefined;
    },
    isCommon(word) {
      const rank = vectors.rank(word);
      return rank !== undefined && rank < COMMON_WORDS;
    },
  };
}

/** Two concepts this close in meaning (cosine of their word vectors) are one: "salary", "wages", "pay". */
export const CLOSE_IN_MEANING = 0.7;
/** Meaning links are sought among this many of the most named concepts: enough for any theme list, bounded. */
const MEANING_CANDIDATES = 300;

let shared: Meaning | undefined;
/** The thread's reading of meaning, made on first use (it loads the word vectors). */
export function sharedMeaning(): Meaning {
  return (shared ??= createMeaning());
}

/**
 * Links between concepts people name in different words for one thing, as
 * strong as if the rarer one were always written with the other.
 */
export function closeInMeaning(
  frequent: ReadonlySet<string>,
  responsesOf: ReadonlyMap<string, number>,
  meaning: Meaning,
): { pair: [string, string]; count: number }[] {
  const named = [...frequent]
    .sort((a, b) => responsesOf.get(b)! - responsesOf.get(a)! || a.localeCompare(b))
    .slice(0, MEANING_CANDIDATES);
  const links: { pair: [string, string]; count: number }[] = [];
  const vectors = named.map((concept) => meaning.wordVector(concept));
  for (let i = 0; i < named.length; i += 1) {
    const a = vectors[i];
    if (!a) continue;
    for (let j = i + 1; j < named.length; j += 1) {
      const b = vectors[j];
      if (!b) continue;
      let dot = 0;
      for (let k = 0; k < a.length; k += 1) dot += a[k]! * b[k]!;
      if (dot < CLOSE_IN_MEANING) continue;
      const [x, y] = [named[i]!, named[j]!];
      const count = Math.min(responsesOf.get(x)!, responsesOf.get(y)!);
      links.push({ pair: x < y ? [x, y] : [y, x], count });
    }
  }
  return links;
}
