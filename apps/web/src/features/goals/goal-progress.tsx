import type { StrategicGoal } from '@foursight/shared/contract/goals';
import { formatGoalAmount } from './goal-value';

/**
 * Current against target with a bar, and the percent complete to one decimal (spec part 2 Strategic
 * goals). A generated goal says its measure in answers: "7 of 16 answers → at most 2 of 16".
 */
export function GoalProgress({ goal }: { goal: StrategicGoal }) {
  const amount = goal.measure?.sentence ?? formatGoalAmount(goal.currentValue, goal.targetValue, goal.unit);
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap justify-between gap-x-2 text-sm">
        <span className="text-muted-foreground">{amount}</span>
        <span className="font-medium">{goal.progress.toFixed(1)}%</span>
      </div>
      <div
        className="h-2 rounded-full bg-muted"
        role="progressbar"
        aria-label={`${goal.title}: progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={goal.progress}
        aria-valuetext={`${goal.progress.toFixed(1)}% (${amount})`}
      >
        <div className="h-2 rounded-full bg-primary" style={{ width: `${goal.progress}%` }} />
      </div>
    </div>
  );
}
