import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { UserSession } from '../../http/session.ts';
import { inviteesOf } from '../swots/invitees.service.ts';
import { newLinkToken } from '../swots/personal-links.ts';
import { findCompanySwot } from '../swots/swots.service.ts';
import { frozenBallot, readFrozenBallot } from './ballot-document.ts';
import * as repository from './rounds.repository.ts';
import { getRoundResults } from './round-results.service.ts';
import {
  refuseWhileRunning,
  requireRound,
  roundInstants,
  roundStatus,
  startRound,
  type ScheduleInput,
} from './rounds.service.ts';

export const FEEDBACK_OF_SECOND = 'A feedback round follows a second round.';
export const FEEDBACK_AFTER_CLOSE = 'Close the second round first: its figures are what the feedback round shows.';
export const FEEDBACK_WITHHELD =
  'Too few ballots arrived in the second round to show its figures, so there is nothing to give feedback on.';
export const FEEDBACK_NOBODY =
  'Nobody voted through a personal link in the second round, so nobody can revise an earlier rating.';

/**
 * Starts the feedback round of a closed second round (the Delphi method's
 * third round): the same ballot with the group's median and quartiles per
 * theme, for the people whose personal link voted, each with a new link
 * that remembers their earlier one (so they see their own rating beside the
 * group's and may revise it).
 */
export async function createFeedbackRound(
  deps: AppDeps,
  session: UserSession,
  swotId: string,
  roundId: string,
  input: ScheduleInput,
  ip: string,
) {
  const { companyId } = session;
  const swot = await findCompanySwot(deps, companyId, swotId);
  const previous = await requireRound(deps, companyId, swotId, roundId);
  const now = deps.now();
  if (previous.number !== 2) throw new AppError('CONFLICT', FEEDBACK_OF_SECOND);
  if (roundStatus(previous, now) !== 'closed') throw new AppError('CONFLICT', FEEDBACK_AFTER_CLOSE);
  const instants = roundInstants(input, swot.timezone, now);
  await refuseWhileRunning(deps, companyId, swotId, now);
  const results = await getRoundResults(deps, companyId, swotId, roundId);
  if (results.withheld) throw new AppError('CONFLICT', FEEDBACK_WITHHELD);
  const feedback: Record<string, { median: number; q1: number; q3: number }> = {};
  for (const theme of results.quadrants.flatMap((quadrant) => quadrant.themes)) {
    if (theme.median !== null && theme.q1 !== null && theme.q3 !== null)
      feedback[theme.themeId] = { median: theme.median, q1: theme.q1, q3: theme.q3 };
  }
  const invitees = new Map(
    (await inviteesOf(deps.database.db, companyId, swotId)).map((person) => [person.id, person]),
  );
  const people = (await repository.votedLinks(deps.database.db, companyId, roundId)).flatMap((link) => {
    const person = link.inviteeId ? invitees.get(link.inviteeId) : undefined;
    return person ? [{ ...person, token: newLinkToken(), previousLinkId: link.id }] : [];
  });
  if (people.length === 0) throw new AppError('CONFLICT', FEEDBACK_NOBODY);
  const round = {
    number: 3,
    previousRoundId: previous.id,
    startDate: input.startDate,
    startTime: input.startTime,
    endDate: input.endDate,
    endTime: input.endTime,
    ...instants,
    ballot: frozenBallot(readFrozenBallot(previous.ballot).quadrants, feedback),
    sharedToken: null,
  };
  return startRound(deps, session, swot, round, people, ip);
}
