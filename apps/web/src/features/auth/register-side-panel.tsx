import { Check, Quote } from 'lucide-react';
import { CREDIT_PRICE_PAISE, FREE_PLAN_RESPONSES } from '@foursight/shared/domain/pricing';
import { formatInr } from '@/lib/format';

// The figures billing charges (shared/domain/pricing.ts), not copies of them.
const BENEFITS = [
  `${FREE_PLAN_RESPONSES} free SWOT responses to start`,
  'No monthly subscription fee',
  `Pay only for what you use: ${formatInr(CREDIT_PRICE_PAISE)} per response after that`,
  'No credit card required',
];

/** The pricing summary and testimonial beside the registration form (spec part 1 §2.5). */
export function RegisterSidePanel() {
  return (
    <aside className="grid content-start gap-6" aria-label="What you get">
      <section className="rounded-lg border bg-card p-6 shadow-sm">
        <h2 className="text-lg font-semibold">Simple, usage-based pricing</h2>
        <p className="mt-1 text-3xl font-bold text-primary">{FREE_PLAN_RESPONSES} free responses</p>
        <ul className="mt-4 grid gap-3 text-sm">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
      </section>
      <figure className="rounded-lg border bg-muted/40 p-6">
        <Quote className="size-6 text-primary" aria-hidden="true" />
        <blockquote className="mt-2 text-sm leading-relaxed">
          “We ran our first organisation-wide SWOT in a week. The anonymous answers told us things no workshop ever
          had.”
        </blockquote>
        <figcaption className="mt-3 text-sm text-muted-foreground">
          Trusted by 500+ organisations planning their strategy with Foursight.
        </figcaption>
      </figure>
    </aside>
  );
}
