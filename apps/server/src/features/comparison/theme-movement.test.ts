import { describe, expect, it } from 'vitest';
import type { SwotCategory } from '@foursight/shared/domain/swots';
import { themeMovements } from './theme-movement.ts';

const swot = (responses: number, ...themes: [string, SwotCategory, number][]) => ({
  responses,
  themes: themes.map(([label, category, mentions]) => ({ label, category, mentions })),
});
const sentences = (...args: Parameters<typeof themeMovements>) =>
  themeMovements(...args).map((movement) => movement.sentence);

describe('theme movement between two SWOTs', () => {
  it('names a theme that changed quadrant, a new one, and one no longer raised, with the right article', () => {
    const earlier = swot(10, ['customer support', 'weaknesses', 4], ['export markets', 'opportunities', 3]);
    const later = swot(10, ['support for customers', 'strengths', 5], ['online competitors', 'threats', 3]);
    expect(sentences(earlier, later)).toEqual([
      'Support for customers: Weakness → Strength (4 → 5 mentions)',
      'Online competitors: new Threat (3 of 10 answers)',
      'Export markets: no longer raised (was an Opportunity, 3 of 10 answers)',
    ]);
  });

  it('compares shares of answers when the two SWOTs are of different sizes', () => {
    // 11 of 24 and 2 of 6 are 46 % and 33 %: a change worth naming, said with the sizes.
    expect(
      sentences(swot(24, ['quick-commerce apps', 'threats', 11]), swot(6, ['quick-commerce apps', 'threats', 2])),
    ).toEqual(['Quick-commerce apps: 11 of 24 answers → 2 of 6 (Threats)']);
    // 8 of 24 and 2 of 6 are the same share: no change, however different the counts.
    expect(
      sentences(swot(24, ['manual paperwork', 'weaknesses', 8]), swot(6, ['manual paperwork', 'weaknesses', 2])),
    ).toEqual([]);
  });

  it('leaves out one-person remarks and a long tail of themes no longer raised', () => {
    const earlier = swot(
      40,
      ...Array.from({ length: 9 }, (_, index): [string, SwotCategory, number] => [`topic ${index}`, 'weaknesses', 2]),
      ['lone remark', 'threats', 1],
    );
    const later = swot(40, ['another remark', 'threats', 1]);
    const found = themeMovements(earlier, later);
    expect(found.every((movement) => movement.kind === 'gone')).toBe(true);
    expect(found).toHaveLength(5);
    expect(found.map((movement) => movement.theme)).not.toContain('Lone remark');
  });

  it('counts a theme by the same-theme function, with its counts, however each SWOT named it', () => {
    const earlier = swot(16, ['driver attrition', 'weaknesses', 3], ['EV', 'opportunities', 4]);
    const later = swot(16, ['attrition of drivers', 'weaknesses', 4], ['electric vehicles', 'opportunities', 4]);
    expect(sentences(earlier, later)).toEqual(['Attrition of drivers: 3 → 4 mentions (Weaknesses)']);
  });

  it('never calls a theme gone while later answers still raise it', () => {
    const earlier = swot(16, ['drivers', 'weaknesses', 5], ['older trucks', 'weaknesses', 2]);
    const later = swot(6, ['dock scheduling', 'weaknesses', 2]);
    expect(sentences(earlier, later, new Map([['drivers', 4]]))).toEqual([
      'Dock scheduling: new Weakness (2 of 6 answers)',
      'Drivers: 5 of 16 answers → 4 of 6 (Weaknesses; no longer among the leading themes)',
      'Older trucks: no longer raised (was a Weakness, 2 of 16 answers)',
    ]);
  });

  it('does not call two subjects one because they share a word', () => {
    const earlier = swot(20, ['outstanding payments from retailers', 'weaknesses', 6]);
    const later = swot(20, ['retailer app', 'opportunities', 6]);
    expect(themeMovements(earlier, later).map((movement) => movement.kind)).toEqual(['new', 'gone']);
  });
});
