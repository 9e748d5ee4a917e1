import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Circle, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { dashboardRoutes, GETTING_STARTED_STEPS, type GettingStartedStep } from '@foursight/shared/contract/dashboard';
import { swotRoutes } from '@foursight/shared/contract/swots';
import { ApiError, api } from '@/lib/api-client';
import { browserStorage } from '@/lib/browser-storage';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { toast } from '@/ui/toast-store';
import { dashboardKeys } from './use-dashboard';

const STEP_TEXT: Record<GettingStartedStep, { title: string; detail: string; to: string; action: string }> = {
  branding: {
    title: 'Make it yours',
    detail: 'Your logo and colours on every screen, e-mail and participation page.',
    to: '/settings',
    action: 'Open Settings',
  },
  directory: {
    title: 'Add your people',
    detail: 'Upload a CSV or add people one by one, with their departments.',
    to: '/manage-users',
    action: 'Open Manage Users',
  },
  firstSwot: {
    title: 'Create your first SWOT',
    detail: 'A title, a schedule in your timezone, and who to invite.',
    to: '/create-swot',
    action: 'Create a SWOT',
  },
  linkShared: {
    title: 'Share the link',
    detail: 'Invite people by e-mail, or send the anonymous link yourself.',
    to: '/swot-management',
    action: 'Open SWOT Management',
  },
  insight: {
    title: 'Read the insight',
    detail: 'Themes with the answers behind them, TOWS, actions and a report, once answers arrive.',
    to: '/swot-management',
    action: 'Open SWOT Management',
  },
};

const HIDDEN_KEY = 'foursight.gettingStarted.hidden';

/**
 * The dashboard's checklist for a new company. Each step ticks itself from
 * what the company has done (the server reads it); the card leaves once every
 * step is done, or when the person hides it (in this browser).
 */
export function GettingStartedCard() {
  const [hidden, setHidden] = useState(() => browserStorage()?.getItem(HIDDEN_KEY) === '1');
  const progress = useQuery({
    queryKey: [...dashboardKeys.all, 'getting-started'],
    queryFn: () => api(dashboardRoutes.getGettingStarted),
    enabled: !hidden,
  });
  if (hidden || !progress.data) return null;
  const { steps } = progress.data;
  const done = GETTING_STARTED_STEPS.filter((step) => steps[step]).length;
  if (done === GETTING_STARTED_STEPS.length) return null;

  return (
    <section aria-labelledby="getting-started-title">
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 space-y-0">
          <div className="grid gap-1">
            <CardTitle id="getting-started-title">Get started</CardTitle>
            <CardDescription>
              {done} of {GETTING_STARTED_STEPS.length} done. Each step ticks itself as you go.
            </CardDescription>
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              browserStorage()?.setItem(HIDDEN_KEY, '1');
              setHidden(true);
            }}
          >
            Hide checklist
          </Button>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3">
            {GETTING_STARTED_STEPS.map((step) => {
              const text = STEP_TEXT[step];
              const isDone = steps[step];
              return (
                <li key={step} className="flex gap-3" data-step={step} data-done={isDone}>
                  {isDone ? (
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                  ) : (
                    <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                  )}
                  <div className="grid min-w-0 gap-0.5">
                    <p className={isDone ? 'font-medium text-muted-foreground line-through' : 'font-medium'}>
                      <span className="sr-only">{isDone ? 'Done: ' : 'To do: '}</span>
                      {text.title}
                    </p>
                    {isDone ? null : (
                      <>
                        <p className="text-sm text-muted-foreground">{text.detail}</p>
                        <Link
                          to={text.to}
                          className="w-fit text-sm font-medium text-link underline-offset-4 hover:underline"
                        >
                          {text.action}
                        </Link>
                      </>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
          <SampleSwotOffer sampleSwotId={progress.data.sampleSwotId ?? null} />
        </CardContent>
      </Card>
    </section>
  );
}

/**
 * "Explore a sample SWOT": a finished one made from invented answers (analysed, with goals and a report),
 * made on the first click and opened on later ones. It takes a few seconds: the analysis runs before the
 * answer comes back, so the page it opens is finished.
 */
function SampleSwotOffer({ sampleSwotId }: { sampleSwotId: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const explore = useMutation({
    mutationFn: () => api(swotRoutes.createSampleSwot),
    onSuccess: async ({ swot }) => {
      await queryClient.invalidateQueries();
      await navigate(`/swot/${swot.id}`);
    },
    onError: (error) =>
      toast({
        title: 'Could not open the sample SWOT',
        description: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Please try again.',
        variant: 'destructive',
      }),
  });
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 border-t pt-4">
      <p className="min-w-0 flex-1 basis-60 text-sm text-muted-foreground">
        Not ready to invite anyone? See what a finished SWOT looks like: 40 invented answers, analysed into themes, with
        goals and a report. It is not counted in your usage.
      </p>
      {sampleSwotId ? (
        <Button variant="outline" asChild>
          <Link to={`/swot/${sampleSwotId}`}>
            <Sparkles aria-hidden="true" /> Open the sample SWOT
          </Link>
        </Button>
      ) : (
        <Button variant="outline" disabled={explore.isPending} onClick={() => explore.mutate()}>
          <Sparkles aria-hidden="true" /> {explore.isPending ? 'Preparing the sample…' : 'Explore a sample SWOT'}
        </Button>
      )}
    </div>
  );
}
