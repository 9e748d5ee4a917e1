import { useState, type FormEvent } from 'react';
import type { CreateCompanyRequest } from '@foursight/shared/contract/admin';
import { GSTIN_EXAMPLE } from '@foursight/shared/domain/gstin';
import { STARTING_PLAN, type Plan } from '@foursight/shared/domain/plans';
import { ApiError, describeError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { NativeSelect } from '@/ui/native-select';
import { toast } from '@/ui/toast-store';
import { PlanOptions } from './plan-options';
import { useCreateCompany } from './use-admin-console';

const FIELDS = [
  ['organizationName', 'Organization name', 'text'],
  ['contactName', 'Contact name', 'text'],
  ['email', 'Contact e-mail', 'email'],
  ['password', 'First password', 'password'],
  ['officialDomain', 'Official domain', 'text'],
  ['mobileNumber', 'Mobile number', 'tel'],
  ['fullAddress', 'Full address', 'text'],
  ['country', 'Country', 'text'],
  ['state', 'State', 'text'],
  ['city', 'City', 'text'],
  ['zipCode', 'ZIP / PIN Code', 'text'],
] as const;

type Form = Record<(typeof FIELDS)[number][0], string> & { taxNumber: string; plan: Plan };
const EMPTY = { ...Object.fromEntries(FIELDS.map(([key]) => [key, ''])), taxNumber: '', plan: STARTING_PLAN } as Form;

/** Adds a company with its owner account, as registration would, on a chosen plan. */
export function AddCompanyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [form, setForm] = useState<Form>(EMPTY);
  const create = useCreateCompany();
  const fields = create.error instanceof ApiError ? (create.error.fields ?? {}) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(form satisfies CreateCompanyRequest, {
      onSuccess: () => {
        toast({
          title: 'Company added',
          description: `${form.organizationName} can sign in with the password you set.`,
        });
        setForm(EMPTY);
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          title: 'Company not added',
          description: describeError(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Add Company</DialogTitle>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
          {FIELDS.map(([key, label, type]) => (
            <FormField key={key} name={key} label={label} required error={fields[key]}>
              {(control) => (
                <Input
                  {...control}
                  type={type}
                  value={form[key]}
                  onChange={(e) => setForm({ ...form, [key]: e.target.value })}
                />
              )}
            </FormField>
          ))}
          <FormField
            name="taxNumber"
            label="GSTIN (optional)"
            hint={`The buyer's GSTIN on its invoices, e.g. ${GSTIN_EXAMPLE}.`}
            error={fields.taxNumber}
          >
            {(control) => (
              <Input
                {...control}
                value={form.taxNumber}
                autoComplete="off"
                spellCheck={false}
                maxLength={30}
                onChange={(e) => setForm({ ...form, taxNumber: e.target.value })}
              />
            )}
          </FormField>
          <FormField label="Plan" name="plan">
            {(control) => (
              <NativeSelect {...control} value={form.plan} onChange={(e) => setForm({ ...form, plan: e.target.value })}>
                <PlanOptions current={form.plan} />
              </NativeSelect>
            )}
          </FormField>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Adding...' : 'Add Company'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
