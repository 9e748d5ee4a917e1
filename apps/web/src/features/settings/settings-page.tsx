import type { ReactNode } from 'react';
import type { Plan } from '@foursight/shared/domain/plans';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { SettingsForm } from './settings-form';
import { useSettings } from './use-settings';

/**
 * Settings (spec part 2): branding, colours, AI configuration and its status.
 * `planAction` sits beside the plan badge (the upgrade dialog, composed in src/app).
 */
export function SettingsPage({ planAction }: { planAction?: (plan: Plan) => ReactNode }) {
  usePageTitle('Settings');
  const settings = useSettings();

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

  return <SettingsForm saved={settings.data.settings} planAction={planAction} />;
}
