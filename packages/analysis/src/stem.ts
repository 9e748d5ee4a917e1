import { hindiStem, isDevanagari } from './languages/hindi.ts';

/**
 * A light English stemmer: folds plurals so "customer" and "customers" (or
 * "policy" and "policies") count as one keyword, and leaves everything else
 * alone. Heavier stemmers (Porter) turn "pricing" into "price" and "news"
 * into "new", which reads wrong when the stem is shown back to people; we
 * show the most common spelling, but only fold what is safely the same word.
 * Hindi plurals in Devanagari are folded the same way (hindiStem); other
 * words outside a–z are returned unchanged.
 */
const LATIN = /^[a-z]+$/;
const KEEP_S = /(?:ss|us|is|ous|ics|news|sales|series|species)$/;

export function stemWord(word: string): string {
  if (isDevanagari(word)) return hindiStem(word);
  if (word.length <= 4 || !LATIN.test(word) || !word.endsWith('s')) return word;
  if (KEEP_S.test(word)) return word;
  if (word.endsWith('ies') && word.length > 5) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(?:ches|shes|xes|zzes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}
