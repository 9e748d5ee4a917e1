import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { swots } from './swots.ts';

/**
 * What swot_analyses.result holds: the contract's SwotAnalysis as it was when
 * the row was written, in the shape `document_version` names. Typed loosely on
 * purpose: a row may be of an older shape. Read only through
 * features/analysis/analysis-document.ts, never sent as it is.
 */
export type AnalysisDocument = Record<string, unknown>;

/**
 * What swot_analyses.digest holds: a few hundred bytes of the analysis that other features read, a
 * versioned document. Typed loosely on purpose: read only through features/analysis/analysis-digest.ts.
 */
export type DigestDocument = Record<string, unknown>;

/**
 * The latest analysis of each SWOT, with the number of responses it covers.
 * The columns beside the JSON (sentiment, per-category counts, source) are
 * what the dashboard aggregates in SQL across a company's SWOTs, so it never
 * loads every response or every analysis document.
 */
export const swotAnalyses = pgTable(
  'swot_analyses',
  {
    swotId: uuid('swot_id')
      .primaryKey()
      .references(() => swots.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    responseCount: integer('response_count').notNull(),
    source: text('source', { enum: ['statistical', 'ai'] }).notNull(),
    result: jsonb('result').$type<AnalysisDocument>().notNull(),
    /**
     * The version of the shape `result` was written in (ANALYSIS_DOCUMENT_VERSION). A column of its own, so
     * finding the rows of an older shape never reads the documents themselves (megabytes for a large SWOT).
     */
    documentVersion: integer('document_version').notNull().default(1),
    /**
     * Counts the stores of this row (analysis runs and theme corrections). A writer stores only if the
     * revision is still the one it read the theme records at (features/analysis/analysis-store.ts), so a
     * run never overwrites a correction made while it ran, nor a correction a run.
     */
    revision: integer('revision').notNull().default(0),
    /** Why AI was asked for and not used for this result; null when it was used or not asked for. */
    aiUnavailableReason: text('ai_unavailable_reason'),
    sentimentScore: real('sentiment_score').notNull(),
    strengthsCount: integer('strengths_count').notNull(),
    weaknessesCount: integer('weaknesses_count').notNull(),
    opportunitiesCount: integer('opportunities_count').notNull(),
    threatsCount: integer('threats_count').notNull(),
    /** A few hundred bytes the dashboard reads instead of the whole result: themes and keywords per category. */
    digest: jsonb('digest').$type<DigestDocument>().notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('swot_analyses_company_idx').on(table.companyId, table.generatedAt)],
);
