import { describe, expect, it } from 'vitest';
import { participationText, quadrantToneFigures } from './reports.ts';

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

describe('quadrantToneFigures', () => {
  it('draws the net tone on a scale of 100 when the analysis has it', () => {
    const tone = quadrantToneFigures([
      { sentiment: 1.6, tone: { score: 55 } },
      { sentiment: -0.5, tone: { score: -20 } },
    ]);
    expect(tone.figures).toEqual([
      { value: 55, scale: 100, text: '+55' },
      { value: -20, scale: 100, text: '-20' },
    ]);
    expect(tone.column).toBe('Net tone');
  });

  it('falls back to the mean score of an analysis stored before tone existed', () => {
    const tone = quadrantToneFigures([{ sentiment: 1.6 }, { sentiment: -0.5, tone: null }]);
    expect(tone.figures.map((figure) => [figure.text, figure.scale])).toEqual([
      ['1.60', 5],
      ['-0.50', 5],
    ]);
    expect(tone.column).toBe('Sentiment');
  });
});
