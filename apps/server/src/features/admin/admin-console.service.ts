import type {
  AdminCompany,
  AdminStats,
  AuditLog,
  CompanyPayment,
  CreateCompanyRequestSchema,
  SavePlanRequestSchema,
  SubscriptionPlan,
  UpdateCompanyRequestSchema,
} from '@foursight/shared/contract/admin';
import { normalizeKey } from '@foursight/shared/domain/identity';
import { planLabel, STARTING_PLAN } from '@foursight/shared/domain/plans';
import { AppError } from '@foursight/shared/errors';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { uniqueViolationIndex } from '../../db/unique-violation.ts';
import { revokeCompanySessions, type AdminSession } from '../../http/session.ts';
import { listAuditLogs as readAuditLogs, recordAudit, type AuditAction } from '../audit/audit.service.ts';
import { FIELD_BY_INDEX, register, TAKEN_MESSAGES } from '../auth/auth.service.ts';
import { listCompanyPayments } from '../billing/payments.service.ts';
import * as plans from '../plans/plans.service.ts';
import { paymentsSince } from '../usage/usage.service.ts';
import * as accounts from '../accounts/accounts.service.ts';
import * as repository from './admin-console.repository.ts';

function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export async function getDashboardStats(deps: AppDeps): Promise<AdminStats> {
  const start = monthStart(deps.now());
  const { db } = deps.database;
  const [totals, breakdown, catalogue, payments] = await Promise.all([
    repository.companyTotals(db, start, STARTING_PLAN),
    repository.planBreakdown(db),
    plans.listPlans(deps, false),
    paymentsSince(deps, start),
  ]);
  const counts = new Map(breakdown.map((row) => [row.plan, row.count]));
  // This month's payments, added up by the plan each paying company is on now.
  const plansOfPayers = await repository.plansOf(db, [...payments.keys()]);
  const revenue = new Map<string, number>();
  for (const [companyId, amount] of payments) {
    const plan = plansOfPayers.get(companyId);
    if (plan) revenue.set(plan, (revenue.get(plan) ?? 0) + amount);
  }
  // Every catalogue plan in rank order, held or not.
  const subscriptionBreakdown = catalogue.map(({ name, displayName }) => ({
    plan: name,
    planName: displayName,
    count: counts.get(name) ?? 0,
    revenue: revenue.get(name) ?? 0,
  }));
  return {
    totalCompanies: totals.total,
    activeCompanies: totals.active,
    activeSubscriptions: totals.paidActive,
    monthlyRevenue: subscriptionBreakdown.reduce((sum, row) => sum + row.revenue, 0),
    newSignupsThisMonth: totals.newThisMonth,
    subscriptionBreakdown,
  };
}

type CompanyRow = Awaited<ReturnType<typeof repository.listCompanies>>[number];
type Catalogue = Map<string, plans.PlanRow>;
type Payments = Map<string, number>;

async function catalogueByName(deps: AppDeps): Promise<Catalogue> {
  return new Map((await plans.listPlans(deps, false)).map((plan) => [plan.name, plan]));
}

function toAdminCompany(row: CompanyRow, catalogue: Catalogue, payments: Payments): AdminCompany {
  const plan = catalogue.get(row.plan);
  return {
    id: row.id,
    organizationName: row.organizationName,
    name: row.organizationName,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    createdAt: row.createdAt.toISOString(),
    plan: row.plan,
    subscriptionPlan: row.plan,
    planName: planLabel(row.plan, plan?.displayName),
    isActive: row.isActive,
    subscriptionStatus: row.isActive ? 'active' : 'suspended',
    monthlyRevenue: payments.get(row.id) ?? 0,
    maxUsers: plan?.maxUsers ?? -1,
    maxSWOTs: plan?.maxSwots ?? -1,
    taxNumber: row.taxNumber,
  };
}

export async function listCompanies(deps: AppDeps): Promise<AdminCompany[]> {
  const [rows, catalogue, payments] = await Promise.all([
    repository.listCompanies(deps.database.db),
    catalogueByName(deps),
    paymentsSince(deps, monthStart(deps.now())),
  ]);
  return rows.map((row) => toAdminCompany(row, catalogue, payments));
}

async function readCompany(deps: AppDeps, id: string): Promise<AdminCompany> {
  const [row] = await repository.listCompanies(deps.database.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Company not found.');
  const [catalogue, payments] = await Promise.all([catalogueByName(deps), paymentsSince(deps, monthStart(deps.now()))]);
  return toAdminCompany(row, catalogue, payments);
}

/** Adds a company as if it had registered (same checks, templates and allowance), on the chosen plan. */
export async function createCompany(
  deps: AppDeps,
  admin: AdminSession,
  input: z.output<typeof CreateCompanyRequestSchema>,
  ip: string,
): Promise<AdminCompany> {
  const { plan, ...registration } = input;
  await requireCataloguePlan(deps, plan);
  await register(deps, registration, ip);
  const companyId = await repository.findCompanyIdByOwnerEmail(deps.database.db, normalizeKey(input.email));
  if (!companyId) throw new Error('the registered company was not found');
  if (plan !== STARTING_PLAN) await accounts.updateCompany(deps.database.db, companyId, { plan }, deps.now());
  await audit(deps, admin, 'COMPANY_CREATED', 'company', companyId, ip, { plan });
  return readCompany(deps, companyId);
}

const NO_SUCH_PLAN = 'The plan catalogue has no plan of that name.';

/** Any plan of the catalogue may be assigned, active or not (an inactive one is only no longer sold). */
async function requireCataloguePlan(deps: AppDeps, name: string): Promise<void> {
  if (!(await plans.findPlan(deps.database.db, name))) {
    throw new AppError('VALIDATION_FAILED', NO_SUCH_PLAN, { plan: NO_SUCH_PLAN });
  }
}

/** A tax number is unique platform-wide, as at registration: the unique index says so, answered as a field's 409. */
async function withTaxNumberCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = FIELD_BY_INDEX[uniqueViolationIndex(error) ?? ''];
    if (field !== 'taxNumber') throw error;
    throw new AppError('CONFLICT', TAKEN_MESSAGES.taxNumber.taken, { taxNumber: TAKEN_MESSAGES.taxNumber.taken });
  }
}

/**
 * Suspends or reactivates a company, changes its plan or sets its GSTIN
 * (what its invoices issued from then on name as the buyer's). Suspending ends
 * every session of its people at once, and its sign-ins and participation
 * links refuse while it lasts.
 */
export async function updateCompany(
  deps: AppDeps,
  admin: AdminSession,
  id: string,
  changes: z.output<typeof UpdateCompanyRequestSchema>,
  ip: string,
): Promise<AdminCompany> {
  const before = await repository.findCompany(deps.database.db, id);
  if (!before) throw new AppError('NOT_FOUND', 'Company not found.');
  if (changes.plan) await requireCataloguePlan(deps, changes.plan);
  const { taxNumber, ...status } = changes;
  const values = {
    ...status,
    ...(taxNumber === undefined ? {} : { taxNumber, taxNumberKey: taxNumber ? normalizeKey(taxNumber) : null }),
  };
  await withTaxNumberCheck(() => accounts.updateCompany(deps.database.db, id, values, deps.now()));
  if (taxNumber !== undefined && taxNumber !== before.taxNumber) {
    await audit(deps, admin, 'COMPANY_UPDATED', 'company', id, ip, {
      field: 'taxNumber',
      from: before.taxNumber,
      to: taxNumber,
    });
  }
  if (changes.isActive === false && before.isActive) {
    await revokeCompanySessions(deps, id);
    await audit(deps, admin, 'COMPANY_SUSPENDED', 'company', id, ip);
  }
  if (changes.isActive === true && !before.isActive) await audit(deps, admin, 'COMPANY_REACTIVATED', 'company', id, ip);
  if (changes.plan && changes.plan !== before.plan) {
    await audit(deps, admin, 'COMPANY_PLAN_CHANGED', 'company', id, ip, { from: before.plan, to: changes.plan });
  }
  return readCompany(deps, id);
}

/** A company's payments for the console; 404 for a company that does not exist. */
export async function companyPayments(deps: AppDeps, id: string): Promise<CompanyPayment[]> {
  if (!(await repository.findCompany(deps.database.db, id))) throw new AppError('NOT_FOUND', 'Company not found.');
  return listCompanyPayments(deps, id);
}

export async function listPlans(deps: AppDeps): Promise<SubscriptionPlan[]> {
  return (await plans.listPlans(deps, false)).map(plans.toSubscriptionPlan);
}

type SavePlan = z.output<typeof SavePlanRequestSchema>;

const NAME_TAKEN = 'Another plan already has this name.';

async function withNameCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationIndex(error) === 'subscription_plans_name_idx') {
      throw new AppError('CONFLICT', NAME_TAKEN, { name: NAME_TAKEN });
    }
    throw error;
  }
}

export async function createPlan(deps: AppDeps, admin: AdminSession, input: SavePlan, ip: string) {
  const row = await withNameCheck(() => plans.createPlan(deps, input));
  await audit(deps, admin, 'PLAN_CREATED', 'subscription_plan', row.id, ip, { name: row.name });
  return plans.toSubscriptionPlan(row);
}

export async function updatePlan(deps: AppDeps, admin: AdminSession, id: string, input: SavePlan, ip: string) {
  const row = await withNameCheck(() => plans.updatePlan(deps, id, input));
  if (!row) throw new AppError('NOT_FOUND', 'Plan not found.');
  await audit(deps, admin, 'PLAN_UPDATED', 'subscription_plan', id, ip, { name: row.name });
  return plans.toSubscriptionPlan(row);
}

export async function listAuditLogs(
  deps: AppDeps,
  filter: { action?: string | undefined; entityType?: string | undefined; limit: number; offset: number },
): Promise<{ logs: AuditLog[]; total: number }> {
  const { rows, total } = await readAuditLogs(deps.database.db, filter);
  return { logs: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total };
}

async function audit(
  deps: AppDeps,
  admin: AdminSession,
  action: AuditAction,
  entityType: string,
  entityId: string,
  ip: string,
  metadata: Record<string, unknown> = {},
) {
  await recordAudit(deps.database.db, {
    action,
    actorType: 'admin',
    actorId: admin.adminId,
    companyId: entityType === 'company' ? entityId : null,
    entityType,
    entityId,
    ipAddress: ip,
    metadata,
  });
}
