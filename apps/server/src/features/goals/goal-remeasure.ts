import type { GoalRemeasure } from '@foursight/shared/contract/goals';
import type { SwotCategory } from '@foursight/shared/domain/swots';
import type { AnalysisDigest } from '../analysis/analysis-digest.ts';
import type { GoalSource } from './goal-source.ts';
import { findSameTheme } from '@foursight/analysis/same-theme';

export interface DigestedSwot {
  swotId: string;
  title: string;
  createdAt: Date;
  /** Answers the analysis covers. */
  responseCount: number;
  digest: AnalysisDigest;
}

const SINGULAR: Record<SwotCategory, string> = {
  strengths: 'strength',
  weaknesses: 'weakness',
  opportunities: 'opportunity',
  threats: 'threat',
};

function monthName(at: Date, withYear: boolean): string {
  return at.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC', ...(withYear ? { year: 'numeric' } : {}) });
}

/**
 * Looks a goal's source theme up in the newest SWOT analysed after the one it
 * came from (`digests` newest first), by the same-theme function
 * (packages/analysis/src/same-theme.ts): still in the same quadrant, moved, or
 * not among its themes, and how many answers raised it then and now.
 */
export function remeasure(
  source: GoalSource,
  sourceSwotId: string | null,
  digests: DigestedSwot[],
): GoalRemeasure | null {
  const since = new Date(source.measuredAt);
  const latest = digests.find((swot) => swot.swotId !== sourceSwotId && swot.createdAt > since);
  if (!latest) return null;
  const found = findSameTheme(
    { label: source.theme, quadrant: source.quadrant },
    // By name and quadrant, as goals were always re-measured (a digest's keywords are not compared here).
    latest.digest.themes.map(({ category, label, mentions }) => ({ category, label, mentions, quadrant: category })),
  );
  const quadrant = found?.category ?? null;
  const mentions = found?.mentions ?? 0;
  const withYear = since.getUTCFullYear() !== latest.createdAt.getUTCFullYear();
  let then = monthName(since, withYear);
  let now = monthName(latest.createdAt, withYear);
  if (then === now) {
    then = `"${source.swotTitle}"`;
    now = `"${latest.title}"`;
  }
  const where =
    quadrant === null
      ? 'not among its themes'
      : quadrant === source.quadrant
        ? `still a ${SINGULAR[quadrant]}`
        : `now a ${SINGULAR[quadrant]} (was a ${SINGULAR[source.quadrant]})`;
  const theme = source.theme.charAt(0).toUpperCase() + source.theme.slice(1);
  // With both SWOTs' sizes: "7 of 16 answers in March, 4 of 6 in June".
  const counts = source.measure
    ? `${source.mentions} of ${source.measure.responses} answers in ${then}, ${mentions} of ${latest.responseCount} in ${now}`
    : `${source.mentions} mentions in ${then}, ${mentions} in ${now}`;
  return {
    swotId: latest.swotId,
    swotTitle: latest.title,
    measuredAt: latest.createdAt.toISOString(),
    quadrant,
    mentions,
    responses: latest.responseCount,
    sentence: `${theme}: ${counts}; ${where}.`,
  };
}
