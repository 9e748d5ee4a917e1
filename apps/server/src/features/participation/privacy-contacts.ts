import { CharClass, charClass } from './text-char-class.ts';

/**
 * E-mail addresses and phone numbers found in normalised answer text (see
 * text-normaliser: digits of every script are 0-9 there, "＠" is "@").
 * Both are scanned by hand rather than with one regular expression: a
 * pattern such as `[\w.]+@` is tried from every position of a long run
 * without "@", which costs the square of the run's length.
 */

/** A stretch [start, end) of the normalised text. */
export type Stretch = [number, number];

function isDigit(unit: number): boolean {
  return unit >= 0x30 && unit <= 0x39;
}

/** A letter, combining mark or digit at this UTF-16 position (either half of a surrogate pair counts as its character). */
function isWordCharacterAt(text: string, index: number): boolean {
  const unit = text.charCodeAt(index);
  if (unit < 0x80) return isDigit(unit) || ((unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7a);
  const lowHalf = unit >= 0xdc00 && unit <= 0xdfff && index > 0;
  const found = charClass(text.codePointAt(lowHalf ? index - 1 : index)!);
  return (
    found === CharClass.LatinLikeLetter ||
    found === CharClass.OtherLetter ||
    found === CharClass.Mark ||
    found === CharClass.Digit
  );
}

/** . _ % + ' - */
function isLocalPunctuation(unit: number): boolean {
  return unit === 0x2e || unit === 0x5f || unit === 0x25 || unit === 0x2b || unit === 0x27 || unit === 0x2d;
}

function isLocalPartAt(text: string, index: number): boolean {
  return isWordCharacterAt(text, index) || isLocalPunctuation(text.charCodeAt(index));
}

function isDomainPartAt(text: string, index: number): boolean {
  return isWordCharacterAt(text, index) || text.charCodeAt(index) === 0x2d;
}

function labelEnd(text: string, from: number): number {
  let index = from;
  while (index < text.length && isDomainPartAt(text, index)) index += 1;
  return index;
}

/**
 * `local@domain.tld`: the local part in letters, digits and . _ % + ' -,
 * the domain in labels of letters, digits and hyphens, at least two. Each
 * scan stops at the next "@" (not a character of either part), so every
 * character is read a bounded number of times.
 */
export function findEmails(text: string): Stretch[] {
  const found: Stretch[] = [];
  // The domain needs a dot after the "@": an "@" after the last dot starts no address.
  const lastDot = text.lastIndexOf('.');
  let taken = 0;
  for (let at = text.indexOf('@'); at !== -1 && at < lastDot; at = text.indexOf('@', at + 1)) {
    if (at < taken) continue;
    let start = at;
    while (start > taken && isLocalPartAt(text, start - 1)) start -= 1;
    let end = labelEnd(text, at + 1);
    if (start === at || end === at + 1) continue;
    let labels = 1;
    while (text.charCodeAt(end) === 0x2e) {
      const next = labelEnd(text, end + 1);
      if (next === end + 1) break;
      end = next;
      labels += 1;
    }
    if (labels < 2) continue;
    found.push([start, end]);
    taken = end;
  }
  return found;
}

/** Spaces, brackets, dots, slashes, underscores and dashes, as phone numbers are written. */
function isPhoneSeparator(unit: number): boolean {
  return (
    (unit >= 0x09 && unit <= 0x0d) ||
    unit === 0x20 ||
    unit === 0x28 || // (
    unit === 0x29 || // )
    unit === 0x2d || // -
    unit === 0x2e || // .
    unit === 0x2f || // /
    unit === 0x5f || // _
    unit === 0x85 ||
    (unit >= 0x2010 && unit <= 0x2015) || // hyphens and dashes
    unit === 0x2028 ||
    unit === 0x2029 ||
    unit === 0x2212 // minus sign
  );
}

/** A group of four digits from 1900 to 2099. */
function isYear(text: string, start: number, length: number): boolean {
  if (length !== 4) return false;
  const first = text.charCodeAt(start);
  const second = text.charCodeAt(start + 1);
  return (first === 0x31 && second === 0x39) || (first === 0x32 && second === 0x30);
}

/**
 * 9 digits or more, or 7 and more after a "+". Shorter runs are left alone:
 * "2019-2024" and "1,20,000" are figures people write about their work. A
 * longer run is no safer than a phone (an account number, or a phone with
 * digits added to slip past a length limit), unless it is made only of
 * years and one- or two-digit numbers ("1/4/2024-31/3/2025",
 * "2023/24-2024/25", "2019 2020 2021"): dates and periods.
 */
function isPhone(text: string, first: number, last: number, international: boolean): boolean {
  let digits = 0;
  let years = 0;
  let otherGroups = 0;
  let index = first;
  while (index <= last) {
    const groupStart = index;
    while (index <= last && isDigit(text.charCodeAt(index))) index += 1;
    const length = index - groupStart;
    digits += length;
    if (isYear(text, groupStart, length)) years += 1;
    else if (length > 2) otherGroups += 1;
    while (index <= last && !isDigit(text.charCodeAt(index))) index += 1;
  }
  const dates = years > 0 && otherGroups === 0;
  return (digits >= 9 || (international && digits >= 7)) && !dates;
}

/** The first digit of the run's second group, or -1: where a run glued to a word may start instead. */
function secondGroupStart(text: string, first: number, last: number): number {
  let index = first;
  while (index <= last && isDigit(text.charCodeAt(index))) index += 1;
  while (index <= last && !isDigit(text.charCodeAt(index))) index += 1;
  return index <= last ? index : -1;
}

/** The last digit of the run's second-last group, or -1: where a run glued to a word may end instead. */
function secondLastGroupEnd(text: string, first: number, last: number): number {
  let index = last;
  while (index >= first && isDigit(text.charCodeAt(index))) index -= 1;
  while (index >= first && !isDigit(text.charCodeAt(index))) index -= 1;
  return index >= first ? index : -1;
}

/** One run of digits and separators: the phone it holds, or null. */
function phoneIn(text: string, runStart: number, runLast: number): Stretch | null {
  let first = runStart;
  let last = runLast;
  // A run glued to a word ("ID12345 678") is a code, not a number a person dials, from its
  // first group to its last; the groups in between may still be a phone.
  if (last + 1 < text.length && isWordCharacterAt(text, last + 1)) last = secondLastGroupEnd(text, first, last);
  if (last === -1) return null;
  let start = first;
  if (text[start - 1] === '(') start -= 1;
  if (text[start - 1] === '+') start -= 1;
  while (start > 0 && isWordCharacterAt(text, start - 1)) {
    if (start < first) start += 1;
    else {
      first = secondGroupStart(text, first, last);
      if (first === -1) return null;
      start = first;
    }
  }
  if (last - first + 1 < 7) return null;
  return isPhone(text, first, last, text[start] === '+') ? [start, last + 1] : null;
}

const DIGIT = /[0-9]/g;

/** The position of the first digit from `from` on, or the text's length: a long answer without digits is skipped in one search. */
function nextDigit(text: string, from: number): number {
  DIGIT.lastIndex = from;
  return DIGIT.test(text) ? DIGIT.lastIndex - 1 : text.length;
}

/** Phone numbers outside the stretches already `taken` (e-mail addresses). */
export function findPhones(text: string, taken: Uint8Array): Stretch[] {
  const found: Stretch[] = [];
  let index = 0;
  while (index < text.length) {
    if (taken[index] === 1 || !isDigit(text.charCodeAt(index))) {
      index = nextDigit(text, index + 1);
      continue;
    }
    const runStart = index;
    let lastDigit = index;
    while (index < text.length && taken[index] !== 1) {
      const unit = text.charCodeAt(index);
      if (isDigit(unit)) lastDigit = index;
      else if (!isPhoneSeparator(unit)) break;
      index += 1;
    }
    const phone = phoneIn(text, runStart, lastDigit);
    if (phone) found.push(phone);
  }
  return found;
}
