import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RoundResults, ThemeResult } from '@foursight/shared/contract/rounds';
import type { SwotCategory } from '@foursight/shared/domain/swots';
import { priorityMovements } from './priority-movement.ts';

type Shown = [label: string, median: number, consensus: NonNullable<ThemeResult['consensus']>, ratings?: number];

/** A theme as a closed round's results give it; only what the comparison reads is filled in. */
function theme([label, median, consensus, ratings = 10]: Shown): ThemeResult {
  return {
    themeId: randomUUID(),
    label,
    withheld: false,
    ratings,
    skips: 0,
    median,
    q1: null,
    q3: null,
    iqr: null,
    shareHigh: null,
    shareLow: null,
    consensus,
  };
}

const withheld = (label: string): ThemeResult => ({
  ...theme([label, 0, 'contested', 2]),
  median: null,
  consensus: null,
  withheld: true,
});

/** Results with quadrants in the order given, themes in the results' order (most important first). */
const results = (quadrants: Partial<Record<SwotCategory, ThemeResult[]>>): Pick<RoundResults, 'quadrants'> => ({
  quadrants: Object.entries(quadrants).map(([quadrant, themes]) => ({
    quadrant: quadrant as SwotCategory,
    themes,
    concordance: null,
  })),
});

const sentences = (...args: Parameters<typeof priorityMovements>) =>
  priorityMovements(...args).map((movement) => movement.sentence);

describe('priority movement between two prioritised SWOTs', () => {
  it('says how a theme’s median and consensus moved, matched however each SWOT named it, with its rank in each', () => {
    const earlier = results({
      weaknesses: [theme(['Old machines', 7, 'agreed_important']), theme(['late salaries', 6, 'contested'])],
    });
    const later = results({
      weaknesses: [
        theme(['Salaries paid late', 8, 'agreed_important']),
        theme(['Old machines', 7, 'agreed_important']),
      ],
    });
    const [moved, ...rest] = priorityMovements(earlier, later);
    expect(rest).toEqual([]);
    expect(moved).toEqual({
      theme: 'Salaries paid late',
      quadrant: 'weaknesses',
      from: { median: 6, consensus: 'contested', rank: 2 },
      to: { median: 8, consensus: 'agreed_important', rank: 1 },
      sentence: 'Salaries paid late: contested, median 6 → agreed important, median 8 (Weaknesses)',
    });
  });

  it('puts a changed consensus first, then the largest change of median, then by name', () => {
    const earlier = results({
      strengths: [theme(['Skilled staff', 8, 'agreed_important']), theme(['Brand', 5, 'contested'])],
      threats: [theme(['Cheap imports', 3, 'agreed_unimportant']), theme(['New rivals', 4, 'contested'])],
    });
    const later = results({
      strengths: [theme(['Skilled staff', 8.5, 'agreed_important']), theme(['Brand', 5.5, 'contested'])],
      threats: [theme(['New rivals', 6, 'contested']), theme(['Cheap imports', 4, 'contested'])],
    });
    expect(sentences(earlier, later)).toEqual([
      'Cheap imports: agreed unimportant, median 3 → contested, median 4 (Threats)',
      'New rivals: contested, median 4 → contested, median 6 (Threats)',
      'Brand: contested, median 5 → contested, median 5.5 (Strengths)',
      'Skilled staff: agreed important, median 8 → agreed important, median 8.5 (Strengths)',
    ]);
  });

  it('names the quadrant a theme left, and leaves out a theme that did not move, a withheld one and an unmatched one', () => {
    const earlier = results({
      weaknesses: [theme(['Power cuts', 7, 'agreed_important']), theme(['Tea breaks', 5, 'contested'])],
      opportunities: [withheld('Export orders')],
    });
    const later = results({
      threats: [theme(['Power cuts', 8, 'agreed_important'])],
      opportunities: [theme(['Export orders', 8, 'agreed_important'])],
      weaknesses: [theme(['Tea breaks', 5, 'contested']), theme(['Parking', 2, 'agreed_unimportant'])],
    });
    expect(sentences(earlier, later)).toEqual([
      'Power cuts: agreed important, median 7 → agreed important, median 8 (Threats; was among Weaknesses)',
    ]);
  });

  it('shows at most twelve', () => {
    const labels = Array.from({ length: 15 }, (_, index) => `Topic ${String.fromCharCode(65 + index)} matters`);
    const earlier = results({ strengths: labels.map((label) => theme([label, 3, 'contested'])) });
    const later = results({ strengths: labels.map((label) => theme([label, 4, 'contested'])) });
    expect(priorityMovements(earlier, later)).toHaveLength(12);
  });
});
