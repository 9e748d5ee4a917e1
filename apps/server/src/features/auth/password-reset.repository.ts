import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/password-resets.ts';

export type ResetSubjectKind = 'user' | 'admin';

/** Stores a new link and ends the account's earlier open links: only the newest e-mail works. */
export async function insertReset(
  db: Database,
  row: {
    subjectKind: ResetSubjectKind;
    subjectId: string;
    tokenHash: string;
    now: Date;
    expiresAt: Date;
    ipAddress: string;
  },
): Promise<void> {
  await endOpenResets(db, row.subjectKind, row.subjectId, row.now);
  await db.insert(passwordResets).values({
    subjectKind: row.subjectKind,
    subjectId: row.subjectId,
    tokenHash: row.tokenHash,
    createdAt: row.now,
    expiresAt: row.expiresAt,
    ipAddress: row.ipAddress,
  });
}

/** The link's account while the link is open (not used, not expired), else null. Reads only. */
export async function findOpenReset(db: Database, subjectKind: ResetSubjectKind, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: passwordResets.id, subjectId: passwordResets.subjectId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.subjectKind, subjectKind),
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Takes the link: one statement sets used_at only while it is still null and
 * the link open, so of two requests with the same link exactly one gets true.
 */
export async function takeReset(db: Database, id: string, now: Date): Promise<boolean> {
  const taken = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ id: passwordResets.id });
  return taken.length === 1;
}

/** Ends every open link of an account (a newer link was sent, or the password was just set). */
export async function endOpenResets(db: Database, subjectKind: ResetSubjectKind, subjectId: string, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.subjectKind, subjectKind),
        eq(passwordResets.subjectId, subjectId),
        isNull(passwordResets.usedAt),
      ),
    );
}

/** Drops links that expired more than a day ago; run by housekeeping. */
export async function purgeOldResets(db: Database, now: Date): Promise<void> {
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}
