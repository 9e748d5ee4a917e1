import { ChevronsUpDown, LogOut, Settings, UserCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { SessionUser } from '@foursight/shared/contract/auth';
import { cn } from '@/lib/cn';
import { Avatar } from '@/ui/avatar';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/ui/dropdown-menu';

interface SidebarAccountProps {
  user: SessionUser;
  collapsed: boolean;
  onLogout: () => void;
}

/** Bottom of the sidebar: avatar, name and e-mail, with Profile, Settings and Logout. */
export function SidebarAccount({ user, collapsed, onLogout }: SidebarAccountProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className={cn(
          'flex w-full items-center gap-3 rounded-md p-2 text-left hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          collapsed && 'justify-center',
        )}
      >
        <Avatar name={user.contactName} imageUrl={user.profileImageUrl ?? user.avatar} />
        {collapsed ? null : (
          <>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium">{user.contactName || 'User'}</span>
              <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
            </span>
            <ChevronsUpDown className="size-4 text-muted-foreground" aria-hidden="true" />
          </>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start" className="w-56">
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserCircle aria-hidden="true" /> Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" /> Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
