import type { GoalPriority } from '@foursight/shared/domain/goals';
import type { SamplePreview } from '@foursight/shared/domain/sample-preview';
import { SWOT_AREAS } from '@foursight/shared/domain/swots';
import { Badge } from '@/ui/badge';
import { PreviewScreen } from './preview-screen';

/** As the goals screen marks them: the word says the priority, the colour only repeats it. */
const PRIORITY: Record<GoalPriority, 'destructive' | 'warning' | 'secondary'> = {
  High: 'destructive',
  Medium: 'warning',
  Low: 'secondary',
};

/** The goals proposed from the sample's themes, each with the measure it is checked by at the next SWOT. */
export function SampleGoalsCard({ preview }: { preview: SamplePreview }) {
  return (
    <PreviewScreen id="sample-goals" title="Strategic goals" place="Goals">
      <ul className="grid gap-3">
        {preview.goals.map((goal) => (
          <li key={goal.title} className="grid min-w-0 gap-2 rounded-lg border bg-card p-4 text-sm">
            <div className="flex flex-wrap gap-2">
              <Badge variant={PRIORITY[goal.priority]}>{goal.priority} priority</Badge>
              <Badge variant="outline">{goal.category}</Badge>
            </div>
            <h4 className="text-base font-semibold [overflow-wrap:anywhere]">{goal.title}</h4>
            <p className="text-muted-foreground [overflow-wrap:anywhere]">
              From {SWOT_AREAS[goal.quadrant].label.toLowerCase()}: “{goal.theme}”
            </p>
            <p className="[overflow-wrap:anywhere]">
              <span className="font-medium">Measure:</span> {goal.measure} at the next SWOT
            </p>
          </li>
        ))}
      </ul>
    </PreviewScreen>
  );
}
