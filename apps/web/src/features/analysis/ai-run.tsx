import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import {
  analysisRoutes,
  type AiRun,
  type AiRunStatus,
  type RunAiAnalysisResponse,
} from '@foursight/shared/contract/analysis';
import { api, ApiError } from '@/lib/api-client';
import { useCan } from '@/lib/session-role';
import { Button } from '@/ui/button';
import { analysisKeys } from './use-analysis';

/** What a run's status means, in words that finish "…: " after the time. */
const STATUS_WORDS: Record<AiRunStatus, string> = {
  ok: 'the AI service answered; its insights are shown',
  no_key: 'no usable OpenAI API key is saved in Settings',
  unreachable: 'the AI service could not be reached, did not answer in time or failed',
  key_refused: 'the AI service refused the saved API key',
  over_quota: "the key's quota or rate limit was reached",
  request_refused: 'the AI service refused the request',
  unusable: 'the AI service answered with something that could not be used',
};

/** "28 Nov 2026, 14:05 (Asia/Kolkata)": in the SWOT's own zone when it has one, else the viewer's. */
export function formatRunTime(iso: string, timeZone: string | undefined): string {
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  };
  try {
    const text = new Date(iso).toLocaleString('en-GB', timeZone ? { ...options, timeZone } : options);
    return timeZone ? `${text} (${timeZone})` : text;
  } catch {
    // A zone this browser does not know: the viewer's own, unlabelled.
    return new Date(iso).toLocaleString('en-GB', options);
  }
}

function describeRun(run: AiRun, timeZone: string | undefined): string {
  const fallback = run.status === 'ok' ? '' : ' The statistical analysis is shown.';
  return `AI analysis ran at ${formatRunTime(run.at, timeZone)}: ${STATUS_WORDS[run.status]}.${fallback}`;
}

function describeError(error: Error): string {
  if (!(error instanceof ApiError)) return 'Could not reach the server. Check your connection and try again.';
  return error.serverMessage ?? `The AI analysis could not be run (error ${error.status}). Try again in a moment.`;
}

/**
 * POST …/ai-analysis/run: asks the AI again over a fresh statistical analysis. The answer carries the
 * analysis as it now stands (put in the analysis query, so every tab shows it at once) and the run.
 */
function useRunAiAnalysis(swotId: string, responseCount: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(analysisRoutes.runAiAnalysis, { params: { id: swotId } }),
    onSuccess: ({ run: _run, ...analysis }: RunAiAnalysisResponse) => {
      queryClient.setQueryData(analysisKeys.swot(swotId, responseCount), analysis);
    },
  });
}

/**
 * When the AI last ran for this analysis and what came of it (absent when it was not asked), and, for
 * editors and owners, "Run AI analysis again" with its outcome announced politely. The analysis on screen
 * stays while it runs, and the statistical analysis stays whatever the AI's outcome.
 */
export function AiRunControl({
  swotId,
  responseCount,
  timeZone,
  lastRun,
}: {
  swotId: string;
  responseCount: number;
  timeZone: string | undefined;
  lastRun: AiRun | undefined;
}) {
  const canRun = useCan('editor');
  const run = useRunAiAnalysis(swotId, responseCount);
  const [announcement, setAnnouncement] = useState('');

  const start = () => {
    setAnnouncement('Running the AI analysis. This can take up to a minute.');
    run.mutate(undefined, {
      onSuccess: (answer) => setAnnouncement(describeRun(answer.run, timeZone)),
      onError: (error) => setAnnouncement(describeError(error)),
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
      {lastRun ? (
        <span>
          Last AI run: {formatRunTime(lastRun.at, timeZone)}, {STATUS_WORDS[lastRun.status]}.
        </span>
      ) : null}
      {canRun ? (
        <Button variant="outline" size="sm" onClick={start} disabled={run.isPending} aria-busy={run.isPending}>
          {run.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
          {run.isPending ? 'Running AI analysis...' : lastRun ? 'Run AI analysis again' : 'Run AI analysis'}
        </Button>
      ) : null}
      <p role="status" aria-live="polite" className="basis-full empty:hidden">
        {announcement}
      </p>
    </div>
  );
}
