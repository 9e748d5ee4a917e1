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
      'Support for customers: Weakness → Strength',
      'Online competitors: new Threat',
      'Export markets: no longer raised (was an Opportunity)',
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

  it('does not call two subjects one because they share a word', () => {
    const earlier = swot(20, ['outstanding payments from retailers', 'weaknesses', 6]);
    const later = swot(20, ['retailer app', 'opportunities', 6]);
    expect(themeMovements(earlier, later).map((movement) => movement.kind)).toEqual(['new', 'gone']);
  });
});
