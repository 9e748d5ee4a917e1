import { Suspense } from 'react';
import { cn } from '@/lib/cn';
import { lazyComponent } from '@/lib/lazy-component';
import { useSessionRole } from '@/lib/session-role';
import { useT } from '@/lib/use-t';
import { sidebarEntriesFor } from '../navigation';
import { SidebarLink } from './sidebar-link';

// The tooltip library (Radix tooltip, Floating UI: about 12 KB compressed) is needed only when collapsed.
const CollapsedEntries = lazyComponent(async () => (await import('./sidebar-tooltips')).CollapsedEntries);

interface SidebarNavProps {
  collapsed: boolean;
  onChoose?: () => void;
}

/**
 * The thirteen entries; collapsed, they show icons with their label in a
 * tooltip. Until the tooltip code has arrived, collapsed entries show
 * without tooltips (their names are still there for screen readers).
 */
export function SidebarNav({ collapsed, onChoose }: SidebarNavProps) {
  const t = useT();
  const entries = sidebarEntriesFor(useSessionRole());
  const plainEntries = entries.map((entry) => (
    <li key={entry.path}>
      <SidebarLink
        path={entry.path}
        label={t(entry.label)}
        icon={entry.icon}
        collapsed={collapsed}
        onChoose={onChoose}
      />
    </li>
  ));
  return (
    <nav aria-label={t('nav.label')} className="flex-1 overflow-y-auto px-2 py-3">
      <ul className={cn('grid', collapsed ? 'gap-0.5' : 'gap-1')}>
        {collapsed ? (
          <Suspense fallback={plainEntries}>
            <CollapsedEntries onChoose={onChoose} />
          </Suspense>
        ) : (
          plainEntries
        )}
      </ul>
    </nav>
  );
}
