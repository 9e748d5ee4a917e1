import { and, count, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signInChallenges, twoFactorAuthenticators, twoFactorRecoveryCodes } from '../../db/schema/two-factor.ts';

/**
 * Rows are keyed by their subject, a user's or an admin's id, both taken
 * from a checked session or a sign-in challenge, never from the request.
 * No tenant filter: an id names one account platform-wide (uuids), and
 * admins belong to no company.
 */
export interface Subject {
  kind: 'user' | 'admin';
  id: string;
}

function authenticatorOf(subject: Subject) {
  return and(eq(twoFactorAuthenticators.subjectKind, subject.kind), eq(twoFactorAuthenticators.subjectId, subject.id));
}

function recoveryCodesOf(subject: Subject) {
  return and(eq(twoFactorRecoveryCodes.subjectKind, subject.kind), eq(twoFactorRecoveryCodes.subjectId, subject.id));
}

export async function findAuthenticator(db: Database, subject: Subject) {
  const [row] = await db.select().from(twoFactorAuthenticators).where(authenticatorOf(subject)).limit(1);
  return row ?? null;
}

/**
 * Stores a new secret awaiting confirmation, replacing an earlier pending
 * one. Returns false (and changes nothing) when two-factor is already on.
 */
export async function savePendingAuthenticator(
  db: Database,
  subject: Subject,
  secretSealed: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(twoFactorAuthenticators)
    .values({ subjectKind: subject.kind, subjectId: subject.id, secretSealed, createdAt: now })
    .onConflictDoUpdate({
      target: [twoFactorAuthenticators.subjectKind, twoFactorAuthenticators.subjectId],
      set: { secretSealed, createdAt: now, lastUsedStep: null },
      setWhere: isNull(twoFactorAuthenticators.enabledAt),
    })
    .returning({ subjectId: twoFactorAuthenticators.subjectId });
  return rows.length > 0;
}

/**
 * Records `step` as used, atomically: only if it is newer than the last one
 * used, and only on an authenticator in the wanted state (pending when
 * enabling, enabled when signing in). Two requests with the same code:
 * exactly one gets true.
 */
export async function useTimeStep(
  db: Database,
  subject: Subject,
  step: number,
  options: { enableAt?: Date },
): Promise<boolean> {
  const rows = await db
    .update(twoFactorAuthenticators)
    .set(options.enableAt ? { lastUsedStep: step, enabledAt: options.enableAt } : { lastUsedStep: step })
    .where(
      and(
        authenticatorOf(subject),
        options.enableAt ? isNull(twoFactorAuthenticators.enabledAt) : isNotNull(twoFactorAuthenticators.enabledAt),
        or(isNull(twoFactorAuthenticators.lastUsedStep), lt(twoFactorAuthenticators.lastUsedStep, step)),
      ),
    )
    .returning({ subjectId: twoFactorAuthenticators.subjectId });
  return rows.length > 0;
}

/** Replaces every recovery code of the subject with these hashes. */
export async function replaceRecoveryCodes(db: Database, subject: Subject, codeHashes: string[], now: Date) {
  await db.delete(twoFactorRecoveryCodes).where(recoveryCodesOf(subject));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(
      codeHashes.map((codeHash) => ({ subjectKind: subject.kind, subjectId: subject.id, codeHash, createdAt: now })),
    );
}

/** Marks one unused recovery code used, atomically: a code works once, even when sent twice at the same time. */
export async function useRecoveryCode(db: Database, subject: Subject, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        recoveryCodesOf(subject),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Database, subject: Subject): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(recoveryCodesOf(subject), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Turns two-factor off: the secret and every recovery code go. */
export async function deleteTwoFactor(db: Database, subject: Subject): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(recoveryCodesOf(subject));
  await db.delete(twoFactorAuthenticators).where(authenticatorOf(subject));
}

export async function insertChallenge(db: Database, challenge: typeof signInChallenges.$inferInsert): Promise<void> {
  await db.insert(signInChallenges).values(challenge);
}

export async function findLiveChallenge(db: Database, tokenHash: string, kind: Subject['kind'], now: Date) {
  const [row] = await db
    .select()
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, tokenHash),
        eq(signInChallenges.subjectKind, kind),
        gt(signInChallenges.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type Challenge = NonNullable<Awaited<ReturnType<typeof findLiveChallenge>>>;

/** Counts one more try on a live challenge, before it is checked; false once it has had `maxAttempts`. */
export async function countChallengeAttempt(db: Database, id: string, maxAttempts: number, now: Date) {
  const rows = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(
      and(eq(signInChallenges.id, id), lt(signInChallenges.attempts, maxAttempts), gt(signInChallenges.expiresAt, now)),
    )
    .returning({ attempts: signInChallenges.attempts });
  return rows.length > 0;
}

/** Deletes a challenge; true for the one caller that deleted it, so a challenge completes once. */
export async function deleteChallenge(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.id, id))
    .returning({ id: signInChallenges.id });
  return rows.length > 0;
}

export async function deleteExpiredChallenges(db: Database, now: Date): Promise<void> {
  await db.delete(signInChallenges).where(lte(signInChallenges.expiresAt, now));
}

/** Secrets scanned but never confirmed, older than `before`. */
export async function deleteStalePendingAuthenticators(db: Database, before: Date): Promise<void> {
  await db
    .delete(twoFactorAuthenticators)
    .where(and(isNull(twoFactorAuthenticators.enabledAt), lt(twoFactorAuthenticators.createdAt, before)));
}
