import { Check } from 'lucide-react';
import { Link } from 'react-router';
import type { Pricing, PublicPlan } from '@foursight/shared/contract/marketing';
import { formatInr } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { FaqList, pricingFaq } from './faq-content';
import { MarketingPage } from './marketing-page';
import { usePricing } from './use-marketing';

/** Pricing (spec part 1 §2.3): every figure comes from /api/pricing, the same numbers billing charges. */
export function PricingPage() {
  const pricing = usePricing();
  return (
    <MarketingPage
      wide
      title="Packages"
      description="Foursight pricing in rupees: start free with 50 SWOT responses, then pay per response with prepaid credits, or choose Enterprise."
      lead="Start free. Pay only for the responses you collect, in rupees, with no monthly fee."
    >
      {pricing.isError ? (
        <p role="alert" className="text-center text-muted-foreground">
          Prices could not be loaded. Please reload the page.
        </p>
      ) : !pricing.data ? (
        <div className="grid gap-6 md:grid-cols-3" role="status" aria-label="Loading prices">
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      ) : (
        <PricingContent pricing={pricing.data} />
      )}
    </MarketingPage>
  );
}

/**
 * What a plan costs, as billing charges it, read from the plan's catalogue terms (never its name): a plan
 * whose allowance renews monthly charges per response after it, a plan of unlimited responses is its
 * one-time upgrade with custom terms from sales, a free plan counts its responses. Every paid plan shows its
 * one-time upgrade price. No plan has a recurring fee (decisions.md, "Plan prices").
 */
export function planPrice(
  plan: PublicPlan,
  pricing: Pricing,
): { amount: string; note: string; upgrade: string | null } {
  const upgrade = plan.upgradePrice > 0 ? `${formatInr(plan.upgradePrice)} one-time upgrade, no monthly fee` : null;
  const allowance = plan.responseAllowance ?? pricing.freeResponses;
  if (allowance < 0) {
    // "Custom, contact sales" (spec part 1 §2.3) for terms beyond the plan; the upgrade itself has its price.
    return {
      amount: formatInr(plan.upgradePrice),
      note: 'one-time upgrade; custom terms: contact sales',
      upgrade: null,
    };
  }
  if (plan.allowancePeriod === 'month') {
    return {
      amount: formatInr(pricing.creditPrice),
      note: `per response after the ${allowance} free each month`,
      upgrade,
    };
  }
  if (plan.upgradePrice === 0) return { amount: 'Free', note: `${allowance} SWOT responses`, upgrade };
  return { amount: formatInr(plan.upgradePrice), note: 'one-time upgrade', upgrade: null };
}

/** The plan the page recommends: the first paid plan in the catalogue's order. */
function popularPlan(pricing: Pricing): string | undefined {
  return pricing.plans.find((plan) => plan.upgradePrice > 0)?.name;
}

function PricingContent({ pricing }: { pricing: Pricing }) {
  return (
    <div className="grid gap-16">
      <ul className="grid gap-6 md:grid-cols-3">
        {pricing.plans.map((plan) => {
          const price = planPrice(plan, pricing);
          const popular = plan.name === popularPlan(pricing);
          return (
            <li
              key={plan.name}
              className={`flex flex-col rounded-lg border bg-card p-6 ${popular ? 'border-primary ring-2 ring-primary' : ''}`}
            >
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-xl font-semibold">{plan.displayName}</h2>
                {popular ? <Badge>Most Popular</Badge> : null}
              </div>
              <p className="mt-4">
                <span className="text-4xl font-bold" data-testid={`price-${plan.name}`}>
                  {price.amount}
                </span>
              </p>
              <p className="text-sm text-muted-foreground">{price.note}</p>
              {price.upgrade ? (
                <p className="mt-1 text-sm font-medium" data-testid={`upgrade-${plan.name}`}>
                  {price.upgrade}
                </p>
              ) : null}
              <ul className="my-6 grid gap-2 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button asChild className="mt-auto" variant={popular ? 'default' : 'outline'}>
                {(plan.responseAllowance ?? 0) < 0 ? (
                  <Link to="/contact">Contact sales</Link>
                ) : (
                  <Link to="/register">Start Free Trial</Link>
                )}
              </Button>
            </li>
          );
        })}
      </ul>

      <section aria-labelledby="credits-heading" className="rounded-lg border bg-muted/40 p-6">
        <h2 id="credits-heading" className="text-2xl font-semibold">
          Credit packages
        </h2>
        <p className="mt-1 text-muted-foreground">
          Buy responses ahead at {formatInr(pricing.creditPrice)} each. Credits never expire and work across all your
          SWOT analyses. Votes in a second round, where your group rates its own themes, are not responses and use no
          credits.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {pricing.creditPacks.map((pack) => (
            <li key={pack.credits} className="rounded-md border bg-card p-4 text-center">
              <p className="text-2xl font-bold">{pack.credits} credits</p>
              <p className="text-muted-foreground" data-testid={`pack-${pack.credits}`}>
                {formatInr(pack.price)}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="pricing-faq-heading">
        <h2 id="pricing-faq-heading" className="mb-4 text-2xl font-semibold">
          Pricing questions
        </h2>
        <FaqList items={pricingFaq(pricing)} />
      </section>
    </div>
  );
}
