import { NavLink } from 'react-router';
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
      <ul className="grid gap-1">
        {SIDEBAR_ENTRIES.map(({ path, label, icon: Icon }) => {
          const link = (
            <NavLink
              to={path}
              onClick={onChoose}
              aria-label={collapsed ? label : undefined}
              className={({ isActive }) =>
                cn(
                  'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  isActive
                    ? 'bg-primary text-primary-foreground hover:bg-primary/90'
                    : 'text-muted-foreground hover:text-foreground',
                  collapsed && 'justify-center px-0',
                )
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              {collapsed ? null : <span className="truncate">{label}</span>}
            </NavLink>
          );
          return (
            <li key={path}>
              {collapsed ? (
                <Tooltip>
                  <TooltipTrigger asChild>{link}</TooltipTrigger>
                  <TooltipContent side="right">{label}</TooltipContent>
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
