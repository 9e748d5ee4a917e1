import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useState } from 'react';
import type { AdminCompany } from '@foursight/shared/contract/admin';
import { PLAN_LABELS, PLANS, type Plan } from '@foursight/shared/domain/plans';
import { describeError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { NativeSelect } from '@/ui/native-select';
import { Skeleton } from '@/ui/skeleton';
import { Table, TableCell, TableHead, TableRow } from '@/ui/table';
import { toast } from '@/ui/toast-store';
import { useAdminCompanies, useUpdateCompany } from './use-admin-console';

/** Every company (spec part 1 §2.6), with suspend, reactivate and plan change. */
export function CompaniesTable({ limit }: { limit?: number }) {
  const companies = useAdminCompanies();
  const update = useUpdateCompany();
  const [suspending, setSuspending] = useState<AdminCompany | null>(null);

  const change = (company: AdminCompany, body: { isActive?: boolean; plan?: Plan }, done: string) =>
    update.mutate(
      { id: company.id, ...body },
      {
        onSuccess: () => toast({ title: done }),
        onError: (error) =>
          toast({
            title: 'Change not saved',
            description: describeError(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  if (companies.isError) return <p role="alert">Companies could not be loaded.</p>;
  if (!companies.data) return <Skeleton className="h-40" />;
  const rows = limit ? companies.data.slice(0, limit) : companies.data;
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No companies yet.</p>;

  return (
    <>
      <Table aria-label="Companies">
        <thead>
          <TableRow>
            <TableHead>Organization</TableHead>
            <TableHead>Contact</TableHead>
            <TableHead>Registered</TableHead>
            <TableHead>Plan</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </thead>
        <tbody>
          {rows.map((company) => (
            <TableRow key={company.id}>
              <TableCell className="font-medium">{company.organizationName}</TableCell>
              <TableCell>
                {company.contactName}
                <span className="block text-xs text-muted-foreground">{company.contactEmail}</span>
              </TableCell>
              <TableCell>{formatDate(company.createdAt)}</TableCell>
              <TableCell>
                <NativeSelect
                  aria-label={`Plan of ${company.organizationName}`}
                  value={company.plan}
                  onChange={(event) =>
                    change(
                      company,
                      { plan: event.target.value as Plan },
                      `Plan changed to ${PLAN_LABELS[event.target.value as Plan]}`,
                    )
                  }
                >
                  {PLANS.map((plan) => (
                    <option key={plan} value={plan}>
                      {PLAN_LABELS[plan]}
                    </option>
                  ))}
                </NativeSelect>
              </TableCell>
              <TableCell>
                <Badge variant={company.isActive ? 'success' : 'destructive'}>
                  {company.isActive ? 'Active' : 'Inactive'}
                </Badge>
              </TableCell>
              <TableCell>
                {company.isActive ? (
                  <Button variant="outline" size="sm" onClick={() => setSuspending(company)}>
                    Suspend
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => change(company, { isActive: true }, 'Company reactivated')}
                  >
                    Reactivate
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </tbody>
      </Table>
      <ConfirmDialog
        open={suspending !== null}
        title={`Suspend ${suspending?.organizationName ?? ''}?`}
        description="Its people are signed out at once and cannot sign in, and its participation links stop taking answers until you reactivate it."
        confirmLabel="Suspend"
        onConfirm={() => {
          if (suspending) change(suspending, { isActive: false }, 'Company suspended');
          setSuspending(null);
        }}
        onCancel={() => setSuspending(null)}
      />
    </>
  );
}
