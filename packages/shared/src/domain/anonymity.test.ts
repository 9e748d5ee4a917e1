import { describe, expect, it } from 'vitest';
import { applyAnonymityThreshold } from './anonymity.ts';

describe('anonymity threshold', () => {
  it('shows a department with five responses and merges one with four into Other', () => {
    const shown = applyAnonymityThreshold(
      [
        { group: 'Sales', invited: 10, responded: 5 },
        { group: 'Finance', invited: 6, responded: 4 },
      ],
      5,
    );
    expect(shown).toEqual([
      { group: 'Sales', invited: 10, responded: 5, rate: 50, merged: 0 },
      { group: 'Other', invited: 6, responded: 0, rate: null, merged: 1 },
    ]);
  });

  it('shows Other when the merged groups reach the threshold together', () => {
    const shown = applyAnonymityThreshold(
      [
        { group: 'Legal', invited: 4, responded: 3 },
        { group: 'Finance', invited: 5, responded: 4 },
      ],
      5,
    );
    expect(shown).toEqual([{ group: 'Other', invited: 9, responded: 7, rate: 78, merged: 2 }]);
  });

  it('never goes below three, whatever the company asks for', () => {
    const shown = applyAnonymityThreshold([{ group: 'Legal', invited: 2, responded: 2 }], 1);
    expect(shown[0]).toMatchObject({ group: 'Other', rate: null });
  });
});
