import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Info, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { swotRoutes } from '@foursight/shared/contract/swots';
import { ApiError, api } from '@/lib/api-client';
import { useCanCall } from '@/lib/session-role';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast-store';

/**
 * Says on the sample SWOT's page what it is, and deletes it in one click (with its goals and report):
 * there is nothing of the company's own in it to lose.
 */
export function SampleNotice() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const canDelete = useCanCall(swotRoutes.deleteSampleSwot);
  const remove = useMutation({
    mutationFn: () => api(swotRoutes.deleteSampleSwot),
    onSuccess: async () => {
      // Every list may show the sample or what was made from it (goals, reports, the dashboard).
      await queryClient.invalidateQueries();
      toast({ title: 'Sample SWOT deleted', description: 'Its goals and report went with it.' });
      await navigate('/dashboard');
    },
    onError: (error) =>
      toast({
        title: 'Could not delete the sample',
        description: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Please try again.',
        variant: 'destructive',
      }),
  });
  return (
    <div
      role="note"
      aria-label="Sample SWOT"
      className="mt-3 flex flex-wrap items-start gap-3 rounded-md border border-warning/40 bg-warning/10 p-4 text-sm"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1 basis-60">
        This is a sample, made by Foursight from 40 invented answers so you can see a finished SWOT: its themes, goals
        and report. It is not counted in your usage, figures or comparisons, and nobody can answer it.
      </p>
      {canDelete ? (
        <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
          <Trash2 aria-hidden="true" /> {remove.isPending ? 'Deleting…' : 'Delete sample'}
        </Button>
      ) : null}
    </div>
  );
}
