import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminAuthRoutes } from '@foursight/shared/contract/admin-auth';
import { authRoutes } from '@foursight/shared/contract/auth';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import {
  countChallengeAttempt,
  deleteChallenge,
  findLiveChallenge,
  insertChallenge,
  type Challenge,
  type Subject,
} from './two-factor.repository.ts';

/**
 * The state between a correct password and a correct second factor. It is
 * no session: its cookie opens nothing but the code step, for five minutes
 * and five tries. The cookie is HttpOnly, SameSite=Strict and scoped to the
 * code step's path; only the SHA-256 of its token is stored.
 */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

const COOKIE: Record<Subject['kind'], { name: string; path: string }> = {
  user: { name: 'fs_sign_in_challenge', path: authRoutes.loginTwoFactor.path },
  admin: { name: 'fs_admin_sign_in_challenge', path: adminAuthRoutes.loginTwoFactor.path },
};

const EXPIRED_MESSAGE = 'Your sign-in has expired. Please enter your email and password again.';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** After a correct password on an account with two-factor on: a challenge and its cookie, no session. */
export async function openSignInChallenge(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  subject: Subject & { companyId: string | null },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  await insertChallenge(deps.database.db, {
    tokenHash: hashToken(token),
    subjectKind: subject.kind,
    subjectId: subject.id,
    companyId: subject.companyId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  const cookie = COOKIE[subject.kind];
  void reply.setCookie(cookie.name, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: cookie.path,
    maxAge: CHALLENGE_TTL_MS / 1000,
  });
}

/**
 * The request's live challenge, with this try counted before the code is
 * checked (so parallel tries cannot exceed the limit). 401 without `fields`
 * when there is none or it has had its tries: the person starts again.
 */
export async function takeChallengeAttempt(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: Subject['kind'],
): Promise<Challenge> {
  const token = request.cookies[COOKIE[kind].name];
  const now = deps.now();
  const db = deps.database.db;
  const challenge = token && token.length <= 100 ? await findLiveChallenge(db, hashToken(token), kind, now) : null;
  if (!challenge) throw new AppError('UNAUTHENTICATED', EXPIRED_MESSAGE);
  if (!(await countChallengeAttempt(db, challenge.id, CHALLENGE_MAX_ATTEMPTS, now))) {
    await deleteChallenge(db, challenge.id);
    clearChallengeCookie(reply, kind);
    throw new AppError('UNAUTHENTICATED', 'Too many attempts. Please enter your email and password again.');
  }
  return challenge;
}

/** The second factor held: the challenge is used up (once, even if two tries passed at the same time). */
export async function closeSignInChallenge(deps: AppDeps, reply: FastifyReply, challenge: Challenge): Promise<void> {
  clearChallengeCookie(reply, challenge.subjectKind);
  if (!(await deleteChallenge(deps.database.db, challenge.id))) throw new AppError('UNAUTHENTICATED', EXPIRED_MESSAGE);
}

function clearChallengeCookie(reply: FastifyReply, kind: Subject['kind']): void {
  void reply.clearCookie(COOKIE[kind].name, { path: COOKIE[kind].path });
}
