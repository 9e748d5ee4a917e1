import { isEverydayHindiWord } from './hindi-name-words.ts';
import { nameKey, type NameScript } from './name-sounds.ts';
import type { Stretch } from './privacy-contacts.ts';
import { isCapitalised, isNameGap, startsSentence } from './privacy-names.ts';
import type { NameSounds } from './sound-index.ts';
import { findWords } from './text-char-class.ts';
import type { MatchText } from './text-normaliser.ts';

/**
 * Directory people written in the other script (issue 32): "Sunita Yadav" in the directory, "सुनीता यादव" or
 * "सुनीता जी" in an answer, and the other way round. Words are compared by their sound (name-sounds.ts), and
 * more carefully than names written as in the directory, since a sound is looser than a spelling:
 *  - two neighbouring words that sound like one person's full name are always that person, in either script
 *    or mixed, and spelt otherwise than in the directory ("Suneeta Yadav");
 *  - a word next to a form of address ("जी", "ji", "sir", "madam", "श्री", "Mr"), or with जी joined on
 *    ("सुनीताजी"), is a person when it sounds like a directory name (a form of address is never a name);
 *  - a word alone is a person when its sound is long enough to say little else (four letters of key), the
 *    directory's name is no everyday word (name-words.ts, hindi-name-words.ts) and the answer's word is none
 *    either: in Devanagari, not an everyday Hindi word (isEverydayHindiWord: Hindi's names that are words, the
 *    workplace lexicon, function words); in Latin letters, written with a capital inside a sentence.
 * A single word is compared with the other script's names only: in the directory's own script the exact
 * guard (privacy-names.ts) decides, and this does not loosen it.
 */

const OTHER: Record<NameScript, NameScript> = { latin: 'devanagari', devanagari: 'latin' };
const MIN_KEY_ALONE = 4;
const MIN_KEY_ADDRESSED = 2;
/** Forms of address written after a name ("Sunita ji", "सुनीता जी", "Seema madam"). */
const ADDRESS_AFTER = new Set([
  'ji',
  'jee',
  'sir',
  'madam',
  'maam',
  'mam',
  'sahab',
  'saheb',
  'bhai',
  'bhaiya',
  'didi',
  'जी',
  'सर',
  'मैडम',
  'साहब',
  'भाई',
  'भैया',
  'दीदी',
]);
/** Forms of address written before a name ("Mr Yadav", "श्री यादव", "Dr Mehta"). */
const ADDRESS_BEFORE = new Set(['mr', 'mrs', 'ms', 'dr', 'shri', 'shree', 'smt', 'श्री', 'श्रीमती', 'डॉ', 'डॉक्टर']);

const DEVANAGARI = /[\u0900-\u097F]/u;
const LATIN = /[A-Za-z]/u;

/** Where directory people are written in the other script in a normalised answer (not where `taken` says). */
export function findNamesBySound(match: MatchText, taken: Uint8Array, sounds: NameSounds): Stretch[] {
  const { text } = match;
  // A script's words are heard when there are names to compare them with: the other script's single words,
  // or any full name.
  const pairs = sounds.latin.pairs.size + sounds.devanagari.pairs.size > 0;
  const compare: Record<NameScript, boolean> = {
    latin: (pairs || sounds.devanagari.words.size > 0) && LATIN.test(text),
    devanagari: (pairs || sounds.latin.words.size > 0) && DEVANAGARI.test(text),
  };
  if (!compare.latin && !compare.devanagari) return [];
  const { starts, ends, count } = findWords(text);
  const words: { start: number; end: number; lower: string; script: NameScript | null; key: string }[] = [];
  // A word met again (a long answer repeats its words) is heard once.
  const heardBefore = new Map<string, ReturnType<typeof nameKey>>();
  for (let index = 0; index < count; index += 1) {
    const start = starts[index]!;
    const end = ends[index]!;
    const lower = text.slice(start, end).toLowerCase();
    let heard = heardBefore.get(lower);
    if (heard === undefined) {
      // A form of address is never a name itself ("जी" sounds as Jay).
      heard = ADDRESS_AFTER.has(lower) || ADDRESS_BEFORE.has(lower) ? null : nameKey(joinedAddress(lower));
      if (heard && !compare[heard.script]) heard = null;
      heardBefore.set(lower, heard);
    }
    words.push({ start, end, lower, script: heard?.script ?? null, key: heard?.key ?? '' });
  }

  const found: Stretch[] = [];
  const add = (start: number, end: number) => {
    const last = found.at(-1);
    if (last && (start <= last[1] || isNameGap(text, last[1], start))) last[1] = Math.max(last[1], end);
    else found.push([start, end]);
  };
  const neighbours = (left: number) =>
    left >= 0 && left + 1 < words.length && isNameGap(text, words[left]!.end, words[left + 1]!.start);
  const pairAt = (left: number) => {
    if (!neighbours(left)) return false;
    const [first, second] = [words[left]!, words[left + 1]!];
    // A word the exact guard took still counts here: "Suneeta Yadav" takes "Suneeta" along with "Yadav".
    if (!first.script || !second.script) return false;
    // Keys are the same in both scripts: a full name is heard in either, or mixed ("Asha मेहता"), or in the
    // directory's own script spelt otherwise ("Suneeta Yadav" for "Sunita Yadav").
    const pair = `${first.key} ${second.key}`;
    return sounds.latin.pairs.has(pair) || sounds.devanagari.pairs.has(pair);
  };
  const addressed = (index: number) =>
    (index + 1 < words.length && ADDRESS_AFTER.has(words[index + 1]!.lower) && neighbours(index)) ||
    (index > 0 &&
      ADDRESS_BEFORE.has(words[index - 1]!.lower) &&
      isAddressGap(text, words[index - 1]!.end, words[index]!.start));

  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    if (!word.script || taken[word.start] === 1) continue;
    if (pairAt(index) || pairAt(index - 1)) {
      add(word.start, word.end);
      continue;
    }
    const everyday = sounds[OTHER[word.script]].words.get(word.key);
    if (everyday === undefined) continue;
    const alone =
      !everyday &&
      word.key.length >= MIN_KEY_ALONE &&
      (word.script === 'devanagari'
        ? !isEverydayHindiWord(word.lower)
        : isCapitalised(text, word.start, word.end) && !startsSentence(text, word.start));
    const withAddress = addressed(index) || joinedAddress(word.lower) !== word.lower;
    if (alone || (word.key.length >= MIN_KEY_ADDRESSED && withAddress)) add(word.start, word.end);
  }
  return found;
}

/** "सुनीताजी", "sunitaji": a name with जी or "ji" joined on, read as the name. */
function joinedAddress(word: string): string {
  for (const suffix of ['जी', 'ji']) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  }
  return word;
}

/** A name gap, or the dot of "Dr." or "Mr." and spaces. */
function isAddressGap(text: string, from: number, to: number): boolean {
  return isNameGap(text, text[from] === '.' ? from + 1 : from, to);
}
