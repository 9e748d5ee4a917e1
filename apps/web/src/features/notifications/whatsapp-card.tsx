import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { notificationRoutes } from '@foursight/shared/contract/notifications';
import { ApiError, api } from '@/lib/api-client';
import { useCan } from '@/lib/session-role';
import { Card, CardContent } from '@/ui/card';
import { toast } from '@/ui/toast-store';
import { Switch } from '@/ui/switch';

const notificationsKeys = {
  all: ['notifications'] as const,
  whatsapp: () => [...notificationsKeys.all, 'whatsapp'] as const,
};

/** The company's WhatsApp switch: on a plan that includes it, invitations also go to people's phones. */
export function WhatsAppCard() {
  const queryClient = useQueryClient();
  // The switch is an owner's (the server refuses anyone else); others see where it stands.
  const canChange = useCan('owner');
  const setting = useQuery({
    queryKey: notificationsKeys.whatsapp(),
    queryFn: () => api(notificationRoutes.getWhatsApp),
  });
  const change = useMutation({
    mutationFn: (enabled: boolean) => api(notificationRoutes.setWhatsApp, { body: { enabled } }),
    onSuccess: (result) => {
      queryClient.setQueryData(notificationsKeys.whatsapp(), result);
      toast({ title: result.enabled ? 'WhatsApp notifications on' : 'WhatsApp notifications off' });
    },
    onError: (error) =>
      toast({
        title: 'Could not change WhatsApp notifications',
        description: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Please try again.',
        variant: 'destructive',
      }),
  });

  if (!setting.data) return null;
  const { enabled, includedInPlan, configured } = setting.data;
  const note = !includedInPlan
    ? 'Your plan does not include WhatsApp notifications: upgrade to a plan that does to switch them on.'
    : !configured
      ? 'Your choice is saved; messages go out once the platform has a WhatsApp sender.'
      : 'People with a phone number in the directory also get invitations on WhatsApp.';

  return (
    <Card>
      <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
        <div className="flex items-start gap-3">
          <MessageCircle className="mt-0.5 size-5 text-success" aria-hidden="true" />
          <div>
            <p className="font-medium" id="whatsapp-label">
              WhatsApp notifications
            </p>
            <p className="text-sm text-muted-foreground">{note}</p>
          </div>
        </div>
        {!canChange ? (
          <p className="text-sm">
            {enabled ? 'On' : 'Off'} <span className="text-muted-foreground">(an owner can change this)</span>
          </p>
        ) : (
          <label className="flex items-center gap-2 text-sm">
            <Switch
              name="enabled"
              aria-labelledby="whatsapp-label"
              className="size-4"
              checked={enabled}
              disabled={!includedInPlan || change.isPending}
              onCheckedChange={(checked) => change.mutate(checked)}
            />
            {enabled ? 'On' : 'Off'}
          </label>
        )}
      </CardContent>
    </Card>
  );
}
