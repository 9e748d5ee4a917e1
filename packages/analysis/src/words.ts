/**
 * Splits free text into candidate keywords: lowercase words longer than three
 * characters (spec part 2 §9), letters (with their combining marks) and digits of any script, with
 * apostrophes inside words kept ("company's" stays one word).
 */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu;

export function extractWords(text: string): string[] {
  const words: string[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const word = match[0].replace(/['’]s$/u, '');
    if (Array.from(word).length > 3) words.push(word);
  }
  return words;
}
