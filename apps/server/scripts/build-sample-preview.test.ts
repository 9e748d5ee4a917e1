import { SAMPLE_ANSWERS } from '@foursight/shared/domain/sample-swot';
import { SWOT_CATEGORIES } from '@foursight/shared/domain/swots';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SamplePreview } from '@foursight/shared/domain/sample-preview';
import { buildSamplePreview } from './build-sample-preview.ts';

let preview: SamplePreview;
beforeAll(async () => {
  preview = await buildSamplePreview();
}, 30_000);

/** Every text people wrote, in every quadrant. */
const written = SAMPLE_ANSWERS.flatMap((answer) => SWOT_CATEGORIES.map((quadrant) => answer[quadrant]));

describe("the home page's sample preview", () => {
  it('analyses all 40 answers into the four quadrants, each with themes', () => {
    expect(preview.responseCount).toBe(SAMPLE_ANSWERS.length);
    expect(preview.quadrants.map((quadrant) => quadrant.key)).toEqual([...SWOT_CATEGORIES]);
    for (const quadrant of preview.quadrants) {
      expect(quadrant.themes.length, quadrant.key).toBeGreaterThan(0);
      for (const theme of quadrant.themes) {
        expect(theme.mentions).toBeGreaterThan(0);
        expect(theme.mentions).toBeLessThanOrEqual(SAMPLE_ANSWERS.length);
      }
    }
  });

  it('quotes what people wrote, word for word (a long quote cut with an ellipsis)', () => {
    const quotes = preview.quadrants.flatMap((quadrant) => quadrant.themes.flatMap((theme) => theme.quotes));
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) {
      const kept = quote.replace(/…$/, '');
      expect(
        written.some((text) => text.replace(/\s+/g, ' ').includes(kept)),
        quote,
      ).toBe(true);
    }
  });

  it('proposes measured goals on its themes, and states the report opening', () => {
    expect(preview.goals.length).toBeGreaterThanOrEqual(3);
    const labels = new Set(preview.quadrants.flatMap((quadrant) => quadrant.themes.map((theme) => theme.label)));
    for (const goal of preview.goals) {
      expect(goal.measure).toMatch(/^\d+ of 40 answers → at (most|least) \d+ of 40$/);
      expect(labels.has(goal.theme), goal.theme).toBe(true);
    }
    expect(preview.report.summary).not.toBe('');
    expect(preview.report.keyInsights.length).toBeGreaterThan(0);
  });

  it('is the same on every build', async () => {
    expect(await buildSamplePreview()).toEqual(preview);
  });
});
