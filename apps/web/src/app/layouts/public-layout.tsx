import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { readableForeground } from '@foursight/shared/domain/contrast';
import { hexToHslTriplet } from '@foursight/shared/domain/theme';
import { useAuthStatus } from '@/features/auth/use-auth-status';
import { useLogout } from '@/features/auth/use-logout';
import { useSite } from '@/features/marketing/use-marketing';
import { MaintenanceGate } from '../maintenance-gate';
import { PublicFooter } from './public-footer';
import { PublicNav } from './public-nav';

/**
 * The public site's frame: fixed top bar, page, footer, in the site's own
 * colours and custom CSS (site settings of the admin console). Both apply
 * only here, never to the organiser app or the admin console.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const status = useAuthStatus();
  const logout = useLogout();
  const site = useSite().data;
  const user = status.data?.authenticated ? status.data.user : null;
  const primary = site ? hexToHslTriplet(site.primaryColor) : null;
  const secondary = site ? hexToHslTriplet(site.secondaryColor) : null;
  // Links take the secondary colour only when it reads on the white page (it wants white text on it itself).
  const link = secondary && readableForeground(secondary) === readableForeground('0 0% 0%') ? secondary : null;
  const colours = {
    ...(primary
      ? { '--primary': primary, '--primary-foreground': readableForeground(primary), '--ring': primary }
      : {}),
    ...(link ? { '--link': link } : {}),
  } as CSSProperties;
  return (
    <MaintenanceGate>
      <div className="flex min-h-screen flex-col" style={colours}>
        {/* Sanitised on the server (no angle brackets, imports or url()); a text child cannot open markup. */}
        {site?.customCss ? <style>{site.customCss}</style> : null}
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:p-2"
        >
          Skip to content
        </a>
        <PublicNav user={user} onLogout={() => void logout()} siteName={site?.siteName} pages={site?.menu ?? []} />
        <main id="main" className="flex-1 pt-16">
          {/* A page whose code is still on its way keeps the bar and footer on screen. */}
          <Suspense fallback={<div className="min-h-[60vh]" />}>{children ?? <Outlet />}</Suspense>
        </main>
        <PublicFooter site={site} />
      </div>
    </MaintenanceGate>
  );
}
