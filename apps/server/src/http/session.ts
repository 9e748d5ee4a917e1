import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../app-deps.ts';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/sessions.ts';
import type { OrganiserRole } from '@foursight/shared/domain/roles';

/**
 * Server sessions: an opaque 256-bit random token in an HttpOnly cookie,
 * stored only as its SHA-256. Organisers and platform admins have separate
 * cookies, so signing in to the admin console does not sign anyone out.
 */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Activity pushes the idle deadline forward at most once a minute, to spare a write per request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionKind = 'user' | 'admin';
const COOKIE: Record<SessionKind, string> = { user: 'fs_session', admin: 'fs_admin_session' };

export interface UserSession {
  kind: 'user';
  sessionId: string;
  userId: string;
  companyId: string;
  /** Read from the user's row at every request, so a changed role counts at once. */
  role: OrganiserRole;
}

export interface AdminSession {
  kind: 'admin';
  sessionId: string;
  adminId: string;
}

type Session = UserSession | AdminSession;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session and sets its cookie, replacing (and revoking) any session the request already had. */
export async function startSession(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  subject: { kind: 'user'; userId: string; companyId: string } | { kind: 'admin'; adminId: string },
): Promise<void> {
  await endSession(deps, request, reply, subject.kind);
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  await deps.database.db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: subject.kind,
    userId: subject.kind === 'user' ? subject.userId : null,
    companyId: subject.kind === 'user' ? subject.companyId : null,
    adminId: subject.kind === 'admin' ? subject.adminId : null,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    ipAddress: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  });
  void reply.setCookie(COOKIE[subject.kind], token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

/** Revokes the request's session of this kind on the server and clears its cookie. */
export async function endSession(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SessionKind,
): Promise<void> {
  const token = request.cookies[COOKIE[kind]];
  if (token) await deps.database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  resolved.delete(request);
  void reply.clearCookie(COOKIE[kind], { path: '/' });
}

/** Revokes every session of a user, except the one given (the caller's own); returns how many ended. */
export async function revokeUserSessions(deps: AppDeps, userId: string, exceptSessionId?: string): Promise<number> {
  const condition = exceptSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
    : eq(sessions.userId, userId);
  const ended = await deps.database.db.delete(sessions).where(condition).returning({ id: sessions.id });
  return ended.length;
}

/**
 * Ends every session of one account, organiser or admin, inside the caller's
 * transaction (a password reset: the new password and the end of the old
 * sessions commit together); returns how many ended.
 */
export async function endAllSessions(db: Database, kind: SessionKind, accountId: string): Promise<number> {
  const column = kind === 'user' ? sessions.userId : sessions.adminId;
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.kind, kind), eq(column, accountId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** A user's live sessions, most recently active first. */
export async function listUserSessions(deps: AppDeps, userId: string) {
  const now = deps.now();
  return deps.database.db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.kind, 'user'),
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        gt(sessions.idleExpiresAt, now),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

/** Revokes every session of a company's users (a suspension, for example). */
export async function revokeCompanySessions(deps: AppDeps, companyId: string): Promise<void> {
  await deps.database.db.delete(sessions).where(eq(sessions.companyId, companyId));
}

/**
 * The role a signed-in organiser still has in the session's company, as a scalar SQL expression over the
 * session row's user and company (null: the account is gone, moved, or its company suspended). This floor
 * knows no feature: the feature that owns accounts provides it when the app is composed (app.ts).
 */
export type AccountStanding = (userId: SQL, companyId: SQL) => SQL<OrganiserRole | null>;

const standings = new WeakMap<AppDeps, AccountStanding>();

/** Called by app.ts for each app it builds. Without it, no organiser session is read: never one unchecked. */
export function setAccountStanding(deps: AppDeps, standing: AccountStanding): void {
  standings.set(deps, standing);
}

const resolved = new WeakMap<FastifyRequest, Map<SessionKind, Session | null>>();

/** The request's live session of this kind, or null. Looked up once per request. */
export async function readSession(deps: AppDeps, request: FastifyRequest, kind: 'user'): Promise<UserSession | null>;
export async function readSession(deps: AppDeps, request: FastifyRequest, kind: 'admin'): Promise<AdminSession | null>;
export async function readSession(deps: AppDeps, request: FastifyRequest, kind: SessionKind): Promise<Session | null> {
  const cache = resolved.get(request) ?? new Map<SessionKind, Session | null>();
  resolved.set(request, cache);
  if (cache.has(kind)) return cache.get(kind) ?? null;
  const session = await lookUp(deps, request.cookies[COOKIE[kind]], kind);
  cache.set(kind, session);
  return session;
}

async function lookUp(deps: AppDeps, token: string | undefined, kind: SessionKind): Promise<Session | null> {
  if (!token || token.length > 100) return null;
  const now = deps.now();
  const db = deps.database.db;
  const standing = standings.get(deps);
  if (kind === 'user' && !standing) return null;
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      adminId: sessions.adminId,
      companyId: sessions.companyId,
      lastSeenAt: sessions.lastSeenAt,
      // The tables named: in the select list of a one-table query drizzle writes bare column names.
      role: standing ? standing(sql`${sessions}.user_id`, sql`${sessions}.company_id`) : sql<null>`null`,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.kind, kind),
        gt(sessions.expiresAt, now),
        gt(sessions.idleExpiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  // A suspended company, or a colleague removed from it (their row is gone): the session is over.
  if (kind === 'user' && !row.role) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_MS) })
      .where(eq(sessions.id, row.id));
  }
  if (kind === 'admin' && row.adminId) return { kind, sessionId: row.id, adminId: row.adminId };
  if (kind === 'user' && row.userId && row.companyId && row.role) {
    return { kind, sessionId: row.id, userId: row.userId, companyId: row.companyId, role: row.role };
  }
  return null;
}

/** The signed-in organiser, or 401. Every organiser route starts here: companyId comes from the session only. */
export async function requireUser(deps: AppDeps, request: FastifyRequest): Promise<UserSession> {
  const session = await readSession(deps, request, 'user');
  if (!session) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return session;
}

/** A platform admin, or 401 when signed out and 403 when signed in only as an organiser. */
export async function requireAdmin(deps: AppDeps, request: FastifyRequest): Promise<AdminSession> {
  const session = await readSession(deps, request, 'admin');
  if (session) return session;
  if (await readSession(deps, request, 'user')) {
    throw new AppError('FORBIDDEN', 'This area is for platform administrators only.');
  }
  throw new AppError('UNAUTHENTICATED', 'Please sign in as a platform administrator.');
}

/** Deletes sessions past either deadline; run from a periodic job. */
export async function purgeExpiredSessions(deps: AppDeps): Promise<void> {
  const now = deps.now();
  await deps.database.db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.idleExpiresAt, now)));
}
