import { describe, expect, it } from 'vitest';
import { breakLongWords, LONGEST_UNBROKEN_RUN } from './long-words.ts';

const longestRun = (text: string) => Math.max(...text.split(/[\s\u200B]/u).map((part) => Array.from(part).length));

describe('breakLongWords', () => {
  it('leaves ordinary text as it is', () => {
    const text = 'Customer-centricity and internationalisation are strengths; प्रबंधन अच्छा है.';
    expect(breakLongWords(text)).toBe(text);
  });

  it('breaks a run without spaces into runs no longer than the limit, losing no character', () => {
    const word = 'x'.repeat(5000);
    const broken = breakLongWords(word);
    expect(longestRun(broken)).toBeLessThanOrEqual(LONGEST_UNBROKEN_RUN);
    expect(broken.replaceAll('\u200B', '')).toBe(word);
  });

  it('never separates a combining mark from its letter', () => {
    const word = 'कि'.repeat(400); // consonant + vowel sign (a combining mark)
    const broken = breakLongWords(word);
    expect(broken.replaceAll('\u200B', '')).toBe(word);
    for (const match of broken.matchAll(/\u200B/gu)) expect(broken[match.index + 1]).not.toMatch(/\p{M}/u);
  });

  it('breaks a long run of combining marks too (no letter to keep them with)', () => {
    const marks = `a${'\u0301'.repeat(4999)}`;
    const broken = breakLongWords(marks);
    expect(broken.replaceAll('\u200B', '')).toBe(marks);
    expect(longestRun(broken)).toBeLessThanOrEqual(LONGEST_UNBROKEN_RUN + 1);
  });

  it('takes linear time: 100 KB without a space in well under 20 ms', () => {
    const text = 'ab'.repeat(50_000);
    breakLongWords(text);
    // The best of three: a slow try that does not repeat is the machine's (two shared cores), not the function's.
    const tries = Array.from({ length: 3 }, () => {
      const started = performance.now();
      breakLongWords(text);
      return performance.now() - started;
    });
    expect(Math.min(...tries)).toBeLessThan(20);
  });
});
