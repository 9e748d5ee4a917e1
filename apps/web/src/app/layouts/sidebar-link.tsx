import type { LucideIcon } from 'lucide-react';
import { NavLink, useMatch } from 'react-router';
import { cn } from '@/lib/cn';
import { preloadScreen } from '../signed-in-screens';

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
export function SidebarLink({ path, label, icon: Icon, collapsed, onChoose, ...slotProps }: SidebarLinkProps) {
  const isActive = useMatch({ path, end: false }) !== null;
  return (
    <NavLink
      {...slotProps}
      to={path}
      onClick={onChoose}
      // The screen's code starts on its way when the pointer is on the entry, before the click.
      onMouseEnter={() => void preloadScreen(path)}
      onTouchStart={() => void preloadScreen(path)}
      aria-label={collapsed ? label : undefined}
      className={cn(
        'flex items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        collapsed ? 'h-9 justify-center px-0' : 'h-10',
        isActive
          ? 'bg-primary text-primary-foreground hover:brightness-90'
          : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      {collapsed ? null : <span className="truncate">{label}</span>}
    </NavLink>
  );
}
