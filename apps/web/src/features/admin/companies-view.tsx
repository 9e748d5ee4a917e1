import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useState } from 'react';
import type { AdminCompany } from '@foursight/shared/contract/admin';
import { describeError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { NativeSelect } from '@/ui/native-select';
import { Skeleton } from '@/ui/skeleton';
import { Table, TableCell, TableHead, TableRow } from '@/ui/table';
import { toast } from '@/ui/toast-store';
import { CompanyDetailsDialog } from './company-details-dialog';
import { PlanOptions, usePlanLabel } from './plan-options';
import { useAdminCompanies, useUpdateCompany } from './use-admin-console';

/**
 * Every company (spec part 1 §2.6), with suspend, reactivate and plan change,
 * and each company's GSTIN and payments in a dialog. Rows stack on phones.
 */
export function CompaniesTable({ limit }: { limit?: number }) {
  const companies = useAdminCompanies();
  const update = useUpdateCompany();
  const labelOf = usePlanLabel();
  const [suspending, setSuspending] = useState<AdminCompany | null>(null);
  // By id, so the dialog shows the company as the list last read it (a saved GSTIN included).
  const [detailsId, setDetailsId] = useState<string | null>(null);

  const change = (company: AdminCompany, body: { isActive?: boolean; plan?: string }, done: string) =>
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

  if (companies.isError) {
    return (
      <LoadError
        title="Companies could not be loaded."
        error={companies.error}
        onRetry={() => void companies.refetch()}
      />
    );
  }
  if (!companies.data) return <Skeleton className="h-40" />;
  const rows = limit ? companies.data.slice(0, limit) : companies.data;
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No companies yet.</p>;

  return (
    <>
      <Table aria-label="Companies" stackOnPhone>
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
              <TableCell label="Organization">
                <span className="grid">
                  <span className="font-medium">{company.organizationName}</span>
                  {company.taxNumber ? (
                    <span className="text-xs text-muted-foreground">GSTIN {company.taxNumber}</span>
                  ) : null}
                </span>
              </TableCell>
              <TableCell label="Contact">
                {company.contactName}
                <span className="block text-xs text-muted-foreground">{company.contactEmail}</span>
              </TableCell>
              <TableCell label="Registered">{formatDate(company.createdAt)}</TableCell>
              <TableCell label="Plan">
                <NativeSelect
                  aria-label={`Plan of ${company.organizationName}`}
                  value={company.plan}
                  onChange={(event) =>
                    change(company, { plan: event.target.value }, `Plan changed to ${labelOf(event.target.value)}`)
                  }
                >
                  <PlanOptions current={company.plan} />
                </NativeSelect>
              </TableCell>
              <TableCell label="Status">
                <Badge variant={company.isActive ? 'success' : 'destructive'}>
                  {company.isActive ? 'Active' : 'Inactive'}
                </Badge>
              </TableCell>
              <TableCell label="Actions">
                <span className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Payments & GSTIN of ${company.organizationName}`}
                    onClick={() => setDetailsId(company.id)}
                  >
                    Payments &amp; GSTIN
                  </Button>
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
                </span>
              </TableCell>
            </TableRow>
          ))}
        </tbody>
      </Table>
      <CompanyDetailsDialog
        company={companies.data.find((company) => company.id === detailsId) ?? null}
        onOpenChange={(open) => {
          if (!open) setDetailsId(null);
        }}
      />
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
