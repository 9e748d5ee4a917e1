import { Suspense, useEffect } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router';
import { useAuthStatus } from '@/features/auth/use-auth-status';
import { useCompanyTheme } from '@/features/settings/use-company-theme';
import { LoadingScreen } from '@/ui/loading-screen';

/** The root of every route: keeps the company's theme applied while signed in; shows "Loading..." while a screen's code arrives. */
export function Root() {
  const status = useAuthStatus();
  useCompanyTheme(Boolean(status.data?.authenticated));
  useScrollToTopOnNavigation();
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * A new page starts at its top (the login screen after registering opened
 * scrolled down, its heading under the top bar). Back and forward keep the
 * browser's own scroll restoration.
 */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
