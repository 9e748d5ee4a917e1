import { createRequire } from 'node:module';

/**
 * Letters that look like Latin letters ("Аsha" with a Cyrillic А, "Μehta"
 * with a Greek Μ), each mapped to the ASCII letter it imitates, so the
 * privacy guard reads a look-alike name as the name.
 *
 * The pairs come from Unicode's confusables data (UTS #39 confusables.txt,
 * as the unhomoglyph package ships it: a map from a character to its
 * "prototype"). That data maps characters to prototypes meant for comparing
 * skeletons, not for reading: "m" becomes "rn" and the capital "I" becomes a
 * small "l". So only letters other than ASCII are taken, only those whose
 * prototype is ASCII letters once diacritics are dropped (ø → o̸ → o), and
 * the prototype is read back as the ASCII letter of the same case that has
 * it: the Cyrillic capital І (prototype "l", shared by I and l) becomes "I",
 * the small і becomes "i".
 */

type ConfusableData = Record<string, string>;

const ASCII_LETTERS = /^[a-z]+$/i;
const SINGLE_LETTER = /^\p{L}$/u;
const MARKS = /\p{M}/gu;

function withoutMarks(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '');
}

function isUpperCase(letter: string): boolean {
  return letter !== letter.toLowerCase();
}

/** Each prototype of an ASCII letter, with the letters that have it ("l": ["I", "l"]). */
function asciiLettersByPrototype(data: ConfusableData): Map<string, string[]> {
  const byPrototype = new Map<string, string[]>();
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz') {
    const prototype = data[letter] ?? letter;
    byPrototype.set(prototype, [...(byPrototype.get(prototype) ?? []), letter]);
  }
  return byPrototype;
}

export function buildConfusableMap(data: ConfusableData): Map<string, string> {
  const byPrototype = asciiLettersByPrototype(data);
  const map = new Map<string, string>();
  for (const [source, prototype] of Object.entries(data)) {
    if (!SINGLE_LETTER.test(source) || source.charCodeAt(0) < 0x80) continue;
    const target = withoutMarks(prototype);
    if (!ASCII_LETTERS.test(target)) continue;
    const letters = byPrototype.get(target) ?? [];
    const sameCase = letters.find((letter) => isUpperCase(letter) === isUpperCase(source));
    map.set(source, sameCase ?? letters[0] ?? target);
  }
  return map;
}

let confusableLetters: ReadonlyMap<string, string> | null = null;

/**
 * A look-alike letter (one code point) to its ASCII letter(s); letters not
 * listed stay as they are. The data is read the first time a letter other
 * than ASCII is met, not when the server starts (about 10 ms).
 */
export function confusableMap(): ReadonlyMap<string, string> {
  confusableLetters ??= buildConfusableMap(createRequire(import.meta.url)('unhomoglyph/data.json') as ConfusableData);
  return confusableLetters;
}
