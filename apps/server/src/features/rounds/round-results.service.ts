import { LATEST_PRIORITIES_SHOWN, type LatestPriorities, type RoundResults } from '@foursight/shared/contract/rounds';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import { readAnonymityThreshold } from '../settings/settings.service.ts';
import { findCompanySwot } from '../swots/swots.service.ts';
import { readFrozenBallot } from './ballot-document.ts';
import { roundResults } from './round-results.ts';
import { readTally, tallyDocument, type RoundTally } from './round-tally.ts';
import { requireRound, roundStatus, toRoundSummary } from './rounds.service.ts';
import * as tallies from './round-tally.repository.ts';
import * as repository from './rounds.repository.ts';

// What a closed round says: its results, the latest of a SWOT (the report, the goals) and of the
// company (the dashboard). Blind until close: nothing here answers for a round still running.

export const RESULTS_HIDDEN =
  'The results stay hidden until the round closes, so early ratings cannot sway later ones. Close the round to see them now.';

/**
 * A closed round's ballots as counted: the stored count when it holds every ballot the round took
 * (ballot_count is written with each ballot, so a ballot stored a moment after closing is not missed),
 * else counted now by the database and kept.
 */
async function closedRoundTally(deps: AppDeps, row: repository.RoundRow): Promise<RoundTally> {
  const stored = readTally(row.tally);
  if (stored && stored.ballots === row.ballotCount) return stored;
  const tally = await tallies.tallyBallots(deps.database.db, row.companyId, row.id);
  if (tally.ballots === row.ballotCount)
    await tallies.saveTally(deps.database.db, row.companyId, row.id, tallyDocument(tally));
  return tally;
}

/**
 * A closed round's results. Refused while the round runs (blind until close);
 * below the company's anonymity threshold the figures are withheld.
 */
export async function getRoundResults(
  deps: AppDeps,
  companyId: string,
  swotId: string,
  roundId: string,
): Promise<RoundResults> {
  const row = await requireRound(deps, companyId, swotId, roundId);
  const now = deps.now();
  if (roundStatus(row, now) !== 'closed') throw new AppError('CONFLICT', RESULTS_HIDDEN);
  const threshold = await readAnonymityThreshold(deps, companyId);
  const tally = await closedRoundTally(deps, row);
  const results = roundResults(readFrozenBallot(row.ballot), tally, threshold);
  if (row.previousRoundId) {
    // A feedback round: each theme's spread in the round before, to show how far it narrowed.
    const before = await getRoundResults(deps, companyId, swotId, row.previousRoundId);
    const iqrBefore = new Map(before.quadrants.flatMap((q) => q.themes.map((theme) => [theme.themeId, theme.iqr])));
    for (const theme of results.quadrants.flatMap((q) => q.themes))
      theme.previousIqr = iqrBefore.get(theme.themeId) ?? null;
  }
  return { round: toRoundSummary(row, now), anonymityThreshold: threshold, ...results };
}

/** The results of the SWOT's newest closed round, for the report's Priorities section; null when none closed. */
export async function latestRoundResults(
  deps: AppDeps,
  companyId: string,
  swotId: string,
): Promise<RoundResults | null> {
  const now = deps.now();
  const closed = (await repository.listRounds(deps.database.db, companyId, swotId)).filter(
    (row) => roundStatus(row, now) === 'closed',
  );
  const newest = closed.at(-1);
  return newest ? getRoundResults(deps, companyId, swotId, newest.id) : null;
}

/** Of these SWOTs of the company, the ids of those with a closed round (the comparison reads only their results). */
export async function swotsWithClosedRounds(deps: AppDeps, companyId: string, swotIds: string[]): Promise<Set<string>> {
  return new Set(await repository.swotsWithClosedRounds(deps.database.db, companyId, swotIds, deps.now()));
}

/** The dashboard's card: the company's latest prioritised SWOT, its leading themes per quadrant. */
export async function latestPriorities(deps: AppDeps, companyId: string): Promise<LatestPriorities> {
  const row = await repository.latestClosedRound(deps.database.db, companyId, deps.now());
  if (!row) return { latest: null };
  const [swot, results] = await Promise.all([
    findCompanySwot(deps, companyId, row.swotId),
    getRoundResults(deps, companyId, row.swotId, row.id),
  ]);
  return {
    latest: {
      swotId: swot.id,
      swotTitle: swot.title,
      roundId: row.id,
      number: row.number,
      closedAt: (row.closedAt && row.closedAt < row.endsAt ? row.closedAt : row.endsAt).toISOString(),
      ballotCount: row.ballotCount,
      withheld: results.withheld,
      quadrants: results.withheld
        ? []
        : results.quadrants.map((quadrant) => ({
            quadrant: quadrant.quadrant,
            themes: quadrant.themes
              .filter((theme) => !theme.withheld)
              .slice(0, LATEST_PRIORITIES_SHOWN)
              .map((theme) => ({ label: theme.label, median: theme.median, consensus: theme.consensus })),
          })),
    },
  };
}
