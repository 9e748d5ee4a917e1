import { AlertTriangle, Inbox, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SwotAnalysis } from '@foursight/shared/contract/analysis';
import type { SwotDetail } from '@foursight/shared/contract/swots';
import { ApiError } from '@/lib/api-client';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { AiRunControl } from './ai-run';
import { ActionPlanView, InsightsView, KeywordFocusView, RecommendationsView } from './analysis-views';
import { useAiAnalysis } from './use-analysis';

export const ANALYSIS_TABS = [
  { value: 'ai-insights', label: 'AI Insights' },
  { value: 'ai-recommendations', label: 'AI Recommendations' },
  { value: 'action-plan', label: 'Action Plan' },
  { value: 'keyword-focus', label: 'Keyword Focus' },
] as const;
export type AnalysisTab = (typeof ANALYSIS_TABS)[number]['value'];

/**
 * Why the analysis could not be read. A missing AI key is not among these:
 * the server then serves the statistical analysis with the spec's "AI
 * Analysis Unavailable" reason (shown by AnalysisHeader). A failed read says
 * what failed, whether or not the company uses AI at all.
 */
function describeFailure(error: Error): { title: string; detail: string } {
  if (!(error instanceof ApiError)) {
    return {
      title: 'Could not reach the server',
      detail: 'The analysis could not be loaded. Check your connection and try again.',
    };
  }
  if (error.status === 404) {
    return { title: 'SWOT Analysis Not Found', detail: 'It does not exist in your account.' };
  }
  if (error.status === 503 || error.status === 429) {
    return {
      title: 'The service is busy',
      detail: error.serverMessage ?? 'The analysis could not be loaded right now. Try again in a few seconds.',
    };
  }
  return {
    title: 'The analysis could not be loaded',
    detail: `The server could not answer (error ${error.status}). Try again in a moment.`,
  };
}

/**
 * One AI tab of the SWOT detail, in the states of spec part 2 §4: empty
 * without responses, loading while responses exist but no analysis, and
 * unavailable when it cannot be had.
 */
export function AnalysisPanel({ swot, tab }: { swot: SwotDetail; tab: AnalysisTab }) {
  const query = useAiAnalysis(swot.id, swot.responseCount);

  if (query.isError) {
    const failure = describeFailure(query.error);
    return (
      <div role="alert" className="flex flex-col items-center gap-2 rounded-md border border-dashed p-8 text-center">
        <AlertTriangle className="size-8 text-warning" aria-hidden="true" />
        <p className="font-medium">{failure.title}</p>
        <p className="text-sm text-muted-foreground">{failure.detail}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const data = query.data;
  if (!data || (data.state === 'pending' && swot.responseCount > 0)) {
    return (
      <div role="status" className="flex flex-col items-center gap-2 rounded-md border border-dashed p-8 text-center">
        <Loader2 className="size-8 animate-spin text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">Generating analysis...</p>
        <p className="text-sm text-muted-foreground">This can take up to 30 seconds.</p>
      </div>
    );
  }
  if (data.state === 'empty' || !data.analysis) {
    return (
      <EmptyState icon={Inbox} title="No responses yet">
        The analysis appears here once participants answer. Share the participation link to collect responses.
      </EmptyState>
    );
  }
  const analysis = data.analysis;
  return (
    <div className="grid gap-4">
      <AnalysisHeader
        analysis={analysis}
        reason={data.aiUnavailableReason}
        behind={data.responseCount - analysis.responseCount}
      />
      <AiRunControl
        swotId={swot.id}
        responseCount={swot.responseCount}
        timeZone={swot.timezone}
        lastRun={analysis.ai}
      />
      {renderTab(tab, analysis, swot)}
    </div>
  );
}

function renderTab(tab: AnalysisTab, analysis: SwotAnalysis, swot: SwotDetail): ReactNode {
  switch (tab) {
    case 'ai-insights':
      return <InsightsView analysis={analysis} responses={swot.responses} />;
    case 'ai-recommendations':
      return <RecommendationsView analysis={analysis} responses={swot.responses} />;
    case 'action-plan':
      return <ActionPlanView analysis={analysis} responses={swot.responses} />;
    case 'keyword-focus':
      return <KeywordFocusView analysis={analysis} />;
  }
}

function AnalysisHeader({
  analysis,
  reason,
  behind,
}: {
  analysis: SwotAnalysis;
  reason: string | null;
  behind: number;
}) {
  return (
    <div className="grid gap-2">
      {reason ? (
        <div role="alert" className="flex gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
          <p>{reason}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge variant={analysis.source === 'ai' ? 'default' : 'secondary'}>
          {analysis.source === 'ai' ? 'AI analysis' : 'Statistical analysis'}
        </Badge>
        <span>
          Covers {analysis.responseCount} response{analysis.responseCount === 1 ? '' : 's'}
          {behind > 0 ? `; updating for ${behind} new` : ''}.
        </span>
      </div>
    </div>
  );
}
