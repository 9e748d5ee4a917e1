import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLogs } from '../../db/schema/audit.ts';
import { userRecords as users } from '../accounts/account-read-model.ts';

/** The audit log, newest first, a page at a time, with the e-mail of the organiser who acted (admin console). */
export async function listAuditLogs(
  db: Database,
  filter: { action?: string | undefined; entityType?: string | undefined; limit: number; offset: number },
) {
  const where = and(
    filter.action ? eq(auditLogs.action, filter.action) : undefined,
    filter.entityType ? eq(auditLogs.entityType, filter.entityType) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLogs.id,
        action: auditLogs.action,
        actorType: auditLogs.actorType,
        actorId: auditLogs.actorId,
        actorEmail: users.email,
        entityType: auditLogs.entityType,
        entityId: auditLogs.entityId,
        companyId: auditLogs.companyId,
        createdAt: auditLogs.createdAt,
      })
      .from(auditLogs)
      // Which person did it: a company has several organisers, each with their own sign-in.
      .leftJoin(users, and(eq(auditLogs.actorType, 'user'), eq(users.id, auditLogs.actorId)))
      .where(where)
      .orderBy(desc(auditLogs.createdAt))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(auditLogs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
