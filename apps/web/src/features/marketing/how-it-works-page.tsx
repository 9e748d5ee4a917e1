import { Link } from 'react-router';
import { Button } from '@/ui/button';
import { MarketingPage } from './marketing-page';

const STEPS = [
  {
    title: 'Set up your organisation',
    text: 'Sign up in under five minutes, add your people by hand or from a CSV file, and group them into departments and lists.',
  },
  {
    title: 'Create a SWOT session',
    text: 'Give it a title, a start and an end in your timezone, choose who to invite and the e-mail they receive.',
  },
  {
    title: 'Collect anonymous answers',
    text: 'Everyone gets the same public link. They write strengths, weaknesses, opportunities and threats on any device; no account needed.',
  },
  {
    title: 'Read the insight',
    text: 'Themes, keywords and sentiment appear as answers arrive. With your AI key, a summary, recommendations and an action plan follow.',
  },
  {
    title: 'Act and follow up',
    text: 'Set strategic goals, share the report, and run the next SWOT to compare what changed.',
  },
];

export function HowItWorksPage() {
  return (
    <MarketingPage
      title="How it works"
      description="Five steps from sign-up to action plan: set up your organisation, create a SWOT, collect anonymous answers, read the insight, act."
      lead="Five steps from sign-up to an action plan your whole organisation helped write."
    >
      <ol className="grid gap-6">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div>
              <h2 className="text-lg font-semibold">{step.title}</h2>
              <p className="mt-1 text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-10 text-center">
        <Button asChild size="lg">
          <Link to="/register">Start Free Trial</Link>
        </Button>
      </div>
    </MarketingPage>
  );
}
