import { Construction } from 'lucide-react';
import { usePageTitle } from '@/lib/use-page-title';
import { SIDEBAR_ENTRIES } from './navigation';

/**
 * Holds the place of a signed-in screen whose feature has not shipped yet, so
 * its route, sidebar entry and guard already work. Each feature replaces it.
 */
export function ComingSoonPage({ path }: { path: string }) {
  const label = SIDEBAR_ENTRIES.find((entry) => entry.path === path)?.label ?? 'This screen';
  usePageTitle(label);
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-center">
      <Construction className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">{label}</h1>
      <p className="text-muted-foreground">This screen is coming soon.</p>
    </div>
  );
}
