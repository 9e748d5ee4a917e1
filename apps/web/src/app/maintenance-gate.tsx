import { Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSite } from '@/features/marketing/use-marketing';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * Maintenance mode (spec part 1 §4): visitors and organisers see the admin's
 * message instead of the site. The admin console and participation links are
 * outside this gate and keep working; the server refuses the API anyway.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const site = useSite();
  if (!site.data?.maintenanceMode) return children;
  return <MaintenanceScreen siteName={site.data.siteName} message={site.data.maintenanceMessage} />;
}

function MaintenanceScreen({ siteName, message }: { siteName: string; message: string }) {
  usePageTitle('Down for maintenance');
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 px-4">
      <div className="grid max-w-md gap-3 rounded-lg border bg-card p-8 text-center shadow-sm">
        <Wrench className="mx-auto size-8 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-semibold">{siteName} is down for maintenance</h1>
        <p className="text-muted-foreground" data-testid="maintenance-message">
          {message}
        </p>
      </div>
    </main>
  );
}
