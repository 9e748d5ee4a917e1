import { describe, expect, it } from 'vitest';
import { participationText } from './reports.ts';

describe('participationText', () => {
  it('counts against the people invited by name', () => {
    expect(participationText(60, 3, 5)).toBe('60% (3 of 5 invited)');
  });
  it('says the answers came through the shared link when nobody was invited', () => {
    expect(participationText(100, 3, 0)).toBe('100% (shared link, nobody invited by name)');
    expect(participationText(0, 0, 0)).toBe('No responses yet');
  });
});
