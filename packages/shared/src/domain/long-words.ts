/** The longest run of visible characters a document lays out as one word before it may break the line. */
export const LONGEST_UNBROKEN_RUN = 30;

/** A break opportunity that draws nothing: Unicode's line-breaking algorithm breaks there, copy and search ignore it. */
const ZERO_WIDTH_SPACE = '\u200B';

// Fixed-length runs and a one-character lookahead: linear in the text, whatever it holds. A combining mark
// is never split from the letter before it, except inside a run of marks alone, which no script writes.
const LONG_RUN = new RegExp(String.raw`\S{${LONGEST_UNBROKEN_RUN}}(?=[^\s\p{M}])|\p{M}{${LONGEST_UNBROKEN_RUN}}`, 'gu');

/**
 * The text with a zero-width space after every LONGEST_UNBROKEN_RUN
 * characters of a run without white space. A document layout (pdfmake) fits
 * a word wider than its line by trying ever longer pieces of it, which takes
 * time that grows with the square of the word: 5 000 characters without a
 * space held the server for seconds. Broken into short runs, layout is
 * linear and the text reads the same. Ordinary words, even long compounds,
 * are shorter than the limit and never change.
 */
export function breakLongWords(text: string): string {
  return text.length <= LONGEST_UNBROKEN_RUN ? text : text.replace(LONG_RUN, `$&${ZERO_WIDTH_SPACE}`);
}
