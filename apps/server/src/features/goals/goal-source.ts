import { z } from 'zod';
import { SWOT_CATEGORIES } from '@foursight/shared/domain/swots';

/**
 * The theme a generated goal came from, as it was when the goal was made (strategic_goals.source): a
 * stored document, versioned inside as every stored document is (invoice-document.ts), and parsed on
 * read. A reader handles every version ever written; a new shape is a new version.
 */
const GoalSourceV1Schema = z.object({
  version: z.literal(1),
  quadrant: z.enum(SWOT_CATEGORIES),
  theme: z.string(),
  mentions: z.number(),
  quotes: z.array(z.string()),
  swotTitle: z.string(),
  measuredAt: z.string(),
  /**
   * The measure drawn from the SWOT (absent on goals generated before it): answers in the source
   * SWOT, the answers (of those) aimed at, and the share raising the theme then, in percent.
   */
  measure: z
    .object({
      direction: z.enum(['reduce', 'keep-or-raise']),
      responses: z.number(),
      targetMentions: z.number(),
      baseline: z.number(),
    })
    .optional(),
});

const GoalSourceSchema = z.discriminatedUnion('version', [GoalSourceV1Schema]);

export type GoalSource = z.infer<typeof GoalSourceSchema>;

/** A goal's stored source, parsed; null for a goal a person made (no source) or one that fits no version. */
export function readGoalSource(stored: unknown): GoalSource | null {
  if (stored === null || stored === undefined) return null;
  const parsed = GoalSourceSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
