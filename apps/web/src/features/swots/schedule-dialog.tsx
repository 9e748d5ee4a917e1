import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { swotRoutes, type SwotSummary } from '@foursight/shared/contract/swots';
import { TIMEZONES } from '@foursight/shared/domain/schedule';
import { ApiError, api } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { NativeSelect } from '@/ui/native-select';
import { toast } from '@/ui/toast-store';
import { swotKeys } from './use-swots';

/** Change when a SWOT opens and closes; saving a later end reopens a closed one. */
export function ScheduleDialog({ swot, onClose }: { swot: SwotSummary | null; onClose: () => void }) {
  return (
    <Dialog open={swot !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{swot ? <ScheduleForm key={swot.id} swot={swot} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function ScheduleForm({ swot, onClose }: { swot: SwotSummary; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [schedule, setSchedule] = useState({
    startDate: swot.startDate,
    startTime: swot.startTime,
    endDate: swot.endDate,
    endTime: swot.endTime,
    timezone: swot.timezone,
  });
  const save = useMutation({
    mutationFn: () => api(swotRoutes.updateSchedule, { params: { id: swot.id }, body: schedule }),
    onSuccess: async () => {
      toast({ title: 'Schedule updated' });
      onClose();
      await queryClient.invalidateQueries({ queryKey: swotKeys.all });
    },
    onError: (error) =>
      toast({
        title: 'Could not update the schedule',
        description: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Please try again.',
        variant: 'destructive',
      }),
  });
  const set = (key: keyof typeof schedule) => (value: string) =>
    setSchedule((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Edit schedule</DialogTitle>
        <DialogDescription>{swot.title}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Start date" name="startDate">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={schedule.startDate}
              onChange={(e) => set('startDate')(e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Start time" name="startTime">
          {(control) => (
            <Input
              {...control}
              type="time"
              value={schedule.startTime}
              onChange={(e) => set('startTime')(e.target.value)}
            />
          )}
        </FormField>
        <FormField label="End date" name="endDate">
          {(control) => (
            <Input {...control} type="date" value={schedule.endDate} onChange={(e) => set('endDate')(e.target.value)} />
          )}
        </FormField>
        <FormField label="End time" name="endTime">
          {(control) => (
            <Input {...control} type="time" value={schedule.endTime} onChange={(e) => set('endTime')(e.target.value)} />
          )}
        </FormField>
        <FormField label="Timezone" name="timezone" className="sm:col-span-2">
          {(control) => (
            <NativeSelect {...control} value={schedule.timezone} onChange={(e) => set('timezone')(e.target.value)}>
              {TIMEZONES.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace('_', ' ')}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending || !schedule.startDate || !schedule.endDate}>
          {save.isPending ? 'Saving...' : 'Save schedule'}
        </Button>
      </DialogFooter>
    </form>
  );
}
