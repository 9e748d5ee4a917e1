import { useState, type FormEvent } from 'react';
import type { SavePlanRequest, SubscriptionPlan } from '@foursight/shared/contract/admin';
import { ApiError, describeError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/toast-store';
import { useSavePlan } from './use-admin-console';

const EMPTY: SavePlanRequest = {
  name: '',
  displayName: '',
  monthlyPrice: 0,
  yearlyPrice: 0,
  maxUsers: -1,
  maxSWOTs: -1,
  features: [],
  isActive: true,
};

/** Add or edit a plan. Prices are typed in rupees and kept in cents (paise); -1 means unlimited. */
export function PlanDialog({
  plan,
  open,
  onOpenChange,
}: {
  plan: SubscriptionPlan | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const start = plan ?? EMPTY;
  const [form, setForm] = useState({
    ...start,
    monthly: String(start.monthlyPrice / 100),
    yearly: String(start.yearlyPrice / 100),
    featureText: start.features.join('\n'),
  });
  const save = useSavePlan();
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: SavePlanRequest & { id?: string } = {
      ...(plan ? { id: plan.id } : {}),
      name: form.name,
      displayName: form.displayName,
      monthlyPrice: Math.round(Number(form.monthly) * 100),
      yearlyPrice: Math.round(Number(form.yearly) * 100),
      maxUsers: Number(form.maxUsers),
      maxSWOTs: Number(form.maxSWOTs),
      features: form.featureText
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      isActive: form.isActive,
    };
    save.mutate(body, {
      onSuccess: () => {
        toast({ title: plan ? 'Plan updated' : 'Plan created' });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          title: 'Plan not saved',
          description: describeError(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{plan ? 'Edit Plan' : 'Add Plan'}</DialogTitle>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-3" noValidate>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="Name (key)" name="name" required error={fields.name}>
              {(control) => (
                <Input
                  {...control}
                  value={form.name}
                  disabled={Boolean(plan)}
                  onChange={(e) => setForm({ ...form, name: e.target.value })}
                />
              )}
            </FormField>
            <FormField label="Display name" name="displayName" required error={fields.displayName}>
              {(control) => (
                <Input
                  {...control}
                  value={form.displayName}
                  onChange={(e) => setForm({ ...form, displayName: e.target.value })}
                />
              )}
            </FormField>
            <FormField label="Monthly price (₹)" name="monthlyPrice" error={fields.monthlyPrice}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  min={0}
                  step="0.01"
                  value={form.monthly}
                  onChange={(e) => setForm({ ...form, monthly: e.target.value })}
                />
              )}
            </FormField>
            <FormField
              label="Yearly price (₹)"
              name="yearlyPrice"
              hint="Usually 10 months: save 17%"
              error={fields.yearlyPrice}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  min={0}
                  step="0.01"
                  value={form.yearly}
                  onChange={(e) => setForm({ ...form, yearly: e.target.value })}
                />
              )}
            </FormField>
            <FormField label="Max users" name="maxUsers" hint="-1 for unlimited" error={fields.maxUsers}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  min={-1}
                  value={form.maxUsers}
                  onChange={(e) => setForm({ ...form, maxUsers: Number(e.target.value) })}
                />
              )}
            </FormField>
            <FormField label="Max SWOTs" name="maxSWOTs" hint="-1 for unlimited" error={fields.maxSWOTs}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  min={-1}
                  value={form.maxSWOTs}
                  onChange={(e) => setForm({ ...form, maxSWOTs: Number(e.target.value) })}
                />
              )}
            </FormField>
          </div>
          <FormField label="Features" name="features" hint="One per line" error={fields.features}>
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                value={form.featureText}
                onChange={(e) => setForm({ ...form, featureText: e.target.value })}
              />
            )}
          </FormField>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={form.isActive}
              onChange={(e) => setForm({ ...form, isActive: e.target.checked })}
            />
            Active (offered on the pricing page)
          </label>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending || !form.name || !form.displayName}>
              {save.isPending ? 'Saving...' : 'Save Plan'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
