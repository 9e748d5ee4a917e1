import { describe, expect, it } from 'vitest';
import { participationText } from './reports.ts';

describe('participationText', () => {
  it('counts against the people invited by name', () => {
    expect(participationText(60, 3, 5)).toBe('60% (3 responses from 5 invited)');
    expect(participationText(100, 1, 1)).toBe('100% (1 response from 1 invited)');
    // More answers than invitations (the shared link too): said as counts, not as a share of the invited.
    expect(participationText(100, 24, 4)).toBe('100% (24 responses from 4 invited)');
  });
  it('says the answers came through the shared link when nobody was invited', () => {
    expect(participationText(100, 3, 0)).toBe('100% (shared link, nobody invited by name)');
    expect(participationText(0, 0, 0)).toBe('No responses yet');
  });
});
