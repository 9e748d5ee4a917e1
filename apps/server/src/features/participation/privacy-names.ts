import { NAMES_THAT_ARE_WORDS } from './name-words.ts';
import type { Stretch } from './privacy-contacts.ts';
import type { DirectoryNames } from './privacy-guard.ts';
import { isLowerAt, isUpperAt, isWordPartAt } from './text-char-class.ts';
import type { MatchText } from './text-normaliser.ts';
import { createSubstringSearch, type SubstringSearch } from './text-substring-search.ts';

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
 * What may stand between two words of one name ("Asha Mehta", "Jean-Luc",
 * "D'Souza"), and between two names that become one mark ("[name] [name]"
 * would tell two words).
 */
const NAME_GAP_CHARACTER = /^[\s'’-]$/u;
const CAPITALISED = /^\p{Lu}\p{Ll}/u;
const CAMEL_CASE = /\p{Ll}\p{Lu}/u;
/** Characters after which a word starts a sentence or a list item: ". ", "\n- ", "• ". */
const SENTENCE_MARKS = new Set(['.', '!', '?', ':', ';', '\n', '•', '*', '–', '—', '-']);
/** Shorter names inside glued words would be found in ordinary words spelled out ("R A J A S T H A N"). */
const MIN_NAME_INSIDE_WORD = 4;

/** A name word that reads as an ordinary word when it stands alone. */
function isAmbiguous(word: string): boolean {
  return word.length <= 2 || NAMES_THAT_ARE_WORDS.has(word);
}

function isSpace(character: string): boolean {
  return character.trim() === '';
}

/**
 * Nothing, ". ", "\n- " or "2) " before the word. Read backwards over the
 * spaces before the word only, so each gap is read once however many name
 * words an answer has.
 */
function startsSentence(text: string, index: number): boolean {
  let before = index - 1;
  while (before >= 0 && isSpace(text[before]!)) {
    if (text[before] === '\n') return true;
    before -= 1;
  }
  if (before < 0) return true;
  const character = text[before]!;
  return SENTENCE_MARKS.has(character) || (character === ')' && before > 0 && /\d/.test(text[before - 1]!));
}

const searches = new WeakMap<DirectoryNames, SubstringSearch>();

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
  const found: Stretch[] = [];
  let previous: Stretch | null = null;
  let from = start;
  for (let index = start + 1; index <= end; index += 1) {
    if (index < end && !(isLowerAt(text, index - 1) && isUpperAt(text, index))) continue;
    const part: Stretch = [from, index];
    if (previous && names.words.has(lowerText.slice(from, index))) {
      const pair = `${lowerText.slice(previous[0], previous[1])} ${lowerText.slice(from, index)}`;
      if (names.pairs.has(pair)) found.push([previous[0], index]);
    }
    previous = part;
    from = index;
  }
  return found;
}

/** The words of the text ([\p{L}\p{M}]+), as start and end positions. */
function findWords(text: string): { starts: number[]; ends: number[] } {
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  while (index < text.length) {
    if (!isWordPartAt(text, index)) {
      index += 1;
      continue;
    }
    starts.push(index);
    do index += 1;
    while (index < text.length && isWordPartAt(text, index));
    ends.push(index);
  }
  return { starts, ends };
}

/** Only spaces, apostrophes and hyphens from `from` to `to` (NAME_GAP_CHARACTER); stops at the first other character. */
function isNameGap(text: string, from: number, to: number): boolean {
  for (let index = from; index < to; index += 1) {
    if (!NAME_GAP_CHARACTER.test(text[index]!)) return false;
  }
  return true;
}

export function findNames(match: MatchText, taken: Uint8Array, names: DirectoryNames): Stretch[] {
  const { text, glued } = match;
  const lowerText = text.toLowerCase();
  const sameLength = lowerText.length === text.length;
  const { starts, ends } = findWords(text);
  const count = starts.length;
  const lowerWord = (index: number) =>
    sameLength ? lowerText.slice(starts[index], ends[index]) : text.slice(starts[index], ends[index]).toLowerCase();
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
    const word = lowerWord(index);
    while (nextGlue < glued.length && glued[nextGlue]! <= start) nextGlue += 1;
    const isGlued = nextGlue < glued.length && glued[nextGlue]! < end;
    if (names.words.has(word)) {
      const counts =
        !isAmbiguous(word) ||
        (CAPITALISED.test(text.slice(start, end)) && !startsSentence(text, start)) ||
        joined(index - 1) ||
        joined(index);
      if (counts) add(start, end);
    } else if (word.length !== end - start) {
      // Lower case changed the length (a rare letter): positions inside the word would not line up.
    } else if (isGlued) {
      for (const [from, to] of searchFor(names).cover(word)) add(start + from, start + to);
    } else if (sameLength && word !== text.slice(start, end) && CAMEL_CASE.test(text.slice(start, end))) {
      for (const [from, to] of camelCaseNames(text, lowerText, start, end, names)) add(from, to);
    }
  }
  return found;
}
