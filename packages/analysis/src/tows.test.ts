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
  it('pairs real themes of each side, names them with their counts and quotes, and gives a next step', () => {
    const service = {
      ...theme('customer service', ['a', 'b']),
      quotes: [{ responseId: 'a', text: 'Support answers within the hour' }],
    };
    const matrix = buildTows({
      strengths: [service, theme('talented engineers', ['c'])],
      weaknesses: [theme('slow releases', ['d'])],
      opportunities: [theme('middle east market', ['b', 'e'])],
      threats: [],
    });
    expect(matrix.so).toHaveLength(1);
    expect(matrix.so[0]?.text).toBe(
      'Use customer service (2 responses, e.g. “Support answers within the hour”) to expand into the middle east market (2 responses). Next step: a 90-day pilot to expand into the middle east market, led by the people behind customer service.',
    );
    expect(matrix.so[0]?.responseIds).toEqual(['a', 'b', 'e']);
    // Each pairing names its themes with their counts, a statement behind each and the action it calls for.
    expect(matrix.so[0]?.evidence).toEqual([
      {
        theme: 'customer service',
        quadrant: 'strengths',
        mentions: 2,
        quote: 'Support answers within the hour',
        action: 'build on customer service',
      },
      {
        theme: 'middle east market',
        quadrant: 'opportunities',
        mentions: 2,
        action: 'expand into the middle east market',
      },
    ]);
    expect(matrix.wo[0]?.text).toMatch(
      /^Fix slow releases \(1 response\) so that you can expand into the middle east market \(2 responses\)\./,
    );
    expect(matrix.wo[0]?.responseIds).toEqual(['d', 'b', 'e']);
    expect(matrix.st).toEqual([]);
    expect(matrix.wt).toEqual([]);
  });
});
