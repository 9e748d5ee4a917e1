import type { SwotDetail } from '@foursight/shared/contract/swots';
import { SWOT_AREAS, SWOT_CATEGORIES } from '@foursight/shared/domain/swots';
import { countOf } from '@foursight/shared/domain/plural';
import { formatScheduleDate } from '@/lib/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { QUADRANT_FILL } from '@/ui/quadrant-colours';

function Bar({ label, value, max, colour }: { label: string; value: number; max: number; colour: string }) {
  const width = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <div className="grid gap-1">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="font-medium">{value}</span>
      </div>
      <div className="h-2.5 rounded-full bg-muted" aria-hidden="true">
        <div className={`h-2.5 rounded-full ${colour}`} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}

/** Analytics (spec part 2 §9): per-category counts, progress against invitations, responses over time. */
export function SwotAnalytics({ swot }: { swot: SwotDetail }) {
  const { analytics } = swot;
  const maxCategory = Math.max(1, ...SWOT_CATEGORIES.map((category) => analytics.byCategory[category]));
  const maxDay = Math.max(1, ...analytics.overTime.map((day) => day.count));
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Responses per category</CardTitle>
          <CardDescription>How many answers wrote something in each area.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {SWOT_CATEGORIES.map((category) => (
            <Bar
              key={category}
              label={SWOT_AREAS[category].label}
              value={analytics.byCategory[category]}
              max={maxCategory}
              colour={QUADRANT_FILL[category]}
            />
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Participation</CardTitle>
          <CardDescription data-testid="participation-counts">
            {countOf(swot.responseCount, 'response', 'responses')}
            {swot.invitedCount > 0 ? ` from ${swot.invitedCount} invited` : ' through the shared link'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-1">
            <div className="flex justify-between text-sm">
              <span>Response progress</span>
              <span className="font-medium" data-testid="response-progress">
                {analytics.responseProgress}%
              </span>
            </div>
            <div
              className="h-2.5 rounded-full bg-muted"
              role="progressbar"
              aria-label="Response progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={analytics.responseProgress}
            >
              <div className="h-2.5 rounded-full bg-primary" style={{ width: `${analytics.responseProgress}%` }} />
            </div>
          </div>
        </CardContent>
      </Card>
      <Card className="md:col-span-2">
        <CardHeader>
          <CardTitle className="text-lg">Responses over time</CardTitle>
          <CardDescription>Per day, in the SWOT's timezone ({swot.timezone}).</CardDescription>
        </CardHeader>
        <CardContent>
          {analytics.overTime.length === 0 ? (
            <p className="text-sm text-muted-foreground">No responses yet.</p>
          ) : (
            <div className="grid gap-3">
              {analytics.overTime.map((day) => (
                <Bar
                  key={day.date}
                  label={formatScheduleDate(day.date)}
                  value={day.count}
                  max={maxDay}
                  colour="bg-primary"
                />
              ))}
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
