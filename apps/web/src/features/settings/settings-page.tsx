import type { ReactNode } from 'react';
import type { Plan } from '@foursight/shared/domain/plans';
import { useCan } from '@/lib/session-role';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { PrivacyCard } from './privacy-card';
import { SettingsForm } from './settings-form';
import { useSettings } from './use-settings';

/**
 * Settings (spec part 2): branding, colours, AI configuration and its status.
 * `planAction` sits beside the plan badge (the upgrade dialog, composed in src/app).
 */
export function SettingsPage({
  planAction,
  team,
}: {
  planAction?: (plan: Plan) => ReactNode;
  /** The team section (colleagues and roles), composed in src/app. */
  team?: ReactNode;
}) {
  usePageTitle('Settings');
  const settings = useSettings();
  // Company settings are the owner's (the server refuses anyone else's save).
  const canChange = useCan('owner');

  if (settings.isError) {
    return (
      <Card className="mx-auto max-w-xl">
        <CardContent className="grid gap-3 p-6 text-center">
          <h1 className="text-xl font-semibold">Could not load your settings</h1>
          <p className="text-muted-foreground">Check your connection and try again.</p>
          <Button className="justify-self-center" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!settings.data) {
    return (
      <div className="mx-auto grid max-w-4xl gap-4" role="status" aria-label="Loading settings">
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      {canChange ? (
        <SettingsForm saved={settings.data.settings} planAction={planAction} />
      ) : (
        <p className="mx-auto w-full max-w-4xl rounded-md border p-4 text-sm text-muted-foreground">
          Branding, colours and AI configuration are changed by an owner of this account.
        </p>
      )}
      <PrivacyCard
        threshold={settings.data.settings.privacy.anonymityThreshold}
        showWhoAnswered={settings.data.settings.privacy.showWhoAnswered}
        canChange={canChange}
      />
      {team ? <div className="mx-auto w-full max-w-4xl">{team}</div> : null}
    </div>
  );
}
