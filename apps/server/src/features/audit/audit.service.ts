import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLogs } from '../../db/schema/audit.ts';
import * as repository from './audit.repository.ts';

/** Upper snake case, shown in title case by the admin console ("SIGN_IN_FAILED" -> "Sign In Failed"). */
export type AuditAction =
  | 'REGISTER'
  | 'SIGN_IN'
  | 'SIGN_IN_FAILED'
  | 'SIGN_IN_THROTTLED'
  | 'SIGN_OUT'
  | 'SIGN_IN_CODE_FAILED'
  | 'PASSWORD_CHANGED'
  /** "Forgot password?" (features/auth/password-reset.service.ts): a link was sent, or a link set a new password. */
  | 'PASSWORD_RESET_REQUESTED'
  | 'PASSWORD_RESET'
  | 'TWO_FACTOR_ENABLED'
  | 'TWO_FACTOR_DISABLED'
  | 'RECOVERY_CODES_REGENERATED'
  | 'OTHER_SESSIONS_SIGNED_OUT'
  | 'PROFILE_UPDATED'
  | 'COLLEAGUE_INVITED'
  | 'COLLEAGUE_INVITATION_REVOKED'
  | 'COLLEAGUE_JOINED'
  | 'COLLEAGUE_ROLE_CHANGED'
  | 'COLLEAGUE_REMOVED'
  | 'ADMIN_CREATED'
  | 'ADMIN_SIGN_IN'
  | 'ADMIN_SIGN_IN_FAILED'
  | 'ADMIN_SIGN_IN_CODE_FAILED'
  | 'ADMIN_SIGN_OUT'
  | 'DIRECTORY_USER_CREATED'
  | 'DIRECTORY_USER_UPDATED'
  | 'DIRECTORY_USER_DELETED'
  | 'DIRECTORY_IMPORTED'
  | 'DEPARTMENT_CREATED'
  | 'DEPARTMENT_UPDATED'
  | 'DEPARTMENT_DELETED'
  | 'ORGANIZATION_SAVED'
  | 'USER_LIST_CREATED'
  | 'USER_LIST_UPDATED'
  | 'USER_LIST_DELETED'
  | 'TEMPLATE_CREATED'
  | 'TEMPLATE_UPDATED'
  | 'TEMPLATE_DELETED'
  | 'SWOT_CREATED'
  /** The company's sample SWOT (features/sample-swot) made or deleted: the entity is the SWOT. */
  | 'SAMPLE_SWOT_CREATED'
  | 'SAMPLE_SWOT_DELETED'
  /** "Run AI analysis again" (features/analysis/ai-run.service.ts); metadata.outcome is the run's status. */
  | 'AI_ANALYSIS_RUN'
  /** A person's corrections of a SWOT's themes (features/analysis/theme-corrections.ts): the entity is the theme. */
  | 'THEME_UPDATED'
  | 'THEME_HIDDEN'
  | 'THEME_SHOWN'
  | 'THEMES_MERGED'
  | 'THEME_SPLIT'
  | 'THEME_STATEMENT_MOVED'
  /** A later round of a SWOT started or closed early (features/rounds): the entity is the round. */
  | 'ROUND_CREATED'
  | 'ROUND_CLOSED'
  | 'SETTINGS_UPDATED'
  | 'CONTACT_MESSAGE_RECEIVED'
  | 'CMS_PAGE_CREATED'
  | 'CMS_PAGE_UPDATED'
  | 'CMS_PAGE_DELETED'
  | 'SITE_SETTINGS_UPDATED'
  | 'COMPANY_CREATED'
  | 'COMPANY_SUSPENDED'
  | 'COMPANY_REACTIVATED'
  | 'COMPANY_PLAN_CHANGED'
  /** The admin changed a company's details (metadata.field, from and to): its GSTIN. */
  | 'COMPANY_UPDATED'
  | 'PLAN_CREATED'
  | 'PLAN_UPDATED'
  | 'PAYMENT_COMPLETED'
  /** A paid plan order that bought nothing: its money is to be given back (metadata.reason says why). */
  | 'PAYMENT_REFUND_DUE'
  | 'PAYMENT_REFUNDED'
  /** Razorpay did not take the refund; it stays due and is tried again (metadata.error). */
  | 'PAYMENT_REFUND_FAILED';

export interface AuditEntry {
  action: AuditAction;
  actorType: 'user' | 'admin' | 'system' | 'anonymous';
  actorId?: string | null;
  companyId?: string | null;
  entityType: string;
  entityId?: string | null;
  ipAddress?: string | null;
  metadata?: Record<string, unknown>;
}

/**
 * Records who did what. Takes the database or a transaction, so an entry can
 * be written in the same transaction as the change it describes.
 */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    action: entry.action,
    actorType: entry.actorType,
    actorId: entry.actorId ?? null,
    companyId: entry.companyId ?? null,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    ipAddress: entry.ipAddress ?? null,
    metadata: entry.metadata ?? {},
  });
}

/**
 * Whether the log holds an entry of `action` by this actor in this company (read through the company's
 * index): "has this person ever signed in?" for the first sign-in's welcome.
 */
export async function hasAuditEntry(
  db: Database,
  entry: { action: AuditAction; companyId: string; actorId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLogs.id })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.companyId, entry.companyId),
        eq(auditLogs.action, entry.action),
        eq(auditLogs.actorId, entry.actorId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The audit log for the admin console, newest first, a page at a time (this feature owns audit_logs). */
export function listAuditLogs(
  db: Database,
  filter: { action?: string | undefined; entityType?: string | undefined; limit: number; offset: number },
) {
  return repository.listAuditLogs(db, filter);
}
