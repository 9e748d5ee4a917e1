import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { ReminderDaysField } from './reminder-days-field';
import { Switch } from '@/ui/switch';

/** The shared link's switches (every invited person has a personal link regardless). */
export interface LinkOptions {
  sharedLink: boolean;
  allowRepeatAnswers: boolean;
}

interface LinkOptionsCardProps {
  value: LinkOptions;
  onChange: (value: LinkOptions) => void;
  reminderDays: number[];
  onReminderDaysChange: (days: number[]) => void;
}

/** Create SWOT's "Links" card: the shared link, repeat answers through it, and reminder days. */
export function LinkOptionsCard({ value, onChange, reminderDays, onReminderDaysChange }: LinkOptionsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Links</CardTitle>
        <CardDescription>
          Every invited person gets a personal link that takes one answer. Answers stay anonymous either way.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <label className="flex items-start gap-3 text-sm">
          <Switch
            name="sharedLink"
            className="mt-0.5"
            checked={value.sharedLink}
            onCheckedChange={(sharedLink) => onChange({ ...value, sharedLink })}
          />
          <span>
            <span className="font-medium">Shared link</span>
            <span className="block text-muted-foreground">
              One link anyone can use, for people outside your directory.
            </span>
          </span>
        </label>
        <label className="flex items-start gap-3 text-sm">
          <Switch
            name="allowRepeatAnswers"
            className="mt-0.5"
            checked={value.allowRepeatAnswers}
            disabled={!value.sharedLink}
            onCheckedChange={(allowRepeatAnswers) => onChange({ ...value, allowRepeatAnswers })}
          />
          <span>
            <span className="font-medium">Allow a second answer from one device</span>
            <span className="block text-muted-foreground">
              Off: a browser that answered through the shared link is told it already has (useful on a shared workshop
              screen when on).
            </span>
          </span>
        </label>
        <ReminderDaysField value={reminderDays} onChange={onReminderDaysChange} />
      </CardContent>
    </Card>
  );
}
