import { z } from 'zod';
import { BallotQuadrantSchema, GroupFigureSchema, type BallotQuadrant } from '@foursight/shared/contract/rounds';

type GroupFigure = z.infer<typeof GroupFigureSchema>;
import { SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';

/**
 * The two stored documents of a round, each versioned and parsed on read:
 * a reader handles every version ever written, a new shape is a new version.
 *
 * - The frozen ballot (`swot_rounds.ballot`): the themes people vote on, as
 *   they stood when the round started (labels, two or three quotes, the
 *   quadrant's k and whether impact and effort are asked). Later analyses or
 *   corrections change the SWOT's themes, never a running round's ballot.
 * - A cast ballot (`swot_round_ballots.ballot`): ratings and picks, with no
 *   name, link or device.
 */
const FrozenBallotV1Schema = z.object({
  version: z.literal(1),
  quadrants: z.array(BallotQuadrantSchema),
});
/** Version 2: a feedback round's ballot, with the group's figures per theme id from the round before. */
const FrozenBallotV2Schema = z.object({
  version: z.literal(2),
  quadrants: z.array(BallotQuadrantSchema),
  feedback: z.record(z.string(), GroupFigureSchema),
});
const FrozenBallotSchema = z.discriminatedUnion('version', [FrozenBallotV1Schema, FrozenBallotV2Schema]);

/** A frozen ballot as read, whichever version was stored. */
export interface FrozenBallot {
  quadrants: BallotQuadrant[];
  feedback: Record<string, GroupFigure> | null;
}

export function frozenBallot(quadrants: BallotQuadrant[], feedback?: Record<string, GroupFigure>) {
  return feedback ? { version: 2 as const, quadrants, feedback } : { version: 1 as const, quadrants };
}

export function readFrozenBallot(stored: unknown): FrozenBallot {
  const ballot = FrozenBallotSchema.parse(stored);
  return { quadrants: ballot.quadrants, feedback: ballot.version === 2 ? ballot.feedback : null };
}

const Rating = z.number().int().min(1).max(9).nullable();
const CastBallotV1Schema = z.object({
  version: z.literal(1),
  ratings: z.array(
    z.object({ themeId: z.string(), importance: Rating, impact: Rating.optional(), effort: Rating.optional() }),
  ),
  /** Per quadrant, the picked themes, best first. */
  top: z.partialRecord(z.enum(SWOT_CATEGORIES), z.array(z.string())),
});
export type CastBallot = z.infer<typeof CastBallotV1Schema>;

export function castBallot(ratings: CastBallot['ratings'], top: Partial<Record<SwotCategory, string[]>>): CastBallot {
  return { version: 1, ratings, top };
}

export function readCastBallot(stored: unknown): CastBallot {
  return CastBallotV1Schema.parse(stored);
}
