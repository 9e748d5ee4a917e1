import { CharClass, charClass, characterEnd, digitValue, isMarkAt } from './text-char-class.ts';
import { confusableMap } from './text-confusables.ts';
import { joinSpacedLetters } from './text-spaced-letters.ts';
import { UnitBuffer } from './text-units.ts';

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
 * syllable). A letter with one mark, the commonest such chunk ("प्", "रि"),
 * is looked up by its two units as a number, without slicing it out.
 *
 * Most characters normalise to themselves (ideographs, most letters of most
 * scripts): a byte per code point says so, and such a character is copied
 * as it stands, without a string to fetch and compare.
 */
const CHARACTER_TABLE_END = 0x40000;
const characterCache = new Array<string | undefined>(CHARACTER_TABLE_END);
/** What a code point (with no mark after it) normalises to: 0 not known yet, ITSELF, or CHANGED (characterCache has it). */
const characterNormalises = new Uint8Array(CHARACTER_TABLE_END);
const ITSELF = 1;
const CHANGED = 2;
const pairCache = new Map<number, string>();
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
    if (characterNormalises[codePoint] === ITSELF) return original.slice(start, end);
    let result = characterCache[codePoint];
    if (result === undefined) {
      result = normaliseChunk(original.slice(start, end));
      const itself = isSame(result, original, start, end);
      characterNormalises[codePoint] = itself ? ITSELF : CHANGED;
      if (!itself) characterCache[codePoint] = result;
    }
    return result;
  }
  if (end - start === 2) {
    const key = original.charCodeAt(start) * 0x10000 + original.charCodeAt(start + 1);
    let result = pairCache.get(key);
    if (result === undefined) {
      result = normaliseChunk(original.slice(start, end));
      if (pairCache.size >= CHUNK_CACHE_SIZE) pairCache.clear();
      pairCache.set(key, result);
    }
    return result;
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

/** Whether original[start, end) is one character (no marks after it) already known to normalise to itself. */
function isKnownAsItself(original: string, start: number, end: number): boolean {
  const codePoint = original.codePointAt(start)!;
  return (
    codePoint >= 0x80 &&
    codePoint < CHARACTER_TABLE_END &&
    end - start === (codePoint > 0xffff ? 2 : 1) &&
    characterNormalises[codePoint] === ITSELF
  );
}

/**
 * Where the run of plain ASCII from `from` ends: at the first other unit,
 * or one before it when that unit is a combining mark ("e" + U+0301 is a
 * chunk of its own).
 */
function plainRunEnd(original: string, from: number): number {
  let index = from;
  while (index < original.length && isPlainAscii(original.charCodeAt(index))) index += 1;
  return index > from && index < original.length && isMarkAt(original, index) ? index - 1 : index;
}

/**
 * The normalised text of `original`. The origins (`start`, `end`) are views
 * of the buffer's arrays: a caller that passes its own buffer, to use it
 * for answer after answer, reads them before it passes the buffer again.
 */
export function normaliseForMatching(original: string, buffer?: UnitBuffer): MatchText {
  const capacity = original.length + 8;
  const output = buffer ?? new UnitBuffer(capacity);
  output.clear(capacity);
  let glued: number[] = [];
  // While every chunk reads as written, the answer is its own normalised text: no new string is made.
  let changed = false;
  let dropped = false;
  let index = 0;
  while (index < original.length) {
    const plainEnd = plainRunEnd(original, index);
    if (plainEnd > index) {
      if (dropped) glued.push(output.length);
      dropped = false;
      output.addPlain(original, index, plainEnd);
      index = plainEnd;
    }
    if (index === original.length) break;
    const chunkEnd = characterEnd(original, index);
    if (isKnownAsItself(original, index, chunkEnd)) {
      if (dropped) glued.push(output.length);
      dropped = false;
      output.addCharacter(original, index, chunkEnd);
      index = chunkEnd;
      continue;
    }
    const unit = original.charCodeAt(index);
    const normalised = unit < 0x80 && !isPlainAscii(unit) ? '' : cachedChunk(original, index, chunkEnd);
    if (!changed && !isSame(normalised, original, index, chunkEnd)) changed = true;
    if (normalised === '') {
      dropped = output.length > 0;
    } else {
      if (dropped) glued.push(output.length);
      dropped = false;
      output.add(normalised, index, chunkEnd);
    }
    index = chunkEnd;
  }
  const lengthBefore = output.length;
  glued = joinSpacedLetters(output, glued);
  return {
    text: changed || output.length !== lengthBefore ? output.toString() : original,
    start: output.start.subarray(0, output.length),
    end: output.end.subarray(0, output.length),
    glued,
  };
}
