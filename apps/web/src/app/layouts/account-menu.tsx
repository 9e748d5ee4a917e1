import { LogOut, Settings, UserCircle } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '@/lib/use-t';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/ui/dropdown-menu';

interface AccountMenuProps {
  /** The trigger's look and content, shared with the stand-in shown until this code arrives. */
  triggerClassName: string;
  trigger: ReactNode;
  /** Opens at once: the person already pressed the stand-in. */
  defaultOpen: boolean;
  /** Takes the focus the stand-in had. */
  focusTrigger: boolean;
  onLogout: () => void;
}

/** The sidebar's account menu: Profile, Settings, Logout. Its own chunk, with the menu library. */
export function AccountMenu({ triggerClassName, trigger, defaultOpen, focusTrigger, onLogout }: AccountMenuProps) {
  const t = useT();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusOnMount = useRef(focusTrigger && !defaultOpen);
  useEffect(() => {
    if (focusOnMount.current) triggerRef.current?.focus();
  }, []);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      {/* No aria-label: the name comes from the visible name and e-mail in `trigger` (WCAG 2.5.3). */}
      <DropdownMenuTrigger ref={triggerRef} className={triggerClassName}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start" className="w-56">
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserCircle aria-hidden="true" /> {t('nav.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" /> {t('nav.settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" /> {t('account.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
