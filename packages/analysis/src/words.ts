import { stemWord } from './stem.ts';
import { STOP_STEMS } from './stop-words.ts';

/**
 * Splits free text into candidate keywords: lowercase words longer than three
 * characters (spec part 2 §9), letters (with their combining marks) and digits of any script, with
 * apostrophes inside words kept ("company's" stays one word).
 */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu;
const DIGITS = /^\p{N}+$/u;

export function extractWords(text: string): string[] {
  const words: string[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const word = match[0].replace(/['’]s$/u, '');
    if (Array.from(word).length > 3) words.push(word);
  }
  return words;
}

/** A keyword as counted (its stem) and as written. */
export interface Term {
  stem: string;
  word: string;
  /** Index of the word among all words of the text, short and stop words included: tells which terms were written side by side. */
  position: number;
}

/** The keywords of a text in order: stop words and bare numbers removed, plurals folded. */
export function extractTerms(text: string): Term[] {
  const terms: Term[] = [];
  let position = -1;
  for (const match of text.toLowerCase().matchAll(WORD)) {
    position += 1;
    const word = match[0].replace(/['’]s$/u, '');
    if (Array.from(word).length <= 3 || DIGITS.test(word)) continue;
    const stem = stemWord(word);
    if (!STOP_STEMS.has(stem)) terms.push({ stem, word, position });
  }
  return terms;
}
