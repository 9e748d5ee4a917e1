import { NAMES_THAT_ARE_WORDS } from './name-words.ts';
import { HINDI_NAMES_THAT_ARE_WORDS } from './hindi-name-words.ts';
import type { NameSounds } from './sound-index.ts';
import type { Stretch } from './privacy-contacts.ts';
import { findWords, isLowerAt, isUpperAt } from './text-char-class.ts';
import type { MatchText } from './text-normaliser.ts';
import { createStretchSet, type StretchSet } from './text-stretch-set.ts';
import { createSubstringSearch, type SubstringSearch } from './text-substring-search.ts';

/** The directory's names as the guard reads them. */
export interface DirectoryNames {
  /** Every word of every name, normalised as answers are and lowercased. */
  words: ReadonlySet<string>;
  /** Each pair of neighbouring words within one person's name, normalised, lowercased and joined by a space. */
  pairs: ReadonlySet<string>;
  /** The names as they sound, to find them written in the other script (Latin or Devanagari). */
  sounds: NameSounds;
}

/**
 * Where the directory's people are named in a normalised answer. Words are
 * looked up in sets, not matched with one big regular expression: a
 * directory of 20 000 people would make an alternation tried at every
 * character of every answer.
 *
 * A name that is also a word ("Will", "Grace", "Deep") or is very short
 * ("An") counts only in a full name or written with a capital inside a
 * sentence. Inside a word the normaliser glued together (spaced-out letters,
 * invisible characters), names of four letters or more and full names are
 * found anywhere ("a s h a m e h t a"); a word in camel case counts when its
 * parts make a full name ("AshaMehta").
 */

/**
 * A capital and a small letter at the start of what it is tried on: the first
 * two characters of a word (at most four units), not a sticky pattern, whose
 * split and search have no fast path (linear-patterns.test.ts runs both).
 */
const CAPITALISED = /^\p{Lu}\p{Ll}/u;
const CAMEL_CASE = /\p{Ll}\p{Lu}/u;
/** Characters after which a word starts a sentence or a list item: ". ", "\n- ", "• ". */
const SENTENCE_MARKS = new Set(['.', '!', '?', ':', ';', '\n', '•', '*', '–', '—', '-']);
/** Shorter names inside glued words would be found in ordinary words spelled out ("R A J A S T H A N"). */
const MIN_NAME_INSIDE_WORD = 4;

/** A name word that reads as an ordinary word when it stands alone, in English or in Hindi (Devanagari). */
function isAmbiguous(word: string): boolean {
  return word.length <= 2 || NAMES_THAT_ARE_WORDS.has(word) || HINDI_NAMES_THAT_ARE_WORDS.has(word);
}

/** White space as `\s` and String.prototype.trim read it, for one UTF-16 unit. */
function isSpace(unit: number): boolean {
  return (
    (unit >= 0x09 && unit <= 0x0d) ||
    unit === 0x20 ||
    unit === 0xa0 ||
    unit === 0x1680 ||
    (unit >= 0x2000 && unit <= 0x200a) ||
    unit === 0x2028 ||
    unit === 0x2029 ||
    unit === 0x202f ||
    unit === 0x205f ||
    unit === 0x3000 ||
    unit === 0xfeff
  );
}

/**
 * What may stand between two words of one name ("Asha Mehta", "Jean-Luc",
 * "D'Souza"), and between two names that become one mark ("[name] [name]"
 * would tell two words): white space, apostrophes and hyphens.
 */
function isNameGapCharacter(unit: number): boolean {
  return isSpace(unit) || unit === 0x27 || unit === 0x2019 || unit === 0x2d;
}

/** Whether the word text[start, end) starts with a capital and a small letter ("Will", not "WILL" or "will"). */
export function isCapitalised(text: string, start: number, end: number): boolean {
  const first = text.charCodeAt(start);
  const second = end - start >= 2 ? text.charCodeAt(start + 1) : 0;
  // ASCII is answered here (A-Z are its only capitals, a-z its only small letters); other letters by their Unicode category.
  if (first < 0x80 && (second < 0x80 || first < 0x41 || first > 0x5a)) {
    return first >= 0x41 && first <= 0x5a && second >= 0x61 && second <= 0x7a;
  }
  return CAPITALISED.test(text.slice(start, Math.min(end, start + 4)));
}

/**
 * Nothing, ". ", "\n- " or "2) " before the word. Read backwards over the
 * spaces before the word only, so each gap is read once however many name
 * words an answer has.
 */
export function startsSentence(text: string, index: number): boolean {
  let before = index - 1;
  while (before >= 0 && isSpace(text.charCodeAt(before))) {
    if (text.charCodeAt(before) === 0x0a) return true;
    before -= 1;
  }
  if (before < 0) return true;
  const character = text[before]!;
  return SENTENCE_MARKS.has(character) || (character === ')' && before > 0 && /\d/.test(text[before - 1]!));
}

const searches = new WeakMap<DirectoryNames, SubstringSearch>();
const wordSets = new WeakMap<DirectoryNames, StretchSet>();

/** The directory's words, to look a word of the answer up where it lies. */
function wordSetFor(names: DirectoryNames): StretchSet {
  let words = wordSets.get(names);
  if (words === undefined) {
    words = createStretchSet(names.words);
    wordSets.set(names, words);
  }
  return words;
}

/** The search for names inside glued words, made the first time one is met (it costs a pass over the directory). */
function searchFor(names: DirectoryNames): SubstringSearch {
  let search = searches.get(names);
  if (search === undefined) {
    const findable = (word: string) => word.length >= MIN_NAME_INSIDE_WORD && !isAmbiguous(word);
    const strings = [...names.words].filter(findable);
    // A full name whose words are both found alone is found as the two; the others are looked for whole.
    for (const pair of names.pairs) {
      const [first, last] = pair.split(' ') as [string, string];
      if (!findable(first) || !findable(last)) strings.push(first + last);
    }
    search = createSubstringSearch(strings);
    searches.set(names, search);
  }
  return search;
}

/**
 * "AshaMehta" as "Asha" and "Mehta": where the word [start, end) splits
 * into parts, a small letter meeting a capital, and whether two neighbouring
 * parts are a directory full name. Each part is looked up once.
 */
function camelCaseNames(text: string, lowerText: string, start: number, end: number, names: DirectoryNames): Stretch[] {
  const words = wordSetFor(names);
  const found: Stretch[] = [];
  let previous: Stretch | null = null;
  let from = start;
  for (let index = start + 1; index <= end; index += 1) {
    if (index < end && !(isLowerAt(text, index - 1) && isUpperAt(text, index))) continue;
    const part: Stretch = [from, index];
    if (previous && words.find(lowerText, from, index) !== undefined) {
      const pair = `${lowerText.slice(previous[0], previous[1])} ${lowerText.slice(from, index)}`;
      if (names.pairs.has(pair)) found.push([previous[0], index]);
    }
    previous = part;
    from = index;
  }
  return found;
}

/** Only spaces, apostrophes and hyphens from `from` to `to`; stops at the first other character. */
export function isNameGap(text: string, from: number, to: number): boolean {
  for (let index = from; index < to; index += 1) {
    if (!isNameGapCharacter(text.charCodeAt(index))) return false;
  }
  return true;
}

/** Whether lower case changes text[start, end) (as `lowerText`, of the same length, says). */
function hasCapitals(text: string, lowerText: string, start: number, end: number): boolean {
  for (let index = start; index < end; index += 1) {
    if (text.charCodeAt(index) !== lowerText.charCodeAt(index)) return true;
  }
  return false;
}

export function findNames(match: MatchText, taken: Uint8Array, names: DirectoryNames): Stretch[] {
  const { text, glued } = match;
  const lowerText = text.toLowerCase();
  const sameLength = lowerText.length === text.length;
  const { starts, ends, count } = findWords(text);
  const lowerWord = (index: number) =>
    sameLength ? lowerText.slice(starts[index], ends[index]) : text.slice(starts[index], ends[index]).toLowerCase();
  const words = wordSetFor(names);
  /**
   * The directory's word that word `index` is, or undefined. Looked up where
   * it lies in the lower-case text when that has the text's positions, so
   * ordinary words cost no slice.
   */
  const nameWord = (index: number) => {
    if (sameLength) return words.find(lowerText, starts[index]!, ends[index]!);
    const word = lowerWord(index);
    return names.words.has(word) ? word : undefined;
  };
  const found: Stretch[] = [];
  const add = (start: number, end: number) => {
    const last = found.at(-1);
    if (last && (start <= last[1] || isNameGap(text, last[1], start))) last[1] = Math.max(last[1], end);
    else found.push([start, end]);
  };
  const joined = (left: number) =>
    left >= 0 &&
    left + 1 < count &&
    taken[starts[left]!] !== 1 &&
    taken[starts[left + 1]!] !== 1 &&
    isNameGap(text, ends[left]!, starts[left + 1]!) &&
    names.pairs.has(`${lowerWord(left)} ${lowerWord(left + 1)}`);

  let nextGlue = 0;
  for (let index = 0; index < count; index += 1) {
    const start = starts[index]!;
    const end = ends[index]!;
    if (taken[start] === 1) continue;
    while (nextGlue < glued.length && glued[nextGlue]! <= start) nextGlue += 1;
    const isGlued = nextGlue < glued.length && glued[nextGlue]! < end;
    const word = nameWord(index);
    if (word !== undefined) {
      const counts =
        !isAmbiguous(word) ||
        (isCapitalised(text, start, end) && !startsSentence(text, start)) ||
        joined(index - 1) ||
        joined(index);
      if (counts) add(start, end);
    } else if (!sameLength) {
      // Lower case changed the text's length (a rare letter): positions inside a word line up only
      // if its own length stayed, and camel case is not read.
      const lower = lowerWord(index);
      if (isGlued && lower.length === end - start) {
        for (const [from, to] of searchFor(names).cover(lower)) add(start + from, start + to);
      }
    } else if (isGlued) {
      for (const [from, to] of searchFor(names).cover(lowerWord(index))) add(start + from, start + to);
    } else if (hasCapitals(text, lowerText, start, end) && CAMEL_CASE.test(text.slice(start, end))) {
      for (const [from, to] of camelCaseNames(text, lowerText, start, end, names)) add(from, to);
    }
  }
  return found;
}
