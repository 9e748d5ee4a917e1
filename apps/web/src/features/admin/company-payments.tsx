import { Receipt } from 'lucide-react';
import { adminRoutes, type AdminCompany, type CompanyPayment } from '@foursight/shared/contract/admin';
import { buildPath } from '@foursight/shared/contract/route';
import { countOf } from '@foursight/shared/domain/plural';
import { formatDateTime, formatInr } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { Table, TableCell, TableHead, TableRow } from '@/ui/table';
import { useCompanyPayments } from './use-admin-console';

type BadgeVariant = 'secondary' | 'success' | 'warning' | 'destructive' | 'outline';

/** Each payment status as the console says it (contract/admin.ts CompanyPaymentSchema). */
const STATUS: Record<CompanyPayment['status'], { label: string; variant: BadgeVariant }> = {
  created: { label: 'Awaiting payment', variant: 'secondary' },
  paid: { label: 'Paid', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  cancelled: { label: 'Cancelled', variant: 'secondary' },
  refund_due: { label: 'Refund due', variant: 'warning' },
  refunding: { label: 'Refunding', variant: 'warning' },
  refunded: { label: 'Refunded', variant: 'outline' },
};

/**
 * A company's payments, newest first: when (IST, zone named), what was
 * bought, the amount, its status and the invoice it issued. A table from
 * 640 px, a stacked list below it, so a phone never scrolls sideways.
 */
export function CompanyPayments({ company }: { company: AdminCompany }) {
  const payments = useCompanyPayments(company.id);
  if (payments.isError) {
    return (
      <LoadError title="Payments could not be loaded." error={payments.error} onRetry={() => void payments.refetch()} />
    );
  }
  if (!payments.data) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading payments">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (payments.data.length === 0) {
    return (
      <EmptyState icon={Receipt} title="No payments yet">
        <p>{company.organizationName} has not paid for credits or a plan.</p>
      </EmptyState>
    );
  }
  return (
    <Table stackOnPhone aria-label={`Payments of ${company.organizationName}`}>
      <caption className="sr-only">{countOf(payments.data.length, 'payment', 'payments')}, newest first</caption>
      <thead>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Bought</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Invoice</TableHead>
        </TableRow>
      </thead>
      <tbody>
        {payments.data.map((payment) => (
          <PaymentRow key={payment.id} companyId={company.id} payment={payment} />
        ))}
      </tbody>
    </Table>
  );
}

function PaymentRow({ companyId, payment }: { companyId: string; payment: CompanyPayment }) {
  const status = STATUS[payment.status];
  const { invoiceId, invoiceNumber } = payment;
  return (
    <TableRow>
      <TableCell label="Date">{formatDateTime(payment.createdAt)}</TableCell>
      <TableCell label="Bought">{payment.description}</TableCell>
      <TableCell label="Amount" className="sm:text-right">
        {formatInr(payment.amount)}
      </TableCell>
      <TableCell label="Status">
        <Badge variant={status.variant}>{status.label}</Badge>
      </TableCell>
      <TableCell label="Invoice">
        {invoiceNumber && invoiceId ? (
          <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            {/* The invoice as the company's people see it, in a tab of its own. */}
            <a
              href={buildPath(adminRoutes.viewCompanyInvoice.path, { id: companyId, invoiceId })}
              target="_blank"
              rel="noopener"
              aria-label={`Invoice ${invoiceNumber} (opens in a new tab)`}
              className="font-medium text-primary underline underline-offset-4 [overflow-wrap:anywhere] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {invoiceNumber}
            </a>
            <a
              href={buildPath(adminRoutes.downloadCompanyInvoice.path, { id: companyId, invoiceId })}
              download
              aria-label={`Download invoice ${invoiceNumber} as PDF`}
              className="text-sm text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              PDF
            </a>
          </span>
        ) : invoiceNumber ? (
          <span className="font-medium [overflow-wrap:anywhere]">{invoiceNumber}</span>
        ) : (
          <span aria-label="None">—</span>
        )}
      </TableCell>
    </TableRow>
  );
}
