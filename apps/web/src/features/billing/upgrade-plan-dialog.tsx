import { Check, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import type { PublicPlan } from '@foursight/shared/contract/marketing';
import { PLANS, type Plan } from '@foursight/shared/domain/plans';
import { formatInr } from '@/lib/format';
import { cn } from '@/lib/cn';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Skeleton } from '@/ui/skeleton';
import { PaymentsOffNote } from './payments-off-note';
import { usePlans } from './use-billing';
import { useCheckout } from './use-checkout';

/**
 * Settings' plan action (a type="button": it sits inside the settings form) (spec part 2, Settings: "an upgrade dialog shows a
 * plan and a pay button"): every plan with its one-time price from the
 * admin's catalogue and what it includes, the current one marked, and a Pay
 * button on each plan above it. The dialog steps aside while the payment
 * window is open and comes back if the payer closes it.
 */
export function UpgradePlanButton({ currentPlan }: { currentPlan: Plan }) {
  const [open, setOpen] = useState(false);
  const checkout = useCheckout();
  const plans = usePlans();
  // Until the catalogue is read, the button offers the upgrade (the dialog then shows what is for sale).
  const hasHigher = plans.data ? forSale(plans.data, currentPlan).length > 0 : true;
  return (
    <>
      <Button
        type="button"
        variant={hasHigher ? 'default' : 'outline'}
        size="sm"
        disabled={checkout.processing}
        onClick={() => setOpen(true)}
      >
        <Sparkles aria-hidden="true" />
        {checkout.processing ? 'Processing...' : hasHigher ? 'Upgrade plan' : 'View plans'}
      </Button>
      <Dialog open={open && !checkout.processing} onOpenChange={setOpen}>
        <DialogContent className="max-w-4xl">
          <DialogHeader>
            <DialogTitle>Upgrade your plan</DialogTitle>
            <DialogDescription>
              One-time payment, prices include GST. The new plan applies as soon as the payment is confirmed.
            </DialogDescription>
          </DialogHeader>
          <PlanChoices currentPlan={currentPlan} checkout={checkout} onPaid={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}

function PlanChoices({
  currentPlan,
  checkout,
  onPaid,
}: {
  currentPlan: Plan;
  checkout: ReturnType<typeof useCheckout>;
  onPaid: () => void;
}) {
  const plans = usePlans();
  const offNoteId = useId();
  if (plans.isError) {
    return (
      <div role="alert" className="grid gap-3 text-center">
        <p>The plans could not be loaded. Check your connection and try again.</p>
        <Button type="button" variant="outline" className="justify-self-center" onClick={() => void plans.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!plans.data) {
    return (
      <div className="grid gap-4 md:grid-cols-3" role="status" aria-label="Loading plans">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  // Every active plan in rank order, the ones above the current one for sale.
  const shown = [...plans.data].sort((a, b) => rankOf(plans.data, a) - rankOf(plans.data, b));
  const buyable = new Set(forSale(shown, currentPlan).map((plan) => plan.name));

  async function upgrade(plan: PublicPlan) {
    const outcome = await checkout.pay({
      type: 'plan',
      planType: plan.name,
      planName: plan.displayName,
      amount: plan.upgradePrice,
    });
    // Refunded: the plan was already active, so the dialog has nothing left to sell.
    if (outcome === 'paid' || outcome === 'refunded') onPaid();
  }

  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 md:grid-cols-3">
        {shown.map((plan) => {
          const current = plan.name === currentPlan;
          const price = plan.upgradePrice > 0 ? formatInr(plan.upgradePrice) : 'Free';
          return (
            <li
              key={plan.name}
              aria-current={current ? 'true' : undefined}
              className={cn(
                'flex flex-col gap-3 rounded-lg border p-4',
                current && 'border-primary ring-1 ring-primary',
              )}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{plan.displayName}</h3>
                {current ? <Badge>Current plan</Badge> : null}
              </div>
              <p>
                <span className="text-2xl font-bold" data-testid={`upgrade-price-${plan.name}`}>
                  {price}
                </span>
                {plan.upgradePrice > 0 ? <span className="text-sm text-muted-foreground"> one-time</span> : null}
              </p>
              <ul className="grid gap-1.5 text-sm" aria-label={`${plan.displayName} includes`}>
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              {buyable.has(plan.name) ? (
                <Button
                  type="button"
                  className="mt-auto"
                  disabled={!checkout.available || checkout.processing}
                  aria-describedby={checkout.unavailable ? offNoteId : undefined}
                  aria-label={`Pay ${price} to upgrade to ${plan.displayName}`}
                  onClick={() => void upgrade(plan)}
                >
                  Pay {price}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {checkout.unavailable ? <PaymentsOffNote id={offNoteId} reason={checkout.unavailable} /> : null}
    </div>
  );
}

/** The plans a company on `currentPlan` can buy: ranked above it, with a price (the server decides the same way). */
function forSale(plans: PublicPlan[], currentPlan: Plan): PublicPlan[] {
  const current = plans.find((plan) => plan.name === currentPlan);
  const floor = current ? rankOf(plans, current) : -1;
  return plans.filter((plan) => rankOf(plans, plan) > floor && plan.upgradePrice > 0);
}

/** The catalogue's rank; a server that sends none ranks the seeded plans in their order, any other after them. */
function rankOf(plans: PublicPlan[], plan: PublicPlan): number {
  if (plan.rank !== undefined) return plan.rank;
  const seeded = (PLANS as readonly string[]).indexOf(plan.name);
  return seeded >= 0 ? seeded : PLANS.length + plans.indexOf(plan);
}
