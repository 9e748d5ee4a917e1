import { Brain, Compass, Lightbulb, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardComprehensive, RecentAnalysis } from '@foursight/shared/contract/dashboard';
import { SWOT_AREAS, SWOT_CATEGORIES } from '@foursight/shared/domain/swots';
import { formatDate } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { SampleBadge } from '@/ui/sample-badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { ProgressBar } from './progress-bar';
import { countOf } from '@foursight/shared/domain/plural';
import { QUADRANT_FILL } from '@/ui/quadrant-colours';

type Data = DashboardComprehensive;

function Panel({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-3">{children}</CardContent>
    </Card>
  );
}

function NoData() {
  return <p className="text-sm text-muted-foreground">No Data Available</p>;
}

export function ResponseDistribution({ data }: { data: Data }) {
  const { distribution, totalResponses } = data.responseDistribution;
  const max = Math.max(1, ...SWOT_CATEGORIES.map((category) => distribution[category]));
  return (
    <Panel title="Response Distribution" description={`Answers per area over ${totalResponses} analysed responses.`}>
      {totalResponses === 0 ? (
        <NoData />
      ) : (
        SWOT_CATEGORIES.map((category, index) => (
          <ProgressBar
            key={category}
            index={index}
            label={SWOT_AREAS[category].label}
            value={(distribution[category] / max) * 100}
            display={String(distribution[category])}
            barClassName={QUADRANT_FILL[category]}
          />
        ))
      )}
    </Panel>
  );
}

/** Engagement colours (spec part 2 §4): 80 or more green, 60 or more blue, otherwise orange. */
export function engagementColour(rate: number): string {
  return rate >= 80 ? 'bg-green-600' : rate >= 60 ? 'bg-blue-600' : 'bg-orange-500';
}

export function TeamEngagement({ data }: { data: Data }) {
  const { responseRate, totalResponses, engagementLevel, trend } = data.teamEngagement;
  return (
    <Panel title="Team Engagement">
      <ProgressBar label="Participation rate" value={responseRate} barClassName={engagementColour(responseRate)} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Responses</dt>
          <dd className="text-lg font-semibold">{totalResponses}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Engagement</dt>
          {/* Without a single answer there is no engagement to judge: "Low" read as a verdict on a new account. */}
          <dd className="text-lg font-semibold capitalize">{totalResponses > 0 ? engagementLevel : 'Not yet'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Trend</dt>
          <dd className="text-lg font-semibold capitalize">{totalResponses > 0 ? trend : '—'}</dd>
        </div>
      </dl>
    </Panel>
  );
}

export function AiAnalysisCard({ data }: { data: Data }) {
  const { summary, sentiment, keyFindings, recommendations, aiUsed, swotTitle } = data.aiAnalysis;
  const source = aiUsed ? 'the AI analysis' : 'the statistical analysis';
  return (
    <Panel
      title="AI Analysis"
      description={swotTitle ? `From ${source} of “${swotTitle}”, your latest analysed SWOT.` : `From ${source}.`}
    >
      <p className="text-sm">{summary}</p>
      <p className="text-sm text-muted-foreground">
        Sentiment across your SWOTs: <span className="font-medium capitalize text-foreground">{sentiment.label}</span> (
        {sentiment.score > 0 ? '+' : ''}
        {sentiment.score})
      </p>
      {keyFindings.length > 0 ? (
        <div>
          <h3 className="mb-1 text-sm font-semibold">Key findings</h3>
          <ul className="list-disc pl-5 text-sm">
            {keyFindings.map((finding) => (
              <li key={finding}>{finding}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {recommendations.length > 0 ? (
        <div>
          <h3 className="mb-1 text-sm font-semibold">Recommendations</h3>
          <ul className="list-disc pl-5 text-sm">
            {recommendations.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  );
}

export function FocusAreas({ data }: { data: Data }) {
  const focus = data.focusAreas;
  return (
    <Panel
      title="Strategic Focus Areas"
      description={focus.primaryFocus ? `Primary focus: ${focus.primaryFocus}` : 'Themes raised across your SWOTs.'}
    >
      {focus.topAreas.length === 0 ? (
        <EmptyState icon={Compass} title="No Strategic Data">
          Themes appear once your SWOTs have responses.
        </EmptyState>
      ) : (
        <>
          {focus.topAreas.map((area, index) => (
            <div key={`${area.category}-${area.area}`} className="grid gap-1">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium">{area.area}</span>
                <Badge variant="outline">{SWOT_AREAS[area.category].label}</Badge>
                <Badge
                  variant={
                    area.priority === 'high' ? 'destructive' : area.priority === 'medium' ? 'warning' : 'secondary'
                  }
                >
                  {area.priority} priority
                </Badge>
              </div>
              <ProgressBar
                index={index}
                label={countOf(area.mentions, 'mention', 'mentions')}
                value={area.coverage}
                display={`${area.coverage}% of responses`}
                barClassName={QUADRANT_FILL[area.category]}
              />
            </div>
          ))}
          <div className="grid gap-2 sm:grid-cols-2">
            {SWOT_CATEGORIES.map((category) => (
              <div key={category} className="text-sm">
                <h3 className="font-semibold">{SWOT_AREAS[category].label}</h3>
                <p className="text-muted-foreground">
                  {focus.categoryKeywords[category].join(', ') || 'No keywords yet'}
                </p>
              </div>
            ))}
          </div>
        </>
      )}
    </Panel>
  );
}

export function AnalyticsOverview({ data }: { data: Data }) {
  const overview = data.analyticsOverview;
  return (
    <Panel title="Analytics Overview">
      <ProgressBar label="Success rate (SWOTs with responses)" value={overview.successRate} />
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Total SWOTs</dt>
          <dd className="text-lg font-semibold">{overview.totalSWOTs}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Active SWOTs</dt>
          <dd className="text-lg font-semibold">{overview.activeSWOTs}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" asChild>
          <Link to="/swot-management">SWOT Management</Link>
        </Button>
        <Button variant="outline" size="sm" asChild>
          <Link to="/reports">Reports</Link>
        </Button>
      </div>
    </Panel>
  );
}

export function StrategicInsightsCard({ data }: { data: Data }) {
  const insights = data.strategicInsights;
  if (insights.keyInsights.length === 0) {
    return (
      <Panel title="AI Strategic Insights">
        <EmptyState icon={Brain} title="No Strategic Data">
          Insights appear once your SWOTs have been analysed.
        </EmptyState>
      </Panel>
    );
  }
  return (
    <Panel title="AI Strategic Insights" description={insights.overview}>
      <ul className="grid gap-2 text-sm">
        {insights.keyInsights.map((item) => (
          <li key={item} className="flex gap-2">
            <Lightbulb className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
      {insights.criticalActions.length > 0 ? (
        <div>
          <h3 className="mb-1 text-sm font-semibold">Critical actions</h3>
          <ul className="grid gap-2 text-sm">
            {insights.criticalActions.map((item) => (
              <li key={item} className="flex gap-2">
                <Target className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  );
}

export function GoalsProgress() {
  return (
    <Panel title="Strategic Goals">
      <EmptyState icon={Target} title="No strategic goals yet">
        Goals you set from your analyses will show their progress here.
      </EmptyState>
    </Panel>
  );
}

export function RecentActivity({ analyses }: { analyses: RecentAnalysis[] | undefined }) {
  return (
    <Panel title="Recent Activity">
      {!analyses ? (
        <p className="text-sm text-muted-foreground">Loading...</p>
      ) : analyses.length === 0 ? (
        <p className="text-sm text-muted-foreground">No SWOTs yet.</p>
      ) : (
        <ul className="divide-y">
          {analyses.map((swot) => (
            <li key={swot.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <div>
                <Link to={`/swot/${swot.id}`} className="font-medium hover:underline">
                  {swot.title}
                </Link>
                <p className="text-muted-foreground">
                  {formatDate(swot.createdAt, swot.timezone)} · {countOf(swot.responseCount, 'response', 'responses')}
                </p>
              </div>
              <span className="flex shrink-0 flex-wrap justify-end gap-1">
                {swot.sample ? <SampleBadge /> : null}
                <Badge variant={swot.badge === 'Active' ? 'success' : 'secondary'}>{swot.badge}</Badge>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
