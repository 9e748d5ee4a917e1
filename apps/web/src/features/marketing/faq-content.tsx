import { ChevronDown } from 'lucide-react';
import type { Pricing } from '@foursight/shared/contract/marketing';
import { STARTING_PLAN } from '@foursight/shared/domain/plans';
import { formatInr } from '@/lib/format';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Expandable questions: native details/summary, so keyboard and screen readers work without script. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y rounded-lg border">
      {items.map((item) => (
        <details key={item.question} className="group p-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <p className="mt-3 text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** "A", "A and B", "A, B and C". */
function listed(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "Pay-as-You-Go ₹999 and Enterprise ₹2,999": the paid plans' one-time prices from the catalogue. */
export function upgradePrices(pricing: Pricing): string {
  return listed(
    pricing.plans
      .filter((plan) => plan.upgradePrice > 0)
      .map((plan) => `${plan.displayName} ${formatInr(plan.upgradePrice)}`),
  );
}

/** " On Pay-as-You-Go you get 50 free responses every month, …": each plan whose allowance renews monthly, by its catalogue name. */
function monthlyAllowances(pricing: Pricing): string {
  return pricing.plans
    .filter((plan) => plan.allowancePeriod === 'month' && (plan.responseAllowance ?? -1) >= 0)
    .map(
      (plan) =>
        ` On ${plan.displayName} you get ${plan.responseAllowance} free responses every month, then each response uses one credit.`,
    )
    .join('');
}

/** The plan every company starts on, by the catalogue's name ("Free" as seeded). */
function startingPlanName(pricing: Pricing): string {
  return pricing.plans.find((plan) => plan.name === STARTING_PLAN)?.displayName ?? 'Free';
}

/** Which plans include white-label and WhatsApp, by the catalogue's names. */
function featurePlans(pricing: Pricing): string {
  const names = (has: (plan: Pricing['plans'][number]) => boolean | undefined) =>
    listed(pricing.plans.filter((plan) => has(plan)).map((plan) => plan.displayName));
  const whiteLabel = names((plan) => plan.includesWhiteLabel);
  const whatsapp = names((plan) => plan.includesWhatsApp);
  if (whiteLabel && whiteLabel === whatsapp)
    return `White-label branding and WhatsApp notifications come with ${whiteLabel}.`;
  const part = (what: string, plans: string) =>
    plans ? `${what} come with ${plans}.` : `No plan includes ${what} at the moment.`;
  return `${part('White-label branding', whiteLabel)} ${part('WhatsApp notifications', whatsapp)}`;
}

/** The figures in the answers come from the pricing the server charges. */
export function pricingFaq(pricing: Pricing): FaqItem[] {
  const price = formatInr(pricing.creditPrice);
  return [
    {
      question: 'What happens after my free responses?',
      answer: `On the ${startingPlanName(pricing)} plan, SWOTs stop collecting answers after ${pricing.freeResponses} responses in total, unless you buy credits: each further response then uses one prepaid credit at ${price}.${monthlyAllowances(pricing)}`,
    },
    {
      question: 'Is there a monthly fee?',
      answer: `No. Upgrading is a one-time payment (${upgradePrices(pricing)}), never a subscription; after that you pay only for the responses beyond your free ones.`,
    },
    {
      question: 'Do credits expire?',
      answer: 'No. Credits never expire and work across all your SWOT analyses.',
    },
    {
      question: 'Do votes in a second round cost credits?',
      answer:
        'No. When your group rates its own themes in a second round, those ballots are not responses: they use no credits and do not count towards your allowance.',
    },
    {
      question: 'Is there a setup fee or a contract?',
      answer: 'No setup fee and no contract. You pay for the responses you collect and, if you upgrade, once for that.',
    },
  ];
}

export const FAQ_CATEGORIES = [
  'Getting Started',
  'Privacy & Security',
  'Features & Functionality',
  'Billing & Plans',
  'Support & Training',
] as const;

/** The five FAQ categories (spec part 1 §2.3), with figures from the pricing the server charges. */
export function faqByCategory(pricing: Pricing): Record<(typeof FAQ_CATEGORIES)[number], FaqItem[]> {
  const price = formatInr(pricing.creditPrice);
  return {
    'Getting Started': [
      {
        question: 'How long does setup take?',
        answer: 'Under five minutes: register, add a few people (or import a CSV), create a SWOT and share its link.',
      },
      {
        question: 'Is there a free trial?',
        answer: `Yes: a ${pricing.trialDays}-day free trial with no credit card, and the ${startingPlanName(pricing)} plan's ${pricing.freeResponses} responses.`,
      },
      {
        question: 'Do participants need an account?',
        answer: 'No. They open the link they received and answer; nothing else is asked of them.',
      },
    ],
    'Privacy & Security': [
      {
        question: 'Are answers really anonymous?',
        answer:
          'Yes. A response stores only the four answers and the time; no name, e-mail or address is kept with it.',
      },
      {
        question: 'What happens to our data if we cancel?',
        answer: 'Your data stays available for 30 days after cancellation, then it is deleted.',
      },
      {
        question: 'How is our AI key kept?',
        answer:
          'Encrypted at rest and never shown again after you save it; only its last four characters are displayed.',
      },
    ],
    'Features & Functionality': [
      {
        question: 'Which exports are available?',
        answer: 'Reports can be printed or exported as PDF, PowerPoint and Excel.',
      },
      {
        question: 'Which plans include white-label and WhatsApp?',
        answer: featurePlans(pricing),
      },
      {
        question: 'Does it work without AI?',
        answer:
          'Yes. The statistical analysis (themes, keywords, sentiment, measures) always works; AI analysis uses your own OpenAI key when you add one.',
      },
    ],
    'Billing & Plans': [
      {
        question: 'What does a response cost?',
        answer: `After the free allowance, ${price} per response, paid with prepaid credits in packs from ${pricing.creditPacks[0]?.credits ?? 10} credits.`,
      },
      {
        question: 'Do credits expire?',
        answer: 'No. Credits never expire and work across all your SWOT analyses.',
      },
      {
        question: 'Do votes in a second round cost credits?',
        answer:
          'No. When your group rates its own themes in a second round, those ballots are not responses: they use no credits and do not count towards your allowance.',
      },
      {
        question: `Can the ${startingPlanName(pricing)} plan collect more than its allowance?`,
        answer: `Only with credits. After ${pricing.freeResponses} responses in total, SWOTs collect further answers with prepaid credits at ${price} each, or after an upgrade.`,
      },
      {
        question: 'How do I upgrade?',
        answer: `From the Settings page, with a one-time payment (${upgradePrices(pricing)}); the upgrade takes effect immediately after payment. There is no monthly fee.`,
      },
    ],
    'Support & Training': [
      {
        question: 'How fast does support answer?',
        answer: 'Within 24 hours on working days; paid plans get priority support.',
      },
      {
        question: 'Do you offer training?',
        answer: 'Yes: a guided first SWOT for your team. Ask us through the contact form.',
      },
    ],
  };
}
