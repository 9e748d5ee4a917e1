import { findEmails, findPhones, type Stretch } from './privacy-contacts.ts';
import { findNames } from './privacy-names.ts';
import { normaliseForMatching, type MatchText } from './text-normaliser.ts';

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

/** The directory's names as the guard reads them. */
export interface DirectoryNames {
  /** Every word of every name, normalised as answers are and lowercased. */
  words: ReadonlySet<string>;
  /** Each pair of neighbouring words within one person's name, normalised, lowercased and joined by a space. */
  pairs: ReadonlySet<string>;
}

/** "Asha Mehta" gives the words "asha", "mehta" and the pair "asha mehta"; "Zoë" gives "zoe". */
export function directoryNames(fullNames: readonly string[]): DirectoryNames {
  const words = new Set<string>();
  const pairs = new Set<string>();
  for (const fullName of fullNames) {
    const parts = [...normaliseForMatching(fullName).text.matchAll(WORD)].map((match) => match[0].toLowerCase());
    parts.forEach((part, index) => {
      words.add(part);
      if (index > 0) pairs.add(`${parts[index - 1]} ${part}`);
    });
  }
  return { words, pairs };
}

type Marked = [start: number, end: number, mark: string];

/** The original text with each marked stretch of its normalised copy replaced by the mark. */
function replaceMarked(original: string, match: MatchText, marked: Marked[]): string {
  let result = '';
  let copied = 0;
  for (const [start, end, mark] of marked.sort((left, right) => left[0] - right[0])) {
    // Two stretches may come from one original character ("⒈" reads "1."): never copy it twice.
    const from = Math.max(copied, match.start[start]!);
    const to = match.end[end - 1]!;
    if (to <= copied) continue;
    result += original.slice(copied, from) + mark;
    copied = to;
  }
  return result + original.slice(copied);
}

const withMark =
  (mark: string) =>
  (stretch: Stretch): Marked => [stretch[0], stretch[1], mark];

/** The answer text with directory names, e-mail addresses and phone numbers replaced. */
export function redactAnswer(text: string, names: DirectoryNames): string {
  if (text === '') return text;
  const match = normaliseForMatching(text);
  const taken = new Uint8Array(match.text.length);
  const emails = findEmails(match.text);
  for (const [start, end] of emails) taken.fill(1, start, end);
  const phones = findPhones(match.text, taken);
  for (const [start, end] of phones) taken.fill(1, start, end);
  const people = names.words.size === 0 ? [] : findNames(match, taken, names);
  const marked = [
    ...emails.map(withMark(EMAIL_MARK)),
    ...phones.map(withMark(PHONE_MARK)),
    ...people.map(withMark(NAME_MARK)),
  ];
  return marked.length === 0 ? text : replaceMarked(text, match, marked);
}
