import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import type { SessionUser } from '@foursight/shared/contract/auth';
import { cn } from '@/lib/cn';
import { lazyComponent } from '@/lib/lazy-component';
import { useT } from '@/lib/use-t';
import { Button } from '@/ui/button';
import { Brand } from '../brand';
import { SidebarAccount } from './sidebar-account';
import { SidebarNav } from './sidebar-nav';

const MobileNav = lazyComponent(async () => (await import('./mobile-nav')).MobileNav);
/** Below Tailwind's md breakpoint the sidebar is the slide-over. */
const SMALL_SCREEN = '(max-width: 767.98px)';

interface AppShellProps {
  user: SessionUser;
  onLogout: () => void;
  /** Shown above the account menu when there is something to show (the usage meter). */
  sidebarExtra?: ReactNode;
  children: ReactNode;
}

const COLLAPSED_KEY = 'sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The signed-in frame (spec part 1 §2.7): a collapsible sidebar on wide
 * screens, a slide-over with a backdrop on small ones.
 */
export function AppShell({ user, onLogout, sidebarExtra, children }: AppShellProps) {
  const t = useT();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);
  // Phones fetch the slide-over's code up front, so the menu button opens it at once.
  useEffect(() => {
    if (window.matchMedia?.(SMALL_SCREEN).matches) MobileNav.preload().catch(() => undefined);
  }, []);

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      try {
        window.localStorage.setItem(COLLAPSED_KEY, String(!value));
      } catch {
        // The choice just is not remembered.
      }
      return !value;
    });
  };

  return (
    <div className="flex min-h-screen bg-muted/30 print:block print:min-h-0 print:bg-white">
      <a
        lang={t.lang}
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:p-2"
      >
        {t('shell.skipToContent')}
      </a>
      <aside
        lang={t.lang}
        data-testid="sidebar"
        data-collapsed={collapsed}
        className={cn(
          'sticky top-0 hidden h-screen flex-col border-r bg-background transition-[width] md:flex print:hidden',
          collapsed ? 'w-16' : 'w-64',
        )}
      >
        <div className={cn('flex h-16 items-center border-b px-3', collapsed ? 'justify-center' : 'justify-between')}>
          {collapsed ? null : <Brand to="/dashboard" />}
          <Button
            variant="ghost"
            size="icon"
            onClick={toggleCollapsed}
            aria-label={t(collapsed ? 'shell.expandSidebar' : 'shell.collapseSidebar')}
            aria-expanded={!collapsed}
          >
            {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
          </Button>
        </div>
        <SidebarNav collapsed={collapsed} />
        {/* One column no wider than the sidebar: a long e-mail is truncated instead of widening the meter and menu. */}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-2 border-t p-2">
          {collapsed ? null : sidebarExtra}
          <SidebarAccount user={user} collapsed={collapsed} onLogout={onLogout} />
        </div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header
          lang={t.lang}
          className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-background px-4 md:hidden print:hidden"
        >
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('shell.openNavigation')}
            onClick={() => setMobileOpen(true)}
          >
            <Menu aria-hidden="true" />
          </Button>
          {mobileOpen ? (
            <Suspense fallback={null}>
              <MobileNav
                open
                onOpenChange={setMobileOpen}
                user={user}
                onLogout={onLogout}
                sidebarExtra={sidebarExtra}
              />
            </Suspense>
          ) : null}
          <Brand to="/dashboard" />
        </header>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8 print:p-0">
          {children}
        </main>
      </div>
    </div>
  );
}
