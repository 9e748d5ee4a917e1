import type { StrategicGoal } from '@foursight/shared/contract/goals';
import { formatScheduleDate } from '@/lib/format';
import { formatGoalValue } from './goal-value';

const WIDTH = 240;
const HEIGHT = 48;

/**
 * The check-in history as a small line (values against the target), with
 * the same figures as a list for screen readers; a single check-in is a
 * sentence, since one point draws no line.
 */
export function CheckInChart({ goal }: { goal: StrategicGoal }) {
  const points = goal.checkIns;
  if (points.length === 0) return null;
  if (points.length === 1) {
    // One point is no line: a lone dot under a dashed target looked like an empty chart.
    const only = points[0]!;
    // The date is on the card already ("Last check-in ...").
    return (
      <p className="text-sm text-muted-foreground" data-testid="check-in-single">
        One check-in so far, at{' '}
        <span className="font-medium text-foreground">{formatGoalValue(only.value, goal.unit)}</span>. The trend line
        starts with the next one.
      </p>
    );
  }
  const top = Math.max(goal.targetValue, ...points.map((point) => point.value)) || 1;
  const x = (index: number) => (index / (points.length - 1)) * (WIDTH - 8) + 4;
  const y = (value: number) => HEIGHT - 4 - (value / top) * (HEIGHT - 8);
  const line = points.map((point, index) => `${x(index)},${y(point.value)}`).join(' ');
  return (
    <figure className="grid gap-1">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-12 w-full" aria-hidden="true" preserveAspectRatio="none">
        <line
          x1="0"
          x2={WIDTH}
          y1={y(goal.targetValue)}
          y2={y(goal.targetValue)}
          className="stroke-border"
          strokeDasharray="4 3"
        />
        <polyline
          points={line}
          fill="none"
          className="stroke-primary"
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
        {points.map((point, index) => (
          <circle key={point.id} cx={x(index)} cy={y(point.value)} r="3" className="fill-primary" />
        ))}
      </svg>
      <figcaption className="sr-only">
        Check-ins:{' '}
        {points
          .map((point) => `${formatScheduleDate(point.date)}: ${formatGoalValue(point.value, goal.unit)}`)
          .join('; ')}
        .
      </figcaption>
    </figure>
  );
}
