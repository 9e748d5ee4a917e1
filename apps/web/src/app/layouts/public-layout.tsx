import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useAuthStatus } from '@/features/auth/use-auth-status';
import { useLogout } from '@/features/auth/use-logout';
import { PublicFooter } from './public-footer';
import { PublicNav } from './public-nav';

/** The public site's frame: fixed top bar, page, footer. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const status = useAuthStatus();
  const logout = useLogout();
  const user = status.data?.authenticated ? status.data.user : null;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <PublicNav user={user} onLogout={() => void logout()} />
      <main id="main" className="flex-1 pt-16">
        {children ?? <Outlet />}
      </main>
      <PublicFooter />
    </div>
  );
}
