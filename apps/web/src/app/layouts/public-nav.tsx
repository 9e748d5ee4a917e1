import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import type { SessionUser } from '@foursight/shared/contract/auth';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Brand } from '../brand';
import { SIGNED_IN_LINKS, VISITOR_LINKS } from '../navigation';

// Only signed-in visitors have the account menu: its menu library loads with it, not with every public page.
const UserMenu = lazy(() => import('./public-user-menu').then((m) => ({ default: m.UserMenu })));

interface PublicNavProps {
  user: SessionUser | null;
  onLogout: () => void;
  siteName?: string | undefined;
  /** CMS pages marked "In Menu", in menu order. */
  pages?: readonly { slug: string; title: string }[];
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    isActive ? 'bg-accent text-foreground' : 'text-muted-foreground',
  );

/** The fixed top bar of the public site (spec part 1 §2.2); it collapses into a menu on small screens. */
export function PublicNav({ user, onLogout, siteName, pages = [] }: PublicNavProps) {
  const [open, setOpen] = useState(false);
  const links = [
    ...(user ? SIGNED_IN_LINKS : VISITOR_LINKS),
    ...pages.map((page) => ({ path: `/p/${page.slug}`, label: page.title })),
  ];
  const close = () => setOpen(false);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-background/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Brand name={siteName} />
        <ul className="hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <li key={link.path}>
              <NavLink to={link.path} end className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-2 lg:flex">
          {user ? (
            <Suspense fallback={null}>
              <UserMenu user={user} onLogout={onLogout} />
            </Suspense>
          ) : (
            <VisitorActions />
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-expanded={open}
          aria-controls="public-mobile-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </nav>
      {open ? (
        <div id="public-mobile-menu" className="border-t bg-background px-4 pb-4 lg:hidden">
          <ul className="grid gap-1 py-2">
            {links.map((link) => (
              <li key={link.path}>
                <NavLink to={link.path} end className={(state) => cn(linkClass(state), 'block')} onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="grid gap-2 border-t pt-3">
            {user ? (
              <>
                <Button asChild variant="outline" onClick={close}>
                  <Link to="/settings">Settings</Link>
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => {
                    close();
                    onLogout();
                  }}
                >
                  Log out
                </Button>
              </>
            ) : (
              <VisitorActions onChoose={close} />
            )}
          </div>
        </div>
      ) : null}
    </header>
  );
}

function VisitorActions({ onChoose }: { onChoose?: () => void }) {
  return (
    <>
      <Button asChild variant="ghost" onClick={onChoose}>
        <Link to="/login">Sign In</Link>
      </Button>
      <Button asChild onClick={onChoose}>
        <Link to="/register">Start Free Trial</Link>
      </Button>
    </>
  );
}
