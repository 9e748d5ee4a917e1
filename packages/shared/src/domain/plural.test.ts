import { describe, expect, it } from 'vitest';
import { countOf } from './plural.ts';

describe('countOf', () => {
  it('puts the noun in the number the count needs', () => {
    expect(countOf(1, 'analysis', 'analyses')).toBe('1 analysis');
    expect(countOf(0, 'analysis', 'analyses')).toBe('0 analyses');
    expect(countOf(2, 'response', 'responses')).toBe('2 responses');
  });

  it('groups large counts the Indian way', () => {
    expect(countOf(125000, 'response', 'responses')).toBe('1,25,000 responses');
  });
});
