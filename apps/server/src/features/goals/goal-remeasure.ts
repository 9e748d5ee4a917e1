import type { GoalRemeasure } from '@foursight/shared/contract/goals';
import type { SwotCategory } from '@foursight/shared/domain/swots';
import type { AnalysisDigest } from '../../db/schema/analysis.ts';
import type { GoalSourceDocument } from '../../db/schema/goals.ts';
import { findSameTheme } from '@foursight/analysis/same-theme';

export interface DigestedSwot {
  swotId: string;
  title: string;
  createdAt: Date;
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
 * came from (`digests` newest first): still in the same quadrant, moved, or
 * no longer raised, and how many mentions then and now.
 */
export function remeasure(
  source: GoalSourceDocument,
  sourceSwotId: string | null,
  digests: DigestedSwot[],
): GoalRemeasure | null {
  const since = new Date(source.measuredAt);
  const latest = digests.find((swot) => swot.swotId !== sourceSwotId && swot.createdAt > since);
  if (!latest) return null;
  const found = findSameTheme(source.theme, latest.digest.themes);
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
      ? 'no longer raised'
      : quadrant === source.quadrant
        ? `still a ${SINGULAR[quadrant]}`
        : `now a ${SINGULAR[quadrant]} (was a ${SINGULAR[source.quadrant]})`;
  const theme = source.theme.charAt(0).toUpperCase() + source.theme.slice(1);
  return {
    swotId: latest.swotId,
    swotTitle: latest.title,
    measuredAt: latest.createdAt.toISOString(),
    quadrant,
    mentions,
    sentence: `${theme}: ${source.mentions} mentions in ${then}, ${mentions} in ${now}; ${where}.`,
  };
}
