/**
 * The privacy guard: what an anonymous answer must not carry when it is
 * stored. People of the company's directory are found by name word (any
 * capitalisation, a first or last name alone too), e-mail addresses and
 * phone numbers by shape. Only the redacted text is ever stored.
 *
 * Names are matched word by word against a set, not with one big regular
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
/** Runs of marks a full name left ("[name] [name]", "[name]-[name]") become one. */
const NAME_RUN = /\[name\](?:[\s'’-]+\[name\])+/gu;

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

/** Every word of every name (of 2 letters or more), lowercased: "Asha Mehta" gives "asha" and "mehta". */
export function nameWords(fullNames: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const fullName of fullNames) {
    for (const match of fullName.matchAll(WORD)) {
      if (match[0].length >= 2) words.add(normalise(match[0]));
    }
  }
  return words;
}

/** The answer text with names from `names` (see nameWords), e-mail addresses and phone numbers replaced. */
export function redactAnswer(text: string, names: ReadonlySet<string>): string {
  if (text === '') return text;
  let result = text.replace(EMAIL, EMAIL_MARK);
  result = result.replace(PHONE_LIKE, (candidate) => {
    // Keep the spaces around a match the pattern took in with it.
    const core = candidate.trimEnd();
    return isPhone(core) ? PHONE_MARK + candidate.slice(core.length) : candidate;
  });
  if (names.size === 0) return result;
  let named = false;
  result = result.replace(WORD, (word) => {
    if (!names.has(normalise(word))) return word;
    named = true;
    return NAME_MARK;
  });
  return named ? result.replace(NAME_RUN, NAME_MARK) : result;
}
