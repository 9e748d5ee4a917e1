import { z } from 'zod';

/**
 * What the database counts from a round's ballots (rounds.repository.ts,
 * tallyBallots), so no ballot crosses to the HTTP thread: how many ballots,
 * how many gave each theme each rating of each measure, and for the top-k
 * picks how many rankings of each length put a theme at each place.
 *
 * Kept on the round once it closes (`swot_rounds.tally`), a versioned
 * document parsed on read: a closed round's ballots never change, so its
 * results, the report's Priorities and the goals read the stored count.
 */
export const MEASURES = ['importance', 'impact', 'effort'] as const;

const Count = z.number().int().min(0);
const TallyV1Schema = z.object({
  version: z.literal(1),
  ballots: Count,
  ratings: z.array(
    z.object({ themeId: z.string(), measure: z.enum(MEASURES), rating: z.number().int(), count: Count }),
  ),
  picks: z.array(
    z.object({
      quadrant: z.string(),
      themeId: z.string(),
      position: z.number().int().min(1),
      length: z.number().int().min(1),
      count: Count,
    }),
  ),
});

export type RoundTally = Omit<z.infer<typeof TallyV1Schema>, 'version'>;

export function tallyDocument(tally: RoundTally) {
  return { version: 1 as const, ...tally };
}

/** The stored tally, or null when none was stored (a round still running, or closed before tallies were kept). */
export function readTally(stored: unknown): RoundTally | null {
  if (stored === null || stored === undefined) return null;
  const { version: _version, ...tally } = TallyV1Schema.parse(stored);
  return tally;
}
