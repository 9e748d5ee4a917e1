import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { swotAiRuns } from '../../db/schema/analysis-ai-runs.ts';

/**
 * Claims the SWOT's one "run again" slot: true when this caller now holds it,
 * false while another run holds it. One statement, so two clicks (in any two
 * processes) can never both win: the second insert meets the first's row and
 * takes it over only when that run started before `staleBefore` (its process
 * died without releasing it).
 */
export async function claimAiRun(
  db: Database,
  companyId: string,
  swotId: string,
  startedAt: Date,
  staleBefore: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(swotAiRuns)
    .values({ swotId, companyId, startedAt })
    .onConflictDoUpdate({
      target: swotAiRuns.swotId,
      set: { companyId, startedAt },
      setWhere: lt(swotAiRuns.startedAt, staleBefore),
    })
    .returning({ swotId: swotAiRuns.swotId });
  return claimed.length > 0;
}

/** Gives the slot back; only the claim this run made (a later run may have taken over a stale one). */
export async function releaseAiRun(db: Database, companyId: string, swotId: string, startedAt: Date): Promise<void> {
  await db
    .delete(swotAiRuns)
    .where(
      and(eq(swotAiRuns.companyId, companyId), eq(swotAiRuns.swotId, swotId), eq(swotAiRuns.startedAt, startedAt)),
    );
}
