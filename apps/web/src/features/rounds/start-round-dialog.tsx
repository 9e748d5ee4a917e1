import { AlertTriangle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { CreateRoundRequest } from '@foursight/shared/contract/rounds';
import type { SwotDetail } from '@foursight/shared/contract/swots';
import { countOf } from '@foursight/shared/domain/plural';
import { SWOT_AREAS, SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';
import { ApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast-store';
import { useCreateRound } from './use-rounds';

/** Today's date and the time now (to the five minutes before) on the wall clock of `timeZone`. */
export function wallClockNow(timeZone: string, now: Date = new Date()): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const minute = String(Math.floor(Number(parts.minute) / 5) * 5).padStart(2, '0');
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${minute}` };
}

/** A calendar date ("2027-03-15") `days` later, without any timezone shift. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

interface RoundForm {
  quadrants: SwotCategory[];
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  rateImpactEffort: boolean;
  topK: boolean;
  /** Empty: the server picks k from each quadrant's theme count. */
  topKCount: string;
  sharedLink: boolean;
}

function initialForm(timeZone: string): RoundForm {
  const now = wallClockNow(timeZone);
  return {
    quadrants: [...SWOT_CATEGORIES],
    startDate: now.date,
    startTime: now.time,
    endDate: addDays(now.date, 7),
    endTime: '17:00',
    rateImpactEffort: false,
    topK: false,
    topKCount: '',
    sharedLink: false,
  };
}

/** The request as the server takes it: only what was asked for. */
export function toRequest(form: RoundForm): CreateRoundRequest {
  const count = form.topKCount.trim();
  return {
    quadrants: SWOT_CATEGORIES.filter((quadrant) => form.quadrants.includes(quadrant)),
    startDate: form.startDate,
    startTime: form.startTime,
    endDate: form.endDate,
    endTime: form.endTime,
    rateImpactEffort: form.rateImpactEffort,
    topK: form.topK ? (count ? Number(count) : true) : false,
    sharedLink: form.sharedLink,
  };
}

const FIELDS = ['quadrants', 'startDate', 'startTime', 'endDate', 'endTime', 'topK'] as const;
type Field = (typeof FIELDS)[number];

/** The server's field errors by the control they belong to ("quadrants.0" under the quadrants). */
function fieldErrors(error: unknown): Partial<Record<Field, string>> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const [key, message] of Object.entries(error.fields)) {
    const field = FIELDS.find((name) => key === name || key.startsWith(`${name}.`));
    if (field) errors[field] ??= message;
  }
  return errors;
}

function formError(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) {
    if (Object.keys(fieldErrors(error)).length > 0) return null;
    if (error.status === 403) return 'Only owners and editors can start a round.';
    return error.serverMessage ?? 'The round could not be started. Please try again.';
  }
  return 'The round could not be started. Check your connection and try again.';
}

/** Asks for the second round's quadrants, schedule and options, and starts it. */
export function StartRoundDialog({
  swot,
  open,
  onOpenChange,
}: {
  swot: SwotDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        {open ? <StartRoundForm swot={swot} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function StartRoundForm({ swot, onDone }: { swot: SwotDetail; onDone: () => void }) {
  const [form, setForm] = useState(() => initialForm(swot.timezone));
  const create = useCreateRound(swot.id);
  const errors = fieldErrors(create.error);
  const quadrantsError = form.quadrants.length === 0 ? 'Choose at least one quadrant' : errors.quadrants;
  const alert = formError(create.error);
  const set = <K extends keyof RoundForm>(key: K, value: RoundForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const toggleQuadrant = (quadrant: SwotCategory, checked: boolean) =>
    setForm((current) => ({
      ...current,
      quadrants: checked ? [...current.quadrants, quadrant] : current.quadrants.filter((chosen) => chosen !== quadrant),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(toRequest(form), {
      onSuccess: ({ invitationsQueued }) => {
        toast({ title: `Second round started: ${countOf(invitationsQueued, 'invitation', 'invitations')} queued` });
        onDone();
      },
    });
  };

  const zone = swot.timezone.replace('_', ' ');
  return (
    <form onSubmit={submit} className="grid min-w-0 gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Start second round</DialogTitle>
        <DialogDescription>
          Everyone invited to “{swot.title}” rates how much each theme matters, from 1 to 9. Results stay hidden until
          the round closes.
        </DialogDescription>
      </DialogHeader>

      <fieldset className="grid min-w-0 gap-2" aria-describedby={quadrantsError ? 'round-quadrants-error' : undefined}>
        <legend className="mb-2 text-sm font-medium">Quadrants to rate</legend>
        <div className="grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] gap-2">
          {SWOT_CATEGORIES.map((quadrant) => (
            <label key={quadrant} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={form.quadrants.includes(quadrant)}
                onChange={(event) => toggleQuadrant(quadrant, event.target.checked)}
              />
              {SWOT_AREAS[quadrant].label}
            </label>
          ))}
        </div>
        {quadrantsError ? (
          <p id="round-quadrants-error" className="text-sm text-destructive">
            {quadrantsError}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Start date" name="startDate" error={errors.startDate} required>
          {(control) => (
            <Input {...control} type="date" value={form.startDate} onChange={(e) => set('startDate', e.target.value)} />
          )}
        </FormField>
        <FormField label="Start time" name="startTime" error={errors.startTime}>
          {(control) => (
            <Input {...control} type="time" value={form.startTime} onChange={(e) => set('startTime', e.target.value)} />
          )}
        </FormField>
        <FormField label="End date" name="endDate" error={errors.endDate} required>
          {(control) => (
            <Input {...control} type="date" value={form.endDate} onChange={(e) => set('endDate', e.target.value)} />
          )}
        </FormField>
        <FormField label="End time" name="endTime" error={errors.endTime}>
          {(control) => (
            <Input {...control} type="time" value={form.endTime} onChange={(e) => set('endTime', e.target.value)} />
          )}
        </FormField>
        <p className="text-xs text-muted-foreground sm:col-span-2">Times are in {zone}, the SWOT’s timezone.</p>
      </div>

      <div className="grid min-w-0 gap-3">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={form.rateImpactEffort}
            onChange={(event) => set('rateImpactEffort', event.target.checked)}
          />
          <span className="min-w-0">Also rate impact and effort of weaknesses and threats</span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={form.topK}
            onChange={(event) => set('topK', event.target.checked)}
          />
          <span className="min-w-0">Ask each person to pick their top themes</span>
        </label>
        {form.topK ? (
          <FormField
            label="How many per quadrant"
            name="topK"
            error={errors.topK}
            hint="Leave empty to ask for about the square root of each quadrant’s theme count."
            className="pl-6"
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={60}
                className="max-w-32"
                value={form.topKCount}
                onChange={(e) => set('topKCount', e.target.value)}
              />
            )}
          </FormField>
        ) : null}
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={form.sharedLink}
            onChange={(event) => set('sharedLink', event.target.checked)}
          />
          <span className="min-w-0">Also a shared link (one ballot per browser), besides each person’s own link</span>
        </label>
      </div>

      {alert ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span className="min-w-0 break-words">{alert}</span>
        </div>
      ) : null}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending || form.quadrants.length === 0}>
          {create.isPending ? 'Starting...' : 'Start round'}
        </Button>
      </DialogFooter>
    </form>
  );
}
