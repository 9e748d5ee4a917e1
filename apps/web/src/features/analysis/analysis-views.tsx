import type { Measure, SwotAnalysis } from '@foursight/shared/contract/analysis';
import type { SwotResponse } from '@foursight/shared/contract/swots';
import { SWOT_AREAS, SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';
import { Badge } from '@/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { InsightList } from './insight-list';
import { LowConfidenceNote } from '@/ui/low-confidence-note';
import { countOf } from '@foursight/shared/domain/plural';
import { QUADRANT_BORDER } from '@/ui/quadrant-colours';

type Views = { analysis: SwotAnalysis; responses: readonly SwotResponse[] };

const MEASURES: Record<SwotCategory, { label: string; pick: (analysis: SwotAnalysis) => Measure }> = {
  strengths: { label: 'Strategic value', pick: (a) => a.categoryAnalysis.strengths.strategicValue },
  weaknesses: { label: 'Impact', pick: (a) => a.categoryAnalysis.weaknesses.impact },
  opportunities: { label: 'Potential', pick: (a) => a.categoryAnalysis.opportunities.potential },
  threats: { label: 'Urgency', pick: (a) => a.categoryAnalysis.threats.urgency },
};

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function InsightsView({ analysis, responses }: Views) {
  return (
    <div className="grid gap-4">
      <Section title="Summary">
        <p>{analysis.summary}</p>
        <p className="mt-2 text-sm text-muted-foreground">
          Sentiment: <span className="font-medium capitalize text-foreground">{analysis.sentiment.label}</span> (
          {analysis.sentiment.score > 0 ? '+' : ''}
          {analysis.sentiment.score} on a scale of −10 to +10)
        </p>
        <LowConfidenceNote confidence={analysis.sentiment.confidence} />
      </Section>
      <Section title="Key insights">
        <InsightList
          items={analysis.keyInsights}
          responses={responses}
          empty="No insight is shared by enough answers yet."
        />
      </Section>
      <div className="grid gap-4 md:grid-cols-2">
        {SWOT_CATEGORIES.map((category) => {
          const measure = MEASURES[category].pick(analysis);
          const themes = analysis.categoryAnalysis[category].topThemes;
          return (
            <Card key={category} className={`border-l-4 ${QUADRANT_BORDER[category]}`}>
              <CardHeader>
                <CardTitle className="text-lg">{SWOT_AREAS[category].label}</CardTitle>
                <CardDescription>
                  {MEASURES[category].label}:{' '}
                  <span className="font-semibold text-foreground">{measure.score} / 10</span>{' '}
                  <Badge
                    variant={
                      measure.level === 'high' ? 'destructive' : measure.level === 'medium' ? 'warning' : 'secondary'
                    }
                  >
                    {measure.level}
                  </Badge>
                </CardDescription>
              </CardHeader>
              <CardContent className="grid gap-3 text-sm">
                <ul className="list-disc pl-5 text-muted-foreground">
                  {measure.evidence.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                {themes.length === 0 ? (
                  <p className="text-muted-foreground">No shared theme yet.</p>
                ) : (
                  <ul className="grid gap-2">
                    {themes.map((theme) => (
                      <li key={theme.label}>
                        <p className="font-medium">
                          {theme.label}{' '}
                          <span className="font-normal text-muted-foreground">
                            · {countOf(theme.mentions, 'mention', 'mentions')}
                          </span>
                        </p>
                        {theme.quotes.map((quote) => (
                          <blockquote key={quote.responseId} className="border-l-2 pl-2 text-muted-foreground">
                            “{quote.text}”
                          </blockquote>
                        ))}
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          );
        })}
      </div>
    </div>
  );
}

const TOWS = [
  ['so', 'SO: strengths × opportunities'],
  ['st', 'ST: strengths × threats'],
  ['wo', 'WO: weaknesses × opportunities'],
  ['wt', 'WT: weaknesses × threats'],
] as const;

export function RecommendationsView({ analysis, responses }: Views) {
  return (
    <div className="grid gap-4">
      <Section title="Strategic recommendations">
        <InsightList items={analysis.strategicRecommendations} responses={responses} empty="No recommendation yet." />
      </Section>
      <Section title="TOWS matrix" description="Strategies pairing the strongest internal and external themes.">
        <div className="grid gap-4 md:grid-cols-2">
          {TOWS.map(([key, label]) => (
            <div key={key}>
              <h3 className="mb-2 text-sm font-semibold">{label}</h3>
              <InsightList
                items={analysis.tows[key]}
                responses={responses}
                empty="Not enough themes on both sides yet."
              />
            </div>
          ))}
        </div>
      </Section>
      <div className="grid gap-4 md:grid-cols-2">
        {SWOT_CATEGORIES.map((category) => (
          <Card key={category} className={`border-l-4 ${QUADRANT_BORDER[category]}`}>
            <CardHeader>
              <CardTitle className="text-lg">{SWOT_AREAS[category].label}</CardTitle>
            </CardHeader>
            <CardContent>
              <InsightList
                items={analysis.categoryAnalysis[category].recommendations}
                responses={responses}
                empty="No recommendation for this area yet."
              />
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}

export function ActionPlanView({ analysis, responses }: Views) {
  const blocks = [
    ['Quick wins', '30 days', analysis.quickWins],
    ['Priority actions', '6-12 months', analysis.priorityActions],
    ['Immediate', '0-30 days', analysis.actionPlan.immediate],
    ['Short term', '1-6 months', analysis.actionPlan.shortTerm],
    ['Long term', '6+ months', analysis.actionPlan.longTerm],
  ] as const;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {blocks.map(([title, horizon, items]) => (
        <Section key={title} title={title} description={horizon}>
          <InsightList items={items} responses={responses} empty="Nothing for this horizon yet." />
        </Section>
      ))}
    </div>
  );
}

export function KeywordFocusView({ analysis }: { analysis: SwotAnalysis }) {
  const lists = [['overall', 'All areas'] as const, ...SWOT_CATEGORIES.map((c) => [c, SWOT_AREAS[c].label] as const)];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <p className="text-sm text-muted-foreground md:col-span-2">
        Keywords count one word or phrase as written. A theme in AI Insights also counts the responses that say the same
        thing in other words, so its count is usually higher.
      </p>
      {lists.map(([key, label]) => {
        const keywords = analysis.keywordAnalysis[key];
        const max = Math.max(1, ...keywords.map((keyword) => keyword.count));
        return (
          <Section
            key={key}
            title={label}
            description="Most frequent words and phrases; a phrase written twice counts once. Words used in three areas or more are under All areas only."
          >
            {keywords.length === 0 ? (
              <p className="text-sm text-muted-foreground">No keywords yet.</p>
            ) : (
              <table className="w-full text-sm">
                <caption className="sr-only">Keywords in {label} with their counts</caption>
                <tbody>
                  {keywords.map((keyword) => (
                    <tr key={keyword.word}>
                      <th scope="row" className="w-1/3 py-1 text-left font-normal">
                        {keyword.word}
                      </th>
                      <td className="py-1">
                        <div
                          className="h-2 rounded-full bg-primary"
                          style={{ width: `${(keyword.count / max) * 100}%` }}
                          aria-hidden="true"
                        />
                      </td>
                      <td className="w-10 py-1 text-right font-medium">{keyword.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Section>
        );
      })}
    </div>
  );
}
