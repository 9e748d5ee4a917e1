/**
 * What the privacy guard's normaliser needs to know about a character,
 * looked up once per code point with Unicode property patterns and kept (a
 * byte per code point of the first four planes, a map beyond them), so a
 * long answer costs one table read per character, not a pattern test.
 *
 * Loops that read every character of an answer (its words, a character's
 * marks) live here too, next to the table, rather than calling into this
 * module once per character: a call across modules costs more than the
 * table read (under the test runner each imported name is read through a
 * getter), and the guard's time limit is measured there.
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

function codePointLength(text: string, index: number): number {
  const unit = text.charCodeAt(index);
  return unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length ? 2 : 1;
}

/** A combining mark at `index`. */
export function isMarkAt(text: string, index: number): boolean {
  // Nothing below U+0300 is a combining mark: plain text never reaches the lookup.
  return text.charCodeAt(index) >= 0x300 && charClass(text.codePointAt(index)!) === CharClass.Mark;
}

/** Where the character at `index` ends, with the combining marks after it (a base letter and its marks are one). */
export function characterEnd(text: string, index: number): number {
  let end = index + codePointLength(text, index);
  while (end < text.length && isMarkAt(text, end)) end += codePointLength(text, end);
  return end;
}

/** Where the word part at `index` of the first `length` of `units` and those after it end (isWordPartAt on units). */
export function wordEndIn(units: Uint16Array, length: number, index: number): number {
  let end = index;
  while (end < length && isWordPartIn(units, length, end)) end += 1;
  return end;
}

/** isWordPartAt for the unit at `index` of the first `length` of `units`. */
function isWordPartIn(units: Uint16Array, length: number, index: number): boolean {
  const unit = units[index]!;
  if (unit < 0x80) return (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7a;
  const lowHalf = unit >= 0xdc00 && unit <= 0xdfff && index > 0;
  return isWordPart(codePointIn(units, length, lowHalf ? index - 1 : index));
}

/** As String.prototype.codePointAt on the first `length` of `units`: a surrogate pair's code point at its first half, else the unit. */
function codePointIn(units: Uint16Array, length: number, index: number): number {
  const unit = units[index]!;
  if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < length) {
    const next = units[index + 1]!;
    if (next >= 0xdc00 && next <= 0xdfff) return (unit - 0xd800) * 0x400 + (next - 0xdc00) + 0x10000;
  }
  return unit;
}

/**
 * Room for the words of an answer, kept from answer to answer: the caller
 * reads them before it asks for the words of another text.
 */
let spareStarts = new Int32Array(1024);
let spareEnds = new Int32Array(1024);

/** The words of the text ([\p{L}\p{M}]+), as start and end positions: the first `count` of each array. */
export function findWords(text: string): { starts: Int32Array; ends: Int32Array; count: number } {
  // Words are at least one apart: half the text, rounded up, is room for all of them.
  const room = (text.length + 1) >> 1;
  if (spareStarts.length < room) {
    spareStarts = new Int32Array(room);
    spareEnds = new Int32Array(room);
  }
  const starts = spareStarts;
  const ends = spareEnds;
  let count = 0;
  let index = 0;
  while (index < text.length) {
    if (!isWordPartAt(text, index)) {
      index += 1;
      continue;
    }
    starts[count] = index;
    do index += 1;
    while (index < text.length && isWordPartAt(text, index));
    ends[count] = index;
    count += 1;
  }
  return { starts, ends, count };
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
