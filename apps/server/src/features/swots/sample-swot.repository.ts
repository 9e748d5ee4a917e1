import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { swotResponses, swots } from '../../db/schema/swots.ts';
import type { NewSwot, SwotRow } from './swots.repository.ts';

export interface SampleAnswerRow {
  strengths: string;
  weaknesses: string;
  opportunities: string;
  threats: string;
  submittedAt: Date;
}

export async function findSampleSwot(db: Database, companyId: string): Promise<SwotRow | null> {
  const [row] = await db
    .select()
    .from(swots)
    .where(and(eq(swots.companyId, companyId), eq(swots.isSample, true)));
  return row ?? null;
}

/** The sample's id, its row locked until the transaction ends (a second delete waits, then finds none). */
export async function lockSampleSwot(db: Database, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: swots.id })
    .from(swots)
    .where(and(eq(swots.companyId, companyId), eq(swots.isSample, true)))
    .for('update');
  return row?.id ?? null;
}

/**
 * Stores the company's sample SWOT and its answers in one transaction; null when the company already has
 * one (swots_one_sample_idx keeps one per company, so two clicks at once make one). The answers go
 * straight into the table, past the participation path: they are no company's responses, so no allowance
 * is reserved and the usage ledger never hears of them.
 */
export function insertSampleSwot(
  db: Database,
  companyId: string,
  values: NewSwot,
  answers: readonly SampleAnswerRow[],
): Promise<SwotRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(swots)
      .values({ companyId, ...values, isSample: true })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    await tx.insert(swotResponses).values(
      answers.map((answer, index) => ({
        swotId: row.id,
        companyId,
        strengths: answer.strengths,
        weaknesses: answer.weaknesses,
        opportunities: answer.opportunities,
        threats: answer.threats,
        idempotencyKey: `sample-${index}`,
        submittedAt: answer.submittedAt,
      })),
    );
    return row;
  });
}

/** Deletes the company's sample SWOT; its answers, analysis, themes, rounds and exports go with it (cascades). */
export async function deleteSampleSwot(db: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(swots)
    .where(and(eq(swots.companyId, companyId), eq(swots.id, id), sql`${swots.isSample}`))
    .returning({ id: swots.id });
  return rows.length > 0;
}
