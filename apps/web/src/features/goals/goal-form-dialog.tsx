import { useState, type FormEvent, type ReactNode } from 'react';
import { GoalInputSchema, type StrategicGoal } from '@foursight/shared/contract/goals';
import { fieldErrorsFromIssues, type FieldErrors } from '@foursight/shared/errors';
import { GOAL_CATEGORIES, GOAL_PRIORITIES, GOAL_STATUSES } from '@foursight/shared/domain/goals';
import { ApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { NativeSelect } from '@/ui/native-select';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/toast-store';
import { useCreateGoal, useUpdateGoal } from './use-goals';

const AUTOMATIC = 'automatic';

function initialFields(goal: StrategicGoal | undefined) {
  const inNinetyDays = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  return {
    title: goal?.title ?? '',
    description: goal?.description ?? '',
    category: goal?.category ?? 'Operations',
    priority: goal?.priority ?? 'Medium',
    currentValue: String(goal?.currentValue ?? 0),
    targetValue: String(goal?.targetValue ?? 100),
    unit: goal?.unit ?? '%',
    deadline: goal?.deadline ?? inNinetyDays,
    status: goal?.statusSetByHand ? goal.status : AUTOMATIC,
  };
}

/** Create a goal, or edit one (then a status can be set by hand, or left to be computed). */
export function GoalFormDialog({
  goal,
  open,
  onOpenChange,
}: {
  goal?: StrategicGoal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [fields, setFields] = useState(() => initialFields(goal));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = GoalInputSchema.safeParse({
      ...fields,
      currentValue: Number(fields.currentValue),
      targetValue: Number(fields.targetValue),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    const done = () => {
      toast({ title: goal ? 'Goal Updated' : 'Goal Created', description: parsed.data.title });
      onOpenChange(false);
    };
    const failed = (error: Error) =>
      toast({
        title: goal ? 'Failed to update goal' : 'Failed to create goal',
        description: error instanceof ApiError ? (error.serverMessage ?? 'Please try again.') : 'Please try again.',
        variant: 'destructive',
      });
    if (goal) {
      const status = fields.status === AUTOMATIC ? null : (fields.status as StrategicGoal['status']);
      update.mutate({ id: goal.id, body: { ...parsed.data, status } }, { onSuccess: done, onError: failed });
    } else {
      create.mutate(parsed.data, { onSuccess: done, onError: failed });
    }
  };

  const set = (name: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  const field = (name: keyof typeof fields, label: string, control: (props: { id: string }) => ReactNode) => (
    <FormField label={label} error={errors[name]} name={name}>
      {(props) => <>{control(props)}</>}
    </FormField>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setFields(initialFields(goal));
          setErrors({});
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{goal ? 'Edit Goal' : 'New Goal'}</DialogTitle>
          <DialogDescription>
            {goal?.generated
              ? 'Once you edit a generated goal, regenerating goals leaves it as you set it.'
              : 'A goal with a target you can measure and a deadline.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          {field('title', 'Title', (props) => (
            <Input {...props} value={fields.title} onChange={(event) => set('title')(event.target.value)} />
          ))}
          {field('description', 'Description', (props) => (
            <Textarea
              {...props}
              rows={3}
              value={fields.description}
              onChange={(event) => set('description')(event.target.value)}
            />
          ))}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('category', 'Category', (props) => (
              <NativeSelect
                {...props}
                value={fields.category}
                onChange={(event) => set('category')(event.target.value)}
              >
                {GOAL_CATEGORIES.map((category) => (
                  <option key={category}>{category}</option>
                ))}
              </NativeSelect>
            ))}
            {field('priority', 'Priority', (props) => (
              <NativeSelect
                {...props}
                value={fields.priority}
                onChange={(event) => set('priority')(event.target.value)}
              >
                {GOAL_PRIORITIES.map((priority) => (
                  <option key={priority}>{priority}</option>
                ))}
              </NativeSelect>
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            {field('currentValue', 'Current value', (props) => (
              <Input
                {...props}
                type="number"
                min={0}
                step="any"
                inputMode="decimal"
                value={fields.currentValue}
                onChange={(event) => set('currentValue')(event.target.value)}
              />
            ))}
            {field('targetValue', 'Target value', (props) => (
              <Input
                {...props}
                type="number"
                min={0}
                step="any"
                inputMode="decimal"
                value={fields.targetValue}
                onChange={(event) => set('targetValue')(event.target.value)}
              />
            ))}
            {field('unit', 'Unit', (props) => (
              <Input {...props} value={fields.unit} onChange={(event) => set('unit')(event.target.value)} />
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('deadline', 'Deadline', (props) => (
              <Input
                {...props}
                type="date"
                value={fields.deadline}
                onChange={(event) => set('deadline')(event.target.value)}
              />
            ))}
            {goal
              ? field('status', 'Status', (props) => (
                  <NativeSelect
                    {...props}
                    value={fields.status}
                    onChange={(event) => set('status')(event.target.value)}
                  >
                    <option value={AUTOMATIC}>Automatic (from progress and time)</option>
                    {GOAL_STATUSES.map((status) => (
                      <option key={status}>{status}</option>
                    ))}
                  </NativeSelect>
                ))
              : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : goal ? 'Save Goal' : 'Create Goal'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
