import { describe, expect, it } from 'vitest';
import {
  chiSquareUpperTail,
  consensusOf,
  kendallW,
  quantile,
  summariseHistogram,
  summariseRatings,
} from './round-statistics.ts';

/** `count` copies of `rating`, to spell out a panel as "7 highs, 1 low, 2 middles". */
const times = (count: number, rating: number): number[] => Array<number>(count).fill(rating);

describe('quantile', () => {
  it('interpolates between closest ranks (type 7)', () => {
    // [2, 4, 6, 8]: p = 0.25 → h = 0.75 → 2 + 0.75·2 = 3.5; p = 0.75 → h = 2.25 → 6 + 0.25·2 = 6.5.
    expect(quantile([2, 4, 6, 8], 0.25)).toBe(3.5);
    expect(quantile([2, 4, 6, 8], 0.5)).toBe(5);
    expect(quantile([2, 4, 6, 8], 0.75)).toBe(6.5);
  });
  it('returns the ends at p = 0 and p = 1', () => {
    expect(quantile([1, 3, 9], 0)).toBe(1);
    expect(quantile([1, 3, 9], 1)).toBe(9);
  });
  it('refuses no values and a p outside 0..1', () => {
    expect(() => quantile([], 0.5)).toThrow(RangeError);
    expect(() => quantile([1, 2], 1.5)).toThrow(RangeError);
  });
});

describe('summariseHistogram', () => {
  it('gives from the counts of each rating what the ratings themselves give', () => {
    // [3, 5, 7, 7, 8, 9] as counts: one 3, one 5, two 7s, one 8, one 9. Worked by hand on the sorted list:
    // q1 h = 1.25 → 5 + 0.25·2 = 5.5; median h = 2.5 → 7; q3 h = 3.75 → 7 + 0.75·1 = 7.75; 4 of 6 high, 1 low.
    expect(summariseHistogram([0, 0, 0, 1, 0, 1, 0, 2, 1, 1])).toEqual({
      count: 6,
      median: 7,
      q1: 5.5,
      q3: 7.75,
      iqr: 2.25,
      shareHigh: 4 / 6,
      shareLow: 1 / 6,
      consensus: 'contested',
    });
    expect(summariseHistogram([0, 0, 0, 0, 0, 0, 0, 0, 0, 4])).toMatchObject({ count: 4, median: 9, iqr: 0 });
    expect(summariseHistogram([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]).median).toBeNull();
  });
  it('refuses a count that is not a whole number', () => {
    expect(() => summariseHistogram([0, 1.5])).toThrow(RangeError);
    expect(() => summariseHistogram([0, -1])).toThrow(RangeError);
  });
});

describe('summariseRatings', () => {
  it('gives median and IQR of an odd count, whatever the input order', () => {
    // sorted [1, 2, 3, 4, 5]: h = 1, 2, 3 → q1 2, median 3, q3 4, IQR 2.
    const summary = summariseRatings([5, 1, 4, 2, 3]);
    expect(summary).toMatchObject({ count: 5, median: 3, q1: 2, q3: 4, iqr: 2 });
  });
  it('gives median and IQR of an even count', () => {
    // sorted [3, 5, 7, 7, 8, 9]: q1 h = 1.25 → 5 + 0.25·2 = 5.5; median h = 2.5 → 7; q3 h = 3.75 → 7 + 0.75·1 = 7.75.
    const summary = summariseRatings([7, 9, 3, 8, 5, 7]);
    expect(summary).toMatchObject({ count: 6, median: 7, q1: 5.5, q3: 7.75, iqr: 2.25 });
    // 4 of 6 high (7, 7, 8, 9), 1 of 6 low (3).
    expect(summary.shareHigh).toBeCloseTo(4 / 6, 12);
    expect(summary.shareLow).toBeCloseTo(1 / 6, 12);
  });
  it('summarises a single rating', () => {
    expect(summariseRatings([8])).toEqual({
      count: 1,
      median: 8,
      q1: 8,
      q3: 8,
      iqr: 0,
      shareHigh: 1,
      shareLow: 0,
      consensus: 'agreed_important',
    });
  });
  it('leaves every field but count null with no ratings', () => {
    expect(summariseRatings([])).toEqual({
      count: 0,
      median: null,
      q1: null,
      q3: null,
      iqr: null,
      shareHigh: null,
      shareLow: null,
      consensus: null,
    });
  });
  it('refuses a rating outside 1..9 or not whole', () => {
    expect(() => summariseRatings([5, 0])).toThrow(RangeError);
    expect(() => summariseRatings([10])).toThrow(RangeError);
    expect(() => summariseRatings([6.5])).toThrow(RangeError);
  });
});

describe('consensus', () => {
  it('calls 7 of 10 high with 1 of 10 low agreed important (70% exactly)', () => {
    const summary = summariseRatings([...times(7, 8), 2, 5, 5]);
    expect(summary.shareHigh).toBe(0.7);
    expect(summary.consensus).toBe('agreed_important');
  });
  it('calls 7 of 10 high with 2 of 10 low contested (0.20 > 0.15)', () => {
    expect(summariseRatings([...times(7, 9), 1, 3, 5]).consensus).toBe('contested');
  });
  it('calls 6 of 10 high contested', () => {
    expect(summariseRatings([...times(6, 7), ...times(4, 5)]).consensus).toBe('contested');
  });
  it('counts exactly 15% low as still agreed (at most 15%)', () => {
    // 14 of 20 high (70%) and 3 of 20 low (15%).
    expect(summariseRatings([...times(14, 7), ...times(3, 1), ...times(3, 5)]).consensus).toBe('agreed_important');
  });
  it('calls the mirror case agreed unimportant', () => {
    expect(summariseRatings([...times(7, 2), 9, 5, 5]).consensus).toBe('agreed_unimportant');
    expect(summariseRatings([...times(7, 2), 9, 8, 5]).consensus).toBe('contested');
  });
  it('is not thrown off by float error in shares passed directly', () => {
    // 49 of 70 high, summed a seventieth at a time: 0.6999999999999994, not 0.7.
    const almostSeventy = Array.from({ length: 49 }, () => 1 / 70).reduce((sum, share) => sum + share, 0);
    expect(almostSeventy).toBeLessThan(0.7);
    expect(consensusOf(almostSeventy, 0.1)).toBe('agreed_important');
    expect(consensusOf(0.69, 0.1)).toBe('contested');
    expect(consensusOf(0.1, 0.7)).toBe('agreed_unimportant');
  });
});

describe('kendallW', () => {
  const items = ['a', 'b', 'c', 'd'];

  it('is 1 when every rater gives the same full ranking (k = n)', () => {
    const result = kendallW(items, [items, items, items]);
    expect(result).not.toBeNull();
    expect(result!.w).toBeCloseTo(1, 12);
    // chi-square = m (n - 1) W = 3 · 3 · 1.
    expect(result!.chiSquare).toBeCloseTo(9, 12);
    expect(result).toMatchObject({ raters: 3, items: 4, degreesOfFreedom: 3 });
  });
  it('is 1 when every rater gives the same top 2 (ties corrected)', () => {
    expect(
      kendallW(items, [
        ['b', 'a'],
        ['b', 'a'],
        ['b', 'a'],
      ])!.w,
    ).toBeCloseTo(1, 12);
  });
  it('is 0 for two raters with exactly reversed rankings of 2 items', () => {
    const result = kendallW(
      ['x', 'y'],
      [
        ['x', 'y'],
        ['y', 'x'],
      ],
    );
    expect(result!.w).toBeCloseTo(0, 12);
    expect(result!.pValue).toBeCloseTo(1, 12);
  });
  it('matches a top-2 example with ties worked by hand', () => {
    // n = 4 items, k = 2, m = 3 raters. The two unlisted items share ranks 3 and 4: 3.5 each, a tie of
    // t = 2 per rater, T = 2³ - 2 = 6.
    //   rater 1: a, b → a 1,   b 2,   c 3.5, d 3.5
    //   rater 2: a, c → a 1,   c 2,   b 3.5, d 3.5
    //   rater 3: b, a → b 1,   a 2,   c 3.5, d 3.5
    // R = a 4, b 6.5, c 9, d 10.5 (sum 30); mean R = m (n + 1) / 2 = 7.5.
    // S = 3.5² + 1² + 1.5² + 3² = 12.25 + 1 + 2.25 + 9 = 24.5.
    // denominator = m² (n³ - n) - m ΣT = 9 · 60 - 3 · 18 = 486.
    // W = 12 · 24.5 / 486 = 294 / 486 = 49 / 81 ≈ 0.6049.
    // chi-square = m (n - 1) W = 9 · 49 / 81 = 49 / 9 ≈ 5.444, df 3.
    // p: for df = 3, Q = erfc(√(x/2)) + √(2x/π) e^(-x/2) ≈ 0.14200.
    const result = kendallW(items, [
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'a'],
    ]);
    expect(result!.w).toBeCloseTo(49 / 81, 12);
    expect(result!.chiSquare).toBeCloseTo(49 / 9, 12);
    expect(result!.degreesOfFreedom).toBe(3);
    expect(result!.pValue).toBeCloseTo(0.141999, 5);
  });
  it('ignores unknown ids and repeats (first occurrence wins)', () => {
    const messy = kendallW(items, [
      ['a', 'zz', 'a', 'b'],
      ['a', 'c', 'c'],
      ['nope', 'b', 'a', 'b'],
    ]);
    expect(messy!.w).toBeCloseTo(49 / 81, 12);
  });
  it('does not count a ranking left empty as a rater', () => {
    const result = kendallW(items, [['a', 'b'], ['a', 'c'], ['b', 'a'], [], ['unknown']]);
    expect(result!.raters).toBe(3);
    expect(result!.w).toBeCloseTo(49 / 81, 12);
  });
  it('is null with fewer than 2 raters or fewer than 2 items', () => {
    expect(kendallW(items, [['a', 'b']])).toBeNull();
    expect(kendallW(items, [['a'], []])).toBeNull();
    expect(kendallW(['a'], [['a'], ['a']])).toBeNull();
    expect(kendallW(['a', 'a'], [['a'], ['a']])).toBeNull();
  });
});

describe('chiSquareUpperTail', () => {
  it('matches the 5% critical values of the table', () => {
    expect(chiSquareUpperTail(3.841, 1)).toBeCloseTo(0.05, 3);
    expect(chiSquareUpperTail(5.991, 2)).toBeCloseTo(0.05, 3);
    expect(chiSquareUpperTail(11.07, 5)).toBeCloseTo(0.05, 3);
  });
  it('is 1 at x = 0', () => {
    expect(chiSquareUpperTail(0, 3)).toBe(1);
  });
  it('matches closed forms on both branches (series and continued fraction)', () => {
    // df = 2: Q = e^(-x/2) exactly. x = 1 uses the series (x/2 < a + 1), x = 10 the continued fraction.
    expect(chiSquareUpperTail(1, 2)).toBeCloseTo(Math.exp(-0.5), 12);
    expect(chiSquareUpperTail(10, 2)).toBeCloseTo(Math.exp(-5), 12);
    // df = 1: Q = erfc(√(x/2)); at x = 2 that is erfc(1) = 0.157299207050285.
    expect(chiSquareUpperTail(2, 1)).toBeCloseTo(0.157299207050285, 10);
    // df = 3, x = 0.5 (series): 0.918891411654676 (scipy.stats.chi2.sf).
    expect(chiSquareUpperTail(0.5, 3)).toBeCloseTo(0.918891411654676, 10);
  });
  it('stays accurate far in the tail', () => {
    // df = 10, x = 100: 5.4497019829e-17 (scipy.stats.chi2.sf); relative error under 1e-8.
    expect(chiSquareUpperTail(100, 10) / 5.4497019829205215e-17).toBeCloseTo(1, 8);
  });
  it('refuses non-positive degrees of freedom', () => {
    expect(() => chiSquareUpperTail(1, 0)).toThrow(RangeError);
  });
});
