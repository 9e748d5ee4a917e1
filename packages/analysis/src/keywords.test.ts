import { describe, expect, it } from 'vitest';
import { mergeCounts, topKeywords } from './keywords.ts';

describe('topKeywords', () => {
  it('orders by count, then alphabetically, and spells each stem as written', () => {
    const counts = new Map([
      ['price', 2],
      ['customer', 5],
      ['brand', 2],
    ]);
    expect(topKeywords(counts, 2, (stem) => (stem === 'customer' ? 'customers' : stem))).toEqual([
      { word: 'customers', count: 5 },
      { word: 'brand', count: 2 },
    ]);
  });
});

describe('mergeCounts', () => {
  it('adds counts of the same key', () => {
    expect(
      mergeCounts([
        new Map([['a', 1]]),
        new Map([
          ['a', 2],
          ['b', 1],
        ]),
      ]),
    ).toEqual(
      new Map([
        ['a', 3],
        ['b', 1],
      ]),
    );
  });
});
