import type { LucideIcon } from 'lucide-react';
import { NavLink, useMatch } from 'react-router';
import { cn } from '@/lib/cn';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/ui/tooltip';
import { SIDEBAR_ENTRIES } from '../navigation';

interface SidebarNavProps {
  collapsed: boolean;
  onChoose?: () => void;
}

/** The thirteen entries; collapsed, they show icons with their label in a tooltip. */
export function SidebarNav({ collapsed, onChoose }: SidebarNavProps) {
  return (
    <nav aria-label="App" className="flex-1 overflow-y-auto px-2 py-3">
      <ul className={cn('grid', collapsed ? 'gap-0.5' : 'gap-1')}>
        {SIDEBAR_ENTRIES.map((entry) => (
          <li key={entry.path}>
            {collapsed ? (
              <Tooltip>
                <TooltipTrigger asChild>
                  <SidebarLink {...entry} collapsed onChoose={onChoose} />
                </TooltipTrigger>
                <TooltipContent side="right">{entry.label}</TooltipContent>
              </Tooltip>
            ) : (
              <SidebarLink {...entry} collapsed={false} onChoose={onChoose} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface SidebarLinkProps {
  path: string;
  label: string;
  icon: LucideIcon;
  collapsed: boolean;
  onChoose?: (() => void) | undefined;
}

/**
 * One entry. Its classes are a plain string worked out here: the tooltip's
 * Slot merges className as text, and NavLink's className callback turned
 * into its own source code there (collapsed entries lost every style, the
 * active highlight and their height with them).
 */
function SidebarLink({ path, label, icon: Icon, collapsed, onChoose, ...slotProps }: SidebarLinkProps) {
  const isActive = useMatch({ path, end: false }) !== null;
  return (
    <NavLink
      {...slotProps}
      to={path}
      onClick={onChoose}
      aria-label={collapsed ? label : undefined}
      className={cn(
        'flex items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        collapsed ? 'h-9 justify-center px-0' : 'h-10',
        isActive
          ? 'bg-primary text-primary-foreground hover:bg-primary/90'
          : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      {collapsed ? null : <span className="truncate">{label}</span>}
    </NavLink>
  );
}
