/** The admin feature's query keys: the session, and the console's reads under one prefix. */
export const adminKeys = {
  /** The signed-in platform admin (the console's guard). */
  session: () => ['admin', 'session'] as const,
  /** Every read of the console: a console write refreshes them all. */
  all: ['admin', 'console'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  companies: () => [...adminKeys.all, 'companies'] as const,
  /** One company's payments (GET /api/admin/companies/:id/payments). */
  payments: (companyId: string) => [...adminKeys.all, 'payments', companyId] as const,
  plans: () => [...adminKeys.all, 'plans'] as const,
  audit: (filter: AuditFilter) => [...adminKeys.all, 'audit', filter] as const,
  contact: () => [...adminKeys.all, 'contact'] as const,
};

export type AuditFilter = { action?: string; entityType?: string; limit: number; offset?: number };
