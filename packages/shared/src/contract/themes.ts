import { z } from 'zod';
import { SWOT_CATEGORIES } from '../domain/swots.ts';
import { defineRoutes } from './route.ts';

/**
 * Themes as records (issue 30): the analysis writes each theme it finds as a
 * record with its member statements; the organiser corrects them (rename,
 * merge, split, move, hide) and every later analysis keeps those corrections.
 *
 * A statement is one sentence, line or list item of an answer. Its key is
 * `<responseId>:<quadrant typed in>:<index among the answer's statements>`,
 * stable because answers do not change once submitted.
 */
export const StatementKeySchema = z
  .string()
  .max(80)
  .regex(/^[0-9a-zA-Z-]{1,64}:(?:strengths|weaknesses|opportunities|threats):\d{1,4}$/u, 'Unknown statement');

export const ThemeStatementSchema = z.object({
  key: StatementKeySchema,
  responseId: z.string(),
  text: z.string(),
  /** The quadrant it was typed into (it may be counted in another: the theme's). */
  writtenIn: z.enum(SWOT_CATEGORIES),
  /** A person put it in this theme (move, merge, split): later analyses leave it here. */
  pinned: z.boolean(),
});
export type ThemeStatement = z.infer<typeof ThemeStatementSchema>;

export const THEME_LABEL_MAX = 80;

export const ThemeRecordSchema = z.object({
  id: z.uuid(),
  quadrant: z.enum(SWOT_CATEGORIES),
  label: z.string().min(1).max(THEME_LABEL_MAX),
  /** A person named it: later analyses keep the label. */
  edited: z.boolean(),
  /** A person hid it: it stays out of the analysis, the report and what reads them, until shown again. */
  hidden: z.boolean(),
  statements: z.array(ThemeStatementSchema),
});
export type ThemeRecord = z.infer<typeof ThemeRecordSchema>;

/** At most this many themes or statements in one correction: a merge or split of a whole quadrant is still one call. */
export const THEME_CORRECTION_MAX = 500;

const SwotParams = z.object({ id: z.uuid('Unknown SWOT') });
const ThemeParams = z.object({ id: z.uuid('Unknown SWOT'), themeId: z.uuid('Unknown theme') });
const Label = z
  .string()
  .trim()
  .min(1, 'Give the theme a name')
  .max(THEME_LABEL_MAX, `At most ${THEME_LABEL_MAX} characters`);

export const ThemesResponseSchema = z.object({
  /** Every theme of the SWOT's newest analysis, hidden ones included, largest first within each quadrant. */
  themes: z.array(ThemeRecordSchema),
});
export type ThemesResponse = z.infer<typeof ThemesResponseSchema>;

export const ThemeUpdateSchema = z
  .object({ label: Label.optional(), hidden: z.boolean().optional() })
  .refine((body) => body.label !== undefined || body.hidden !== undefined, 'Say what to change: label or hidden');
export const ThemeMergeSchema = z.object({
  /** The themes folded into the one in the path (same quadrant or not: their statements move). */
  from: z.array(z.uuid('Unknown theme')).min(1, 'Choose a theme to merge').max(THEME_CORRECTION_MAX),
});
export const ThemeSplitSchema = z.object({
  /** The statements that leave for a new theme (at least one, not all). */
  statements: z.array(StatementKeySchema).min(1, 'Choose the statements to split off').max(THEME_CORRECTION_MAX),
  label: Label,
});
export const StatementMoveSchema = z.object({
  statement: StatementKeySchema,
  /** Into another theme (of any quadrant), or into a new theme of a quadrant. */
  to: z.union([
    z.object({ themeId: z.uuid('Unknown theme') }),
    z.object({ quadrant: z.enum(SWOT_CATEGORIES), label: Label }),
  ]),
});

export const themesRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/swot/:id/themes',
    auth: 'organiser',
    params: SwotParams,
    response: ThemesResponseSchema,
  },
  /** Rename, hide or show. */
  update: {
    method: 'PATCH',
    path: '/api/swot/:id/themes/:themeId',
    auth: 'organiser',
    params: ThemeParams,
    body: ThemeUpdateSchema,
    response: ThemesResponseSchema,
  },
  merge: {
    method: 'POST',
    path: '/api/swot/:id/themes/:themeId/merge',
    auth: 'organiser',
    params: ThemeParams,
    body: ThemeMergeSchema,
    response: ThemesResponseSchema,
  },
  split: {
    method: 'POST',
    path: '/api/swot/:id/themes/:themeId/split',
    auth: 'organiser',
    params: ThemeParams,
    body: ThemeSplitSchema,
    response: ThemesResponseSchema,
  },
  moveStatement: {
    method: 'POST',
    path: '/api/swot/:id/themes/move-statement',
    auth: 'organiser',
    params: SwotParams,
    body: StatementMoveSchema,
    response: ThemesResponseSchema,
  },
});
