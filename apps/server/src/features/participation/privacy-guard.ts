import { findEmails, findPhones, type Stretch } from './privacy-contacts.ts';
import { findNames, isNameGap, type DirectoryNames } from './privacy-names.ts';
import { findNamesBySound } from './privacy-sounds.ts';
import { nameSounds } from './sound-index.ts';
import { normaliseForMatching, type MatchText } from './text-normaliser.ts';
import { UnitBuffer } from './text-units.ts';

/**
 * The privacy guard: what an anonymous answer must not carry when it is
 * stored. People of the company's directory are found by name (any
 * capitalisation, a first or last name alone too), e-mail addresses and
 * phone numbers by shape. Only the redacted text is ever stored, so the
 * guard must not damage ordinary words (see privacy-names).
 *
 * Matching runs on a normalised copy of the answer (text-normaliser), so a
 * name or number disguised with look-alike letters, invisible characters,
 * full-width or other-script digits, accents or spaced-out letters is read
 * as written plainly. Only the matched stretches of the original are
 * replaced; the rest of the answer is stored exactly as the person wrote it.
 *
 * Every step reads the text a bounded number of times (no pattern that
 * backtracks over a run), so a long answer crafted to be slow costs about
 * what an ordinary answer of its length costs.
 */

export const NAME_MARK = '[name]';
export const EMAIL_MARK = '[e-mail]';
export const PHONE_MARK = '[phone]';

const WORD = /[\p{L}\p{M}]+/gu;

/**
 * "Asha Mehta" gives the words "asha", "mehta" and the pair "asha mehta"; "Zoë" gives "zoe"; and their
 * sounds, by which "आशा मेहता" is found too (privacy-sounds.ts).
 */
export function directoryNames(fullNames: readonly string[]): DirectoryNames {
  const words = new Set<string>();
  const pairs = new Set<string>();
  const people: string[][] = [];
  for (const fullName of fullNames) {
    const parts = [...normaliseForMatching(fullName).text.matchAll(WORD)].map((match) => match[0].toLowerCase());
    parts.forEach((part, index) => {
      words.add(part);
      if (index > 0) pairs.add(`${parts[index - 1]} ${part}`);
    });
    people.push(parts);
  }
  return { words, pairs, sounds: nameSounds(people) };
}

/**
 * People found as written and by sound, in order, as one list: neighbours with only a name gap between them
 * ("Asha मेहता") become one stretch, so one mark, as findNames does for its own.
 */
function joinPeople(text: string, written: Stretch[], heard: Stretch[]): Stretch[] {
  if (heard.length === 0) return written;
  const all = [...written, ...heard].sort((a, b) => a[0] - b[0]);
  const joined: Stretch[] = [];
  for (const [start, end] of all) {
    const last = joined.at(-1);
    if (last && (start <= last[1] || isNameGap(text, last[1], start))) last[1] = Math.max(last[1], end);
    else joined.push([start, end]);
  }
  return joined;
}

/** What each kind of stretch is replaced with, in the order the kinds are passed to replaceMarked. */
const MARKS = [EMAIL_MARK, PHONE_MARK, NAME_MARK] as const;

/**
 * The original text with each stretch of its normalised copy replaced by
 * its kind's mark. Each kind's stretches are in order already, so they are
 * merged by where they start (at a tie the earlier kind first), not put
 * together and sorted; the text is joined once from its pieces.
 */
function replaceMarked(original: string, match: MatchText, kinds: readonly Stretch[][]): string {
  const pieces: string[] = [];
  const next = kinds.map(() => 0);
  let copied = 0;
  for (;;) {
    let kind = -1;
    for (let candidate = 0; candidate < kinds.length; candidate += 1) {
      const stretch = kinds[candidate]![next[candidate]!];
      if (stretch && (kind === -1 || stretch[0] < kinds[kind]![next[kind]!]![0])) kind = candidate;
    }
    if (kind === -1) break;
    const [start, end] = kinds[kind]![next[kind]!]!;
    next[kind] = next[kind]! + 1;
    // Two stretches may come from one original character ("⒈" reads "1."): never copy it twice.
    const from = Math.max(copied, match.start[start]!);
    const to = match.end[end - 1]!;
    if (to <= copied) continue;
    pieces.push(original.slice(copied, from), MARKS[kind]!);
    copied = to;
  }
  pieces.push(original.slice(copied));
  return pieces.join('');
}

/**
 * Room for the normalised answer and for marking what an address or number
 * took, kept from answer to answer rather than made anew for each (see
 * text-units): an answer is redacted before the next is read.
 */
const spareOutput = new UnitBuffer(1024);
let spareTaken = new Uint8Array(1024);

/** The answer text with directory names, e-mail addresses and phone numbers replaced. */
export function redactAnswer(text: string, names: DirectoryNames): string {
  if (text === '') return text;
  const match = normaliseForMatching(text, spareOutput);
  if (spareTaken.length < match.text.length) spareTaken = new Uint8Array(match.text.length);
  const taken = spareTaken.subarray(0, match.text.length).fill(0);
  const emails = findEmails(match.text);
  for (const [start, end] of emails) taken.fill(1, start, end);
  const phones = findPhones(match.text, taken);
  for (const [start, end] of phones) taken.fill(1, start, end);
  const written = names.words.size === 0 ? [] : findNames(match, taken, names);
  for (const [start, end] of written) taken.fill(1, start, end);
  const people = joinPeople(match.text, written, findNamesBySound(match, taken, names.sounds));
  if (emails.length + phones.length + people.length === 0) return text;
  return replaceMarked(text, match, [emails, phones, people]);
}
