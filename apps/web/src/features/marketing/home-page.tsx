import { ArrowRight, BarChart3, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';
import { usePageMeta } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { HowItWorksSteps } from './how-it-works-steps';
import { SamplePreviewSection } from './sample-preview';
import { SAMPLE_PREVIEW } from './sample-preview-data';

const HIGHLIGHTS = [
  {
    icon: Users,
    title: 'Hear everyone',
    text: 'Invite people, departments or custom lists. They answer anonymously from any device.',
  },
  {
    icon: BarChart3,
    title: 'See the pattern',
    text: 'Keywords, themes and sentiment for every quadrant, computed the moment answers arrive.',
  },
  {
    icon: Sparkles,
    title: 'Act on it',
    text: 'AI summaries, recommendations and an action plan with your own AI key, plus goals you can track.',
  },
  {
    icon: ShieldCheck,
    title: 'Stay in control',
    text: 'Your data stays in your company account; answers carry no names, e-mails or addresses.',
  },
];

/**
 * The home page (spec part 1 §2.3): "Learn more" goes to /features, the call to action to /pricing. Below, the
 * product on a sample SWOT (when the build made its preview) and the steps from invitation to goals.
 */
export function HomePage() {
  usePageMeta(
    '',
    'Foursight runs SWOT analyses for organisations: anonymous input from your people, statistical and AI insight, goals and reports.',
  );
  return (
    <>
      <section className="bg-gradient-to-b from-secondary to-background px-4 py-20 sm:py-28">
        <div className="mx-auto max-w-4xl text-center">
          <p className="mb-4 inline-block rounded-full border bg-background px-3 py-1 text-sm text-muted-foreground">
            SWOT analysis for organisations
          </p>
          <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">
            Turn what your people know into a strategy you can act on
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
            Foursight collects strengths, weaknesses, opportunities and threats from your whole organisation,
            anonymously, and turns them into insight, goals and reports.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/pricing">
                See plans and pricing <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/features">Learn more</Link>
            </Button>
          </div>
        </div>
      </section>
      <section aria-labelledby="highlights-heading" className="px-4 py-16">
        <h2 id="highlights-heading" className="sr-only">
          What Foursight does
        </h2>
        <div className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-lg border bg-card p-6">
              <Icon className="mb-4 size-6 text-link" aria-hidden="true" />
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </div>
          ))}
        </div>
      </section>
      {SAMPLE_PREVIEW ? <SamplePreviewSection preview={SAMPLE_PREVIEW} /> : null}
      <HowItWorksSteps />
    </>
  );
}
