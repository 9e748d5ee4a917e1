import { useState, type FormEvent } from 'react';
import { CheckInInputSchema, type StrategicGoal } from '@foursight/shared/contract/goals';
import { fieldErrorsFromIssues, type FieldErrors } from '@foursight/shared/errors';
import { ApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/toast-store';
import { useCheckIn } from './use-goals';
import { formatGoalValue } from './goal-value';

const today = () => new Date().toISOString().slice(0, 10);

/** Records where a goal stands: a value, a note and the day it was measured. */
export function CheckInDialog({
  goal,
  open,
  onOpenChange,
}: {
  goal: StrategicGoal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [fields, setFields] = useState({ value: String(goal.currentValue), note: '', date: today() });
  const [errors, setErrors] = useState<FieldErrors>({});
  const checkIn = useCheckIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CheckInInputSchema.safeParse({ ...fields, value: fields.value === '' ? NaN : Number(fields.value) });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    checkIn.mutate(
      { id: goal.id, body: parsed.data },
      {
        onSuccess: () => {
          toast({
            title: 'Check-in Recorded',
            description: `${goal.title}: ${formatGoalValue(parsed.data.value, goal.unit)}`,
          });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: 'Failed to record check-in',
            description: error instanceof ApiError ? (error.serverMessage ?? 'Please try again.') : 'Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setFields({ value: String(goal.currentValue), note: '', date: today() });
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record Check-in</DialogTitle>
          <DialogDescription>
            {goal.title}: target {formatGoalValue(goal.targetValue, goal.unit)}.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={`Value (${goal.unit})`} error={errors.value} name="value">
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  min={0}
                  step="any"
                  inputMode="decimal"
                  value={fields.value}
                  onChange={(event) => setFields((current) => ({ ...current, value: event.target.value }))}
                />
              )}
            </FormField>
            <FormField label="Date" error={errors.date} name="date">
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={fields.date}
                  onChange={(event) => setFields((current) => ({ ...current, date: event.target.value }))}
                />
              )}
            </FormField>
          </div>
          <FormField label="Note" error={errors.note} name="note">
            {(control) => (
              <Textarea
                {...control}
                rows={2}
                value={fields.note}
                onChange={(event) => setFields((current) => ({ ...current, note: event.target.value }))}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={checkIn.isPending}>
              {checkIn.isPending ? 'Saving...' : 'Record Check-in'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
