import { describe, expect, it } from 'vitest';
import type { Theme } from '@foursight/shared/contract/analysis';
import { buildTows } from './tows.ts';

const theme = (label: string, ids: string[]): Theme => ({
  label,
  keywords: [label],
  mentions: ids.length,
  quotes: [],
  responseIds: ids,
});

describe('buildTows', () => {
  it('pairs the leading themes of each side in the four quadrants, with the responses of both', () => {
    const matrix = buildTows({
      strengths: [theme('customer service', ['a', 'b']), theme('talented engineers', ['c'])],
      weaknesses: [theme('slow releases', ['d'])],
      opportunities: [theme('middle east market', ['b', 'e'])],
      threats: [],
    });
    expect(matrix.so.map((item) => item.text)).toEqual([
      'Use "customer service" to pursue "middle east market".',
      'Use "talented engineers" to pursue "middle east market".',
    ]);
    expect(matrix.so[0]?.responseIds).toEqual(['a', 'b', 'e']);
    expect(matrix.wo).toEqual([
      { text: 'Use "middle east market" as the occasion to fix "slow releases".', responseIds: ['d', 'b', 'e'] },
    ]);
    expect(matrix.st).toEqual([]);
    expect(matrix.wt).toEqual([]);
  });
});
