import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words.ts';

describe('amount in words', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [1_500, 'Rupees Fifteen Only'],
    [37_500, 'Rupees Three Hundred Seventy-Five Only'],
    [99_900, 'Rupees Nine Hundred Ninety-Nine Only'],
    [299_900, 'Rupees Two Thousand Nine Hundred Ninety-Nine Only'],
    [10_000 * 100, 'Rupees Ten Thousand Only'],
    [100_000 * 100, 'Rupees One Lakh Only'],
    [15_000_000 * 100, 'Rupees One Crore Fifty Lakh Only'],
    [1_500_000 * 100, 'Rupees Fifteen Lakh Only'],
    [123_456_789 * 100, 'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only'],
    [31_780, 'Rupees Three Hundred Seventeen and Eighty Paise Only'],
    [2_860, 'Rupees Twenty-Eight and Sixty Paise Only'],
    [1_001, 'Rupees Ten and One Paise Only'],
    [50, 'Fifty Paise Only'],
  ])('%i paise reads "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('counts crores past ninety-nine crore, and writes round numbers without a trailing zero', () => {
    expect(numberInWords(10_000_000_000)).toBe('One Thousand Crore');
    expect(numberInWords(100_100_000)).toBe('Ten Crore One Lakh');
    expect(numberInWords(20)).toBe('Twenty');
    expect(numberInWords(110)).toBe('One Hundred Ten');
    expect(numberInWords(100_000)).toBe('One Lakh');
  });

  it('refuses what is not a whole, non-negative number of paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });
});
