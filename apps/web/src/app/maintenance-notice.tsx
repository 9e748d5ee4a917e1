import { Wrench } from 'lucide-react';
import { useSite } from '@/features/marketing/use-marketing';

/**
 * The admin console's sign that maintenance mode is on: the console itself is
 * outside the maintenance gate, so without it the admin sees nothing of what
 * every visitor and organiser sees.
 */
export function MaintenanceNotice() {
  // Read again every 10 s: each server process keeps the settings 2 s, so the read that follows a save
  // may still say "on" (another process answered), and the admin must see it go.
  const site = useSite({ refetchInterval: 10_000 });
  if (!site.data?.maintenanceMode) return null;
  return (
    <div role="status" className="flex items-start gap-3 rounded-md border border-warning/40 bg-warning/10 p-4 text-sm">
      <Wrench className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="min-w-0 break-words">
        <strong>Maintenance mode is on.</strong> Visitors and organisers see your message instead of the site;
        participation links keep working. Switch it off in CMS, Site Settings.
      </p>
    </div>
  );
}
