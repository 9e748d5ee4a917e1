import { useState, type FormEvent } from 'react';
import { SavePlanRequestSchema, type SavePlanRequest, type SubscriptionPlan } from '@foursight/shared/contract/admin';
import { fieldErrorsFromIssues } from '@foursight/shared/errors';
import { ApiError, describeError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { NativeSelect } from '@/ui/native-select';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/toast-store';
import { useSavePlan } from './use-admin-console';

const EMPTY: SavePlanRequest = {
  name: '',
  displayName: '',
  upgradePrice: 0,
  maxUsers: -1,
  maxSWOTs: -1,
  features: [],
  isActive: true,
  responseAllowance: 50,
  allowancePeriod: 'month',
  includesWhatsApp: false,
  includesAi: true,
  includesWhiteLabel: false,
};

/** The plan's yes-or-no terms: the form field, its label, and what an unset one shows (the server's default). */
const PLAN_SWITCHES = [
  ['isActive', 'Active (offered on the pricing page)', true],
  ['includesWhatsApp', 'Includes WhatsApp notifications', false],
  ['includesAi', "Includes AI analysis (with the company's own key)", true],
  ['includesWhiteLabel', "Includes white-label (participants and reports see only the company's name)", false],
] as const;

/** "999" → 99900 paise; anything but whole rupees (blank, "9.5", "abc") → NaN, which the contract refuses. */
export function wholeRupeesToPaise(text: string): number {
  const rupees = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isInteger(rupees) ? rupees * 100 : Number.NaN;
}

/**
 * Add or edit a plan. The catalogue is the single source of every plan price
 * (decisions.md, "Plan prices"): a plan has one price, paid once to upgrade,
 * typed in whole rupees and kept in cents (paise). The spec's monthly and
 * yearly prices are sent as 0. -1 means unlimited.
 */
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
    upgrade: String((start.upgradePrice ?? 0) / 100),
    featureText: start.features.join('\n'),
    rankText: start.rank === undefined ? '' : String(start.rank),
  });
  const [checked, setChecked] = useState<Record<string, string>>({});
  const save = useSavePlan();
  const fields = { ...(save.error instanceof ApiError ? (save.error.fields ?? {}) : {}), ...checked };

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: SavePlanRequest = {
      name: form.name,
      displayName: form.displayName,
      // No recurring fee: the spec's fields stay 0.
      monthlyPrice: 0,
      yearlyPrice: 0,
      upgradePrice: wholeRupeesToPaise(form.upgrade),
      maxUsers: Number(form.maxUsers),
      maxSWOTs: Number(form.maxSWOTs),
      features: form.featureText
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      isActive: form.isActive,
      responseAllowance: Number(form.responseAllowance ?? 50),
      allowancePeriod: form.allowancePeriod ?? 'month',
      includesWhatsApp: form.includesWhatsApp ?? false,
      includesAi: form.includesAi ?? true,
      includesWhiteLabel: form.includesWhiteLabel ?? false,
      // Left blank on a new plan, the server ranks it above every plan.
      ...(form.rankText.trim() === '' ? {} : { rank: Number(form.rankText) }),
    };
    // The contract's own rules first, so a mistyped price is named at its field without a round trip.
    const parsed = SavePlanRequestSchema.safeParse(body);
    const problems = fieldErrorsFromIssues(parsed.error?.issues ?? []);
    if (problems.upgradePrice) problems.upgradePrice = 'Enter the price in whole rupees (0 or more).';
    setChecked(problems);
    if (!parsed.success) return;
    save.mutate(plan ? { ...body, id: plan.id } : body, {
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
            <FormField
              label="Upgrade price (₹, one-time)"
              name="upgradePrice"
              hint="Paid once to move to this plan; 0 for a free plan. There is no monthly or yearly fee."
              error={fields.upgradePrice ?? fields.monthlyPrice ?? fields.yearlyPrice}
              className="sm:col-span-2"
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={form.upgrade}
                  onChange={(e) => {
                    setForm({ ...form, upgrade: e.target.value });
                    setChecked({});
                  }}
                />
              )}
            </FormField>
            <FormField
              label="Max users"
              name="maxUsers"
              hint="People in the directory; -1 for unlimited"
              error={fields.maxUsers}
            >
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
            <FormField
              label="Max SWOTs"
              name="maxSWOTs"
              hint="The sample aside; -1 for unlimited"
              error={fields.maxSWOTs}
            >
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
            <FormField
              label="Responses included"
              name="responseAllowance"
              hint="-1 for unlimited; credits bought add to it"
              error={fields.responseAllowance}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  min={-1}
                  value={form.responseAllowance ?? 50}
                  onChange={(e) => setForm({ ...form, responseAllowance: Number(e.target.value) })}
                />
              )}
            </FormField>
            <FormField label="Counted" name="allowancePeriod" error={fields.allowancePeriod}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={form.allowancePeriod ?? 'month'}
                  onChange={(e) =>
                    setForm({ ...form, allowancePeriod: e.target.value === 'total' ? 'total' : 'month' })
                  }
                >
                  <option value="month">Each month</option>
                  <option value="total">In total, ever</option>
                </NativeSelect>
              )}
            </FormField>
            <FormField
              label="Rank"
              name="rank"
              hint="Order on the pricing page; companies upgrade to a higher rank. Blank: above every plan."
              error={fields.rank}
              className="sm:col-span-2"
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  min={0}
                  value={form.rankText}
                  onChange={(e) => setForm({ ...form, rankText: e.target.value })}
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
          {PLAN_SWITCHES.map(([key, label, fallback]) => (
            <label key={key} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={form[key] ?? fallback}
                onChange={(e) => setForm({ ...form, [key]: e.target.checked })}
              />
              {label}
            </label>
          ))}
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
