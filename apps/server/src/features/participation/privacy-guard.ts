import { NAMES_THAT_ARE_WORDS } from './name-words.ts';

/**
 * The privacy guard: what an anonymous answer must not carry when it is
 * stored. People of the company's directory are found by name (any
 * capitalisation, a first or last name alone too), e-mail addresses and
 * phone numbers by shape. Only the redacted text is ever stored, so the
 * guard must not damage ordinary words: a name that is also a word ("Will",
 * "Grace", "Deep") or is very short ("An") counts only in a full name or
 * written with a capital inside a sentence.
 *
 * Names are matched word by word against sets, not with one big regular
 * expression: a directory of 20 000 people would make an alternation that
 * is tried at every character of every answer.
 */

export const NAME_MARK = '[name]';
export const EMAIL_MARK = '[e-mail]';
export const PHONE_MARK = '[phone]';

const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** Digit runs with the separators phone numbers are written with; the digit count decides (see isPhone). */
const PHONE_LIKE = /(?<![\p{L}\p{N}])\+?\(?\d[\d\s().-]{5,}\d(?![\p{L}\p{N}])/gu;
const WORD = /[\p{L}\p{M}]+/gu;
/** What may stand between two words of one name: "Asha Mehta", "Jean-Luc", "D'Souza". */
const NAME_JOIN = /^[\s'’-]+$/u;
/** Text before a word that starts a sentence or a list item: nothing, ". ", "\n- ", "2) ". */
const SENTENCE_START = /(?:^|[.!?:;\n•*–—-]|\d[.)])\s*$/u;
/** Runs of marks a full name left ("[name] [name]", "[name]-[name]") become one. */
const NAME_RUN = /\[name\](?:[\s'’-]+\[name\])+/gu;

/** The directory's names as the guard reads them. */
export interface DirectoryNames {
  /** Every word of every name, lowercased. */
  words: ReadonlySet<string>;
  /** Each pair of neighbouring words within one person's name, lowercased and joined by a space. */
  pairs: ReadonlySet<string>;
}

function normalise(word: string): string {
  return word.normalize('NFC').toLowerCase();
}

/**
 * 9 to 15 digits (an international number has at most 15), or 7 and more
 * after a "+". Shorter runs are left alone: "2019-2024" and "1,20,000" are
 * figures people write about their work, not phone numbers.
 */
function isPhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '').length;
  return digits <= 15 && (digits >= 9 || (candidate.startsWith('+') && digits >= 7));
}

/** "Asha Mehta" gives the words "asha", "mehta" and the pair "asha mehta". */
export function directoryNames(fullNames: readonly string[]): DirectoryNames {
  const words = new Set<string>();
  const pairs = new Set<string>();
  for (const fullName of fullNames) {
    const parts = [...fullName.matchAll(WORD)].map((match) => normalise(match[0]));
    parts.forEach((part, index) => {
      words.add(part);
      if (index > 0) pairs.add(`${parts[index - 1]} ${part}`);
    });
  }
  return { words, pairs };
}

/** A name word that reads as an ordinary word when it stands alone. */
function isAmbiguous(word: string): boolean {
  return word.length <= 2 || NAMES_THAT_ARE_WORDS.has(word);
}

function redactNames(text: string, names: DirectoryNames): string {
  const matches = [...text.matchAll(WORD)];
  const lower = matches.map((match) => normalise(match[0]));
  const joined = (left: number) =>
    left >= 0 &&
    left + 1 < matches.length &&
    NAME_JOIN.test(text.slice(matches[left]!.index + matches[left]![0].length, matches[left + 1]!.index)) &&
    names.pairs.has(`${lower[left]} ${lower[left + 1]}`);
  let result = '';
  let from = 0;
  let named = false;
  matches.forEach((match, index) => {
    const word = lower[index]!;
    if (!names.words.has(word)) return;
    const inFullName = joined(index - 1) || joined(index);
    const capitalisedInSentence = /^\p{Lu}\p{Ll}/u.test(match[0]) && !SENTENCE_START.test(text.slice(0, match.index));
    if (!inFullName && isAmbiguous(word) && !capitalisedInSentence) return;
    result += text.slice(from, match.index) + NAME_MARK;
    from = match.index + match[0].length;
    named = true;
  });
  if (!named) return text;
  return (result + text.slice(from)).replace(NAME_RUN, NAME_MARK);
}

/** The answer text with directory names, e-mail addresses and phone numbers replaced. */
export function redactAnswer(text: string, names: DirectoryNames): string {
  if (text === '') return text;
  let result = text.replace(EMAIL, EMAIL_MARK);
  result = result.replace(PHONE_LIKE, (candidate) => {
    // Keep the spaces around a match the pattern took in with it.
    const core = candidate.trimEnd();
    return isPhone(core) ? PHONE_MARK + candidate.slice(core.length) : candidate;
  });
  return names.words.size === 0 ? result : redactNames(result, names);
}
