import { describe, expect, it } from 'vitest';
import { createSubstringSearch } from './text-substring-search.ts';

describe('the search for many strings in one pass', () => {
  it('finds overlapping strings, and strings inside others, as one stretch', () => {
    const search = createSubstringSearch(['he', 'she', 'his', 'hers']);
    expect(search.cover('ushers')).toEqual([[1, 6]]);
    expect(search.cover('a his and a she')).toEqual([
      [2, 5],
      [12, 15],
    ]);
  });

  it('falls back to a shorter string when a longer one breaks off', () => {
    const search = createSubstringSearch(['mehtab', 'hta']);
    expect(search.cover('mehtaz')).toEqual([[2, 5]]);
  });

  it('finds nothing in text without the strings, and nothing with no strings', () => {
    expect(createSubstringSearch(['asha']).cover('ashville')).toEqual([]);
    expect(createSubstringSearch([]).cover('asha')).toEqual([]);
  });

  it('finds names glued into a long run', () => {
    const search = createSubstringSearch(['asha', 'mehta']);
    expect(search.cover(`${'x'.repeat(1000)}ashamehta${'y'.repeat(1000)}`)).toEqual([[1000, 1009]]);
  });
});
