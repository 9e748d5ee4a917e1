/**
 * What the privacy guard's normaliser needs to know about a character,
 * looked up once per code point with Unicode property patterns and kept (a
 * byte per code point of the first four planes, a map beyond them), so a
 * long answer costs one table read per character, not a pattern test.
 */

export const CharClass = {
  /** Shows nothing: format characters (zero-width space, soft hyphen, word joiner, BOM, bidi controls), other default-ignorables, control characters that are not line or tab breaks. */
  Invisible: 1,
  /** A combining mark: a diacritic, or a vowel sign or virama of an Indic script. */
  Mark: 2,
  /** A decimal digit of any script (\p{Nd}). */
  Digit: 3,
  /** A letter of the Latin, Greek or Cyrillic script: its diacritics are folded away. */
  LatinLikeLetter: 4,
  /** A letter of another script (Devanagari...): its combining marks are part of the word. */
  OtherLetter: 5,
  /** A space separator, or the blank Braille pattern that renders as one. */
  Space: 6,
  Other: 7,
} as const;
export type CharClass = (typeof CharClass)[keyof typeof CharClass];

const INVISIBLE = /^[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cc}]$/u;
/** Tab, line breaks and NEL are control characters that are text. */
const TEXT_CONTROL = /^[\t\n\v\f\r\u0085]$/u;
const MARK = /^\p{M}$/u;
const DIGIT = /^\p{Nd}$/u;
const LETTER = /^\p{L}$/u;
const LATIN_LIKE = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]$/u;
const SPACE = /^[\p{Zs}\u2800]$/u;

function classify(character: string): CharClass {
  if (INVISIBLE.test(character) && !TEXT_CONTROL.test(character)) return CharClass.Invisible;
  if (MARK.test(character)) return CharClass.Mark;
  if (DIGIT.test(character)) return CharClass.Digit;
  if (LETTER.test(character)) return LATIN_LIKE.test(character) ? CharClass.LatinLikeLetter : CharClass.OtherLetter;
  if (SPACE.test(character)) return CharClass.Space;
  return CharClass.Other;
}

/** Planes 0 to 3 (every script, symbols, ideographs) in a table; the rest (tags, private use) in a map. */
const TABLE_END = 0x40000;
const table = new Uint8Array(TABLE_END);
const beyond = new Map<number, CharClass>();

export function charClass(codePoint: number): CharClass {
  if (codePoint < TABLE_END) {
    const known = table[codePoint]!;
    if (known !== 0) return known as CharClass;
    const found = classify(String.fromCodePoint(codePoint));
    table[codePoint] = found;
    return found;
  }
  let found = beyond.get(codePoint);
  if (found === undefined) {
    found = classify(String.fromCodePoint(codePoint));
    // Bounded: an answer full of distinct private-use characters must not grow the map for ever.
    if (beyond.size > 50_000) beyond.clear();
    beyond.set(codePoint, found);
  }
  return found;
}

/** A letter or combining mark: what words are made of (`[\p{L}\p{M}]`). */
export function isWordPart(codePoint: number): boolean {
  if (codePoint < 0x80) return (codePoint | 0x20) >= 0x61 && (codePoint | 0x20) <= 0x7a;
  const found = charClass(codePoint);
  return found === CharClass.Mark || found === CharClass.LatinLikeLetter || found === CharClass.OtherLetter;
}

/** isWordPart for the UTF-16 unit at `index`; either half of a surrogate pair counts as its character. */
export function isWordPartAt(text: string, index: number): boolean {
  const unit = text.charCodeAt(index);
  if (unit < 0x80) return (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7a;
  const lowHalf = unit >= 0xdc00 && unit <= 0xdfff && index > 0;
  return isWordPart(text.codePointAt(lowHalf ? index - 1 : index)!);
}

/** A small letter at `index` (one UTF-16 unit; letters beyond the plane and letters without case are neither). */
export function isLowerAt(text: string, index: number): boolean {
  const unit = text.charCodeAt(index);
  if (unit < 0x80) return unit >= 0x61 && unit <= 0x7a;
  const letter = text[index]!;
  return letter !== letter.toUpperCase();
}

/** A capital letter at `index` (as isLowerAt). */
export function isUpperAt(text: string, index: number): boolean {
  const unit = text.charCodeAt(index);
  if (unit < 0x80) return unit >= 0x41 && unit <= 0x5a;
  const letter = text[index]!;
  return letter !== letter.toLowerCase();
}

/**
 * The value of a decimal digit of any script. Unicode encodes each script's
 * digits as a run of ten, zero to nine (runs may sit back to back), so the
 * value is how far the digit sits into its run.
 */
export function digitValue(codePoint: number): number {
  let before = 0;
  while (before < 19 && charClass(codePoint - before - 1) === CharClass.Digit) before += 1;
  return before % 10;
}
