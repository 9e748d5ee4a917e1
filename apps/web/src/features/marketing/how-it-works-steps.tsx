import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

const STEPS = [
  {
    title: 'Invite your people',
    text: 'Choose people, departments or lists and send each an invitation, or share one link.',
  },
  {
    title: 'They answer anonymously',
    text: 'Strengths, weaknesses, opportunities and threats, from any device. Answers carry no names.',
  },
  {
    title: 'Foursight finds the themes',
    text: 'Answers that say the same thing in other words are grouped and counted, with quotes, sentiment and TOWS strategies.',
  },
  {
    title: 'Agree goals and share the report',
    text: 'Turn the leading themes into goals measured at the next SWOT, and share the report with your team.',
  },
];

/** The home page's four steps; the How it works page tells them at length. */
export function HowItWorksSteps() {
  return (
    <section aria-labelledby="how-it-works-heading" className="px-4 py-16">
      <div className="mx-auto grid max-w-6xl gap-8">
        <h2 id="how-it-works-heading" className="text-center text-3xl font-bold tracking-tight">
          How it works
        </h2>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex min-w-0 gap-4">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="text-center">
          <Link
            to="/how-it-works"
            className="inline-flex items-center gap-1 font-medium text-link underline-offset-4 hover:underline"
          >
            More on how it works <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </p>
      </div>
    </section>
  );
}
