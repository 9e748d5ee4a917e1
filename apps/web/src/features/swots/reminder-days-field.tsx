import { DEFAULT_REMINDER_DAYS } from '@foursight/shared/contract/swots';

const CHOICES = [7, 3, 1] as const;

/** The reminders to those who have not answered, as days before the end; 3 and 1 days unless changed. */
export function ReminderDaysField({
  value,
  onChange,
}: {
  value: readonly number[];
  onChange: (days: number[]) => void;
}) {
  return (
    <fieldset className="grid gap-2 text-sm">
      <legend className="font-medium">Remind those who have not answered</legend>
      <p className="text-muted-foreground">
        Reminders go only to invited people who have not answered, at the end time in the SWOT’s timezone.
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {CHOICES.map((days) => (
          <label key={days} className="flex items-center gap-2">
            <input
              type="checkbox"
              name="reminderDays"
              value={days}
              className="size-5 shrink-0 accent-primary"
              checked={value.includes(days)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...value, days].sort((a, b) => b - a)
                    : value.filter((chosen) => chosen !== days),
                )
              }
            />
            {days === 1 ? '1 day before the end' : `${days} days before the end`}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export const INITIAL_REMINDER_DAYS: number[] = [...DEFAULT_REMINDER_DAYS];
