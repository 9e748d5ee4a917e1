import { ArrowLeft, Download, Eye, Receipt } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { billingRoutes, type Invoice } from '@foursight/shared/contract/billing';
import { buildPath } from '@foursight/shared/contract/route';
import { countOf } from '@foursight/shared/domain/plural';
import { formatInr, formatNumericDate } from '@/lib/format';
import { useCanCall } from '@/lib/session-role';
import { usePageTitle } from '@/lib/use-page-title';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { Table, TableCell, TableHead, TableRow } from '@/ui/table';
import { toast } from '@/ui/toast-store';
import { useInvoices } from './use-billing';
import { LoadError } from '@/ui/load-error';
import { RoleRefusal } from '@/ui/role-refusal';

/** Invoices (spec part 2): summary tiles and the invoice history, refreshed every 5 s. */
export function InvoicesPage() {
  usePageTitle('Invoices');
  const canSee = useCanCall(billingRoutes.listInvoices);
  const invoices = useInvoices(canSee);
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div>
        <Button variant="ghost" size="sm" asChild className="-ml-3">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" /> Back to Dashboard
          </Link>
        </Button>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">Invoices</h1>
        <p className="text-muted-foreground">Your credit purchases and plan upgrades, each with a GST invoice.</p>
      </div>
      {!canSee ? (
        <RoleRefusal title="Invoices are for the account's owners">
          Only an owner sees the account's invoices and payments. Ask an owner of your account for an invoice you need.
        </RoleRefusal>
      ) : invoices.isError && !invoices.data ? (
        <LoadError
          title="Your invoices could not be loaded"
          error={invoices.error}
          onRetry={() => void invoices.refetch()}
        />
      ) : !invoices.data ? (
        <InvoicesSkeleton />
      ) : (
        <>
          <InvoiceSummary invoices={invoices.data} />
          <InvoiceHistory invoices={invoices.data} />
        </>
      )}
    </div>
  );
}

function InvoicesSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label="Loading invoices">
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

function InvoiceSummary({ invoices }: { invoices: Invoice[] }) {
  const total = invoices.reduce((sum, invoice) => sum + invoice.amount, 0);
  const latest = invoices.reduce<string | null>(
    (newest, invoice) => (newest === null || invoice.createdAt > newest ? invoice.createdAt : newest),
    null,
  );
  const tiles = [
    { label: 'Total Invoices', value: invoices.length.toLocaleString('en-IN') },
    { label: 'Total Amount', value: formatInr(total) },
    { label: 'Latest Invoice', value: latest ? formatNumericDate(latest) : 'N/A' },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {tiles.map((tile) => (
        <Card key={tile.label} className="p-5">
          <dt className="text-sm text-muted-foreground">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-bold">{tile.value}</dd>
        </Card>
      ))}
    </dl>
  );
}

function InvoiceHistory({ invoices }: { invoices: Invoice[] }) {
  return (
    <Card>
      <CardHeader className="max-sm:p-4">
        <CardTitle className="text-lg">Invoice History</CardTitle>
      </CardHeader>
      <CardContent className="max-sm:px-4 max-sm:pb-4">
        {invoices.length === 0 ? (
          <EmptyState icon={Receipt} title="No Invoices Found">
            <p>You haven&apos;t made any credit purchases yet.</p>
            <Button asChild className="mt-3">
              <Link to="/manage-usage">Purchase Credits</Link>
            </Button>
          </EmptyState>
        ) : (
          <Table stackOnPhone>
            <caption className="sr-only">{countOf(invoices.length, 'invoice', 'invoices')}, newest first</caption>
            <thead>
              <TableRow>
                <TableHead>Invoice</TableHead>
                <TableHead>Date</TableHead>
                <TableHead className="text-right">Credits</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </thead>
            <tbody>
              {newestFirst(invoices).map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </tbody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const paid = invoice.status === 'paid';
  const viewUrl = buildPath(billingRoutes.viewInvoice.path, { id: invoice.id });
  const downloadUrl = buildPath(billingRoutes.downloadInvoice.path, { id: invoice.id });
  return (
    <TableRow>
      <TableCell label="Invoice">
        <span className="grid">
          <span className="font-medium [overflow-wrap:anywhere]">{breakAfterSlashes(invoice.invoiceNumber)}</span>
          {invoice.description ? <span className="text-xs text-muted-foreground">{invoice.description}</span> : null}
        </span>
      </TableCell>
      <TableCell label="Date">{formatNumericDate(invoice.createdAt)}</TableCell>
      <TableCell label="Credits" className="sm:text-right">
        {invoice.credits > 0 ? invoice.credits.toLocaleString('en-IN') : <span aria-label="None">—</span>}
      </TableCell>
      <TableCell label="Amount" className="sm:text-right">
        {formatInr(invoice.amount)}
      </TableCell>
      <TableCell label="Status">
        <Badge variant={paid ? 'success' : 'warning'}>{paid ? 'Paid' : 'Pending'}</Badge>
      </TableCell>
      <TableCell label="Actions">
        <span className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <a
              href={viewUrl}
              target="_blank"
              rel="noopener"
              aria-label={`View invoice ${invoice.invoiceNumber} (opens in a new tab)`}
            >
              <Eye aria-hidden="true" /> View
            </a>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a
              href={downloadUrl}
              target="_blank"
              rel="noopener"
              aria-label={`Download invoice ${invoice.invoiceNumber} as PDF (opens in a new tab)`}
              onClick={() =>
                toast({
                  title: 'Invoice Opened',
                  description: `Invoice ${invoice.invoiceNumber} opens as a PDF in a new tab.`,
                })
              }
            >
              <Download aria-hidden="true" /> Download
            </a>
          </Button>
        </span>
      </TableCell>
    </TableRow>
  );
}

function newestFirst(invoices: Invoice[]): Invoice[] {
  return [...invoices].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** "FS2627/000001" (or an older "FS/2026-27/000001") may wrap after its slashes on a phone, not in the middle of a part. */
function breakAfterSlashes(text: string) {
  return text.split('/').map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          /<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}
