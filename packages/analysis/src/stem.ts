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
  if (DEVANAGARI.test(word)) return hindiStem(word);
  if (word.length <= 4 || !LATIN.test(word) || !word.endsWith('s')) return word;
  if (KEEP_S.test(word)) return word;
  if (word.endsWith('ies') && word.length > 5) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(?:ches|shes|xes|zzes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

const DEVANAGARI = /^[\u0900-\u097F]+$/u;
/**
 * Hindi plurals and the oblique plural folded to the singular, as the English
 * side folds plural "s": the result is still a word, because it may be shown
 * ("किसानों" and "किसान", farmers and farmer; "शाखाएं" and "शाखा", branches
 * and branch; "नौकरियों" and "नौकरी", jobs and job). Longest ending first.
 */
const HINDI_PLURALS: readonly [string, string][] = [
  ['ियों', 'ी'],
  ['ियां', 'ी'],
  ['ियाँ', 'ी'],
  ['ाओं', 'ा'],
  ['ाएं', 'ा'],
  ['ाएँ', 'ा'],
  ['ुओं', 'ु'],
  ['ों', ''],
  ['ें', ''],
];

/** A Devanagari word's singular, keeping at least two characters. */
export function hindiStem(word: string): string {
  for (const [plural, singular] of HINDI_PLURALS) {
    if (word.endsWith(plural) && word.length - plural.length >= 2) return word.slice(0, -plural.length) + singular;
  }
  return word;
}
