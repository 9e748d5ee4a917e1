import { useState, type FormEvent } from 'react';
import type { AdminCompany } from '@foursight/shared/contract/admin';
import { GstinOrNoneSchema } from '@foursight/shared/contract/auth';
import { GSTIN_EXAMPLE } from '@foursight/shared/domain/gstin';
import { ApiError, describeError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast-store';
import { CompanyPayments } from './company-payments';
import { useUpdateCompany } from './use-admin-console';

/** One company in the console: its GSTIN, editable, and its payments. */
export function CompanyDetailsDialog({
  company,
  onOpenChange,
}: {
  company: AdminCompany | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={company !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl max-sm:p-4">
        {company ? (
          <>
            <DialogHeader>
              <DialogTitle className="[overflow-wrap:anywhere]">{company.organizationName}</DialogTitle>
              <DialogDescription className="[overflow-wrap:anywhere]">
                {company.contactName} · {company.contactEmail}
              </DialogDescription>
            </DialogHeader>
            {/* Keyed by company: another company's dialog starts from its own GSTIN. */}
            <GstinForm key={company.id} company={company} />
            <section aria-labelledby="company-payments-heading" className="grid min-w-0 gap-2">
              <h3 id="company-payments-heading" className="font-semibold">
                Payments
              </h3>
              <CompanyPayments company={company} />
            </section>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The buyer's GSTIN on the company's invoices: checked here by the contract's rule, and again by the server. */
function GstinForm({ company }: { company: AdminCompany }) {
  const saved = company.taxNumber ?? '';
  const [value, setValue] = useState(saved);
  const [invalid, setInvalid] = useState<string | undefined>();
  const update = useUpdateCompany();
  const serverError = update.error instanceof ApiError ? update.error.fields?.taxNumber : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = GstinOrNoneSchema.safeParse(value);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    update.mutate(
      { id: company.id, taxNumber: parsed.data },
      {
        onSuccess: ({ company: changed }) => {
          setValue(changed.taxNumber ?? '');
          toast({
            title: changed.taxNumber ? 'GSTIN saved' : 'GSTIN removed',
            description: changed.taxNumber
              ? `Invoices issued from now on name ${changed.taxNumber} as the buyer's GSTIN.`
              : 'Invoices issued from now on carry no buyer GSTIN.',
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields?.taxNumber) return; // shown at the field
          toast({
            title: 'GSTIN not saved',
            description: describeError(error, 'Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-x-2 gap-y-3">
      <FormField
        name="taxNumber"
        label="GSTIN"
        hint={`15 characters, e.g. ${GSTIN_EXAMPLE}. Printed on invoices issued from now on; leave empty for none.`}
        error={invalid ?? (update.isPending ? undefined : serverError)}
        className="min-w-0 flex-[1_1_14rem]"
      >
        {(control) => (
          <Input
            {...control}
            value={value}
            autoComplete="off"
            spellCheck={false}
            maxLength={30}
            onChange={(event) => {
              setValue(event.target.value);
              setInvalid(undefined);
              // A refusal is about the value refused: editing it clears the message.
              if (update.isError) update.reset();
            }}
          />
        )}
      </FormField>
      {/* Level with the input: the label's height above it. */}
      <Button
        type="submit"
        className="sm:mt-[1.375rem]"
        disabled={update.isPending || value.trim().toUpperCase() === saved}
      >
        {update.isPending ? 'Saving...' : 'Save GSTIN'}
      </Button>
    </form>
  );
}
