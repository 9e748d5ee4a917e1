import { CharClass, charClass, digitValue } from './text-char-class.ts';
import { confusableMap } from './text-confusables.ts';
import { joinSpacedLetters } from './text-spaced-letters.ts';

/**
 * The text the privacy guard matches on, made from an answer in one pass:
 * compatibility forms unfolded (NFKD, the decomposition NFKC starts with:
 * full-width "９" and "＠", ligatures, styled letters), invisible characters
 * dropped, the diacritics of Latin, Greek and Cyrillic letters dropped ("Zoë
 * Ångström" reads "Zoe Angstrom"), look-alike letters read as the Latin
 * letter, digits of any script read as 0-9, spaces of any width as " ", and
 * spaced-out letters joined ("A s h a" reads "Asha").
 *
 * The marks of other scripts stay: a Devanagari vowel sign or virama is part
 * of the word. Names in the directory go through the same function, so both
 * sides of a comparison are read alike; that is also why the text stays
 * decomposed (NFKD, not NFKC): both sides are compared in the same form, and
 * composing the marks again would only be undone for Latin letters.
 *
 * Each character of the result knows the stretch of the answer it came from
 * (`start`, `end`), so a match on the normalised text replaces exactly the
 * original characters: the rest of the answer is stored as it was written.
 */
export interface MatchText {
  text: string;
  /** For each UTF-16 unit of `text`, where the answer's character it came from starts. */
  start: Int32Array;
  /** ... and where it ends (a base letter with its combining marks is one stretch). */
  end: Int32Array;
  /**
   * Ascending positions in `text` where something was taken out just before:
   * an invisible character or the space between spaced-out letters. A word
   * holding one was glued together by the normaliser and may hold a name.
   */
  glued: number[];
}

/**
 * Remembered normalised characters, as answers repeat them: a slot per code
 * point of the first four planes for a character with no mark after it (an
 * answer made of distinct ideographs must not thrash a bounded map), and
 * bounded maps for the rest and for a letter with its marks (a Devanagari
 * syllable).
 */
const CHARACTER_TABLE_END = 0x40000;
const characterCache = new Array<string | undefined>(CHARACTER_TABLE_END);
const chunkCache = new Map<string, string>();
const CHUNK_CACHE_SIZE = 20_000;

function normaliseChunk(chunk: string): string {
  let result = '';
  let marksKept = false;
  for (const character of chunk.normalize('NFKD')) {
    const codePoint = character.codePointAt(0)!;
    switch (charClass(codePoint)) {
      case CharClass.Invisible:
        break;
      case CharClass.Mark:
        if (marksKept) result += character;
        break;
      case CharClass.Digit:
        result += codePoint < 0x80 ? character : String(digitValue(codePoint));
        marksKept = false;
        break;
      case CharClass.Space:
        result += ' ';
        marksKept = false;
        break;
      case CharClass.OtherLetter: {
        const latin = confusableMap().get(character);
        result += latin ?? character;
        marksKept = latin === undefined;
        break;
      }
      case CharClass.LatinLikeLetter:
        result += confusableMap().get(character) ?? character;
        marksKept = false;
        break;
      case CharClass.Other:
        result += character;
        marksKept = false;
        break;
    }
  }
  return result;
}

/** The normalised form of original[start, end): one character and the combining marks after it. */
function cachedChunk(original: string, start: number, end: number): string {
  const unit = original.charCodeAt(start);
  // An ASCII character keeps no marks (Latin letters lose theirs; digits and punctuation have none).
  if (unit < 0x80) return original[start]!;
  const codePoint = original.codePointAt(start)!;
  const single = end - start === (codePoint > 0xffff ? 2 : 1);
  if (single && codePoint < CHARACTER_TABLE_END) {
    return (characterCache[codePoint] ??= normaliseChunk(original.slice(start, end)));
  }
  const chunk = original.slice(start, end);
  let result = chunkCache.get(chunk);
  if (result === undefined) {
    result = normaliseChunk(chunk);
    if (chunkCache.size >= CHUNK_CACHE_SIZE) chunkCache.clear();
    chunkCache.set(chunk, result);
  }
  return result;
}

function codePointLength(text: string, index: number): number {
  const unit = text.charCodeAt(index);
  return unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length ? 2 : 1;
}

function isMarkAt(text: string, index: number): boolean {
  // Nothing below U+0300 is a combining mark: plain text never reaches the lookup.
  return text.charCodeAt(index) >= 0x300 && charClass(text.codePointAt(index)!) === CharClass.Mark;
}

/** Printable ASCII, tab and line breaks: the characters normalising leaves as they are. */
function isPlainAscii(unit: number): boolean {
  return unit < 0x7f && (unit >= 0x20 || (unit >= 0x09 && unit <= 0x0d));
}

/** Whether `normalised` is original[start, end) as it stands (compared without slicing: this runs per character). */
function isSame(normalised: string, original: string, start: number, end: number): boolean {
  if (normalised.length !== end - start) return false;
  for (let index = 0; index < normalised.length; index += 1) {
    if (normalised.charCodeAt(index) !== original.charCodeAt(start + index)) return false;
  }
  return true;
}

/** The positions of each normalised unit in the original, in typed arrays that grow when the text does. */
class Origins {
  start: Int32Array;
  end: Int32Array;
  length = 0;

  constructor(capacity: number) {
    this.start = new Int32Array(capacity);
    this.end = new Int32Array(capacity);
  }

  /** Plain characters from..to, each its own. */
  addPlain(from: number, to: number): void {
    this.reserve(to - from);
    for (let at = from; at < to; at += 1) {
      this.start[this.length] = at;
      this.end[this.length] = at + 1;
      this.length += 1;
    }
  }

  /** `count` units, all from original[from, to) ("ﬁ" gives two). */
  add(from: number, to: number, count: number): void {
    this.reserve(count);
    for (let unit = 0; unit < count; unit += 1) {
      this.start[this.length] = from;
      this.end[this.length] = to;
      this.length += 1;
    }
  }

  private reserve(count: number): void {
    if (this.length + count > this.start.length) {
      const capacity = Math.max(this.start.length * 2, this.length + count);
      const start = new Int32Array(capacity);
      const end = new Int32Array(capacity);
      start.set(this.start);
      end.set(this.end);
      this.start = start;
      this.end = end;
    }
  }
}

export function normaliseForMatching(original: string): MatchText {
  const origins = new Origins(original.length + 8);
  const glued: number[] = [];
  let text = '';
  // Characters that normalise to themselves are copied a run at a time, from here.
  let copyFrom = 0;
  let dropped = false;
  let index = 0;
  while (index < original.length) {
    // Plain ASCII, unless a combining mark follows ("e" + U+0301 is a chunk below).
    const plainFrom = index;
    while (
      index < original.length &&
      isPlainAscii(original.charCodeAt(index)) &&
      !(index + 1 < original.length && isMarkAt(original, index + 1))
    ) {
      index += 1;
    }
    if (index > plainFrom) {
      if (dropped) glued.push(origins.length);
      dropped = false;
      origins.addPlain(plainFrom, index);
    }
    if (index === original.length) break;
    let chunkEnd = index + codePointLength(original, index);
    while (chunkEnd < original.length && isMarkAt(original, chunkEnd)) {
      chunkEnd += codePointLength(original, chunkEnd);
    }
    const unit = original.charCodeAt(index);
    const normalised = unit < 0x80 && !isPlainAscii(unit) ? '' : cachedChunk(original, index, chunkEnd);
    if (!isSame(normalised, original, index, chunkEnd)) {
      if (copyFrom < index) text += original.slice(copyFrom, index);
      text += normalised;
      copyFrom = chunkEnd;
    }
    if (normalised === '') {
      dropped = origins.length > 0;
    } else {
      if (dropped) glued.push(origins.length);
      dropped = false;
      origins.add(index, chunkEnd, normalised.length);
    }
    index = chunkEnd;
  }
  text += original.slice(copyFrom);
  return joinSpacedLetters({
    text,
    start: origins.start.subarray(0, origins.length),
    end: origins.end.subarray(0, origins.length),
    glued,
  });
}
