import { ChevronsUpDown } from 'lucide-react';
import { startTransition, Suspense, useState, type KeyboardEvent } from 'react';
import type { SessionUser } from '@foursight/shared/contract/auth';
import { cn } from '@/lib/cn';
import { lazyComponent } from '@/lib/lazy-component';
import { useT } from '@/lib/use-t';
import { Avatar } from '@/ui/avatar';

// The menu library (Radix menu, Floating UI: about 15 KB compressed) is not needed to show a screen.
const AccountMenu = lazyComponent(async () => (await import('./account-menu')).AccountMenu);

interface SidebarAccountProps {
  user: SessionUser;
  collapsed: boolean;
  onLogout: () => void;
}

/**
 * Bottom of the sidebar: avatar, name and e-mail, with Profile, Settings and
 * Logout. Until the menu's code is wanted (the pointer or focus reaches the
 * button) a stand-in button of the same look holds its place; pressing it
 * opens the menu as soon as the code is there. The swap is a transition, so
 * the stand-in stays on screen (and focused) until the menu can replace it.
 */
export function SidebarAccount({ user, collapsed, onLogout }: SidebarAccountProps) {
  const t = useT();
  const name = user.contactName || t('account.someone');
  const [wanted, setWanted] = useState<'no' | 'yes' | 'open'>('no');
  const [focused, setFocused] = useState(false);
  const want = (next: 'yes' | 'open') =>
    startTransition(() => setWanted((current) => (current === 'open' ? current : next)));

  const triggerClassName = cn(
    'flex w-full items-center gap-3 rounded-md p-2 text-left hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    collapsed && 'justify-center',
  );
  const trigger = (
    <>
      <Avatar name={user.contactName} imageUrl={user.profileImageUrl ?? user.avatar} />
      {/*
        The button's name is its content, not an aria-label, so it starts with
        what is shown (WCAG 2.5.3, axe label-content-name-mismatch): the name
        and e-mail, then "account menu" for screen readers only. Collapsed,
        nothing is shown but the avatar, so the name is said in full.
      */}
      {collapsed ? (
        <span className="sr-only">{t('account.menu', { name })}</span>
      ) : (
        <>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{name}</span>{' '}
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
            <span className="sr-only">, {t('account.menuName')}</span>
          </span>
          <ChevronsUpDown className="size-4 text-muted-foreground" aria-hidden="true" />
        </>
      )}
    </>
  );
  // The keys that open a Radix menu trigger.
  const openFromKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      want('open');
    }
  };
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClassName}
      onPointerEnter={() => want('yes')}
      onFocus={() => {
        setFocused(true);
        want('yes');
      }}
      onBlur={() => setFocused(false)}
      // A Radix menu trigger opens on the press of the main button, not on click.
      onPointerDown={(event) => {
        if (event.button === 0) want('open');
      }}
      onKeyDown={openFromKey}
    >
      {trigger}
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      {wanted === 'no' ? (
        standIn
      ) : (
        <AccountMenu
          triggerClassName={triggerClassName}
          trigger={trigger}
          defaultOpen={wanted === 'open'}
          focusTrigger={focused}
          onLogout={onLogout}
        />
      )}
    </Suspense>
  );
}
