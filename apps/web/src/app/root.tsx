import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAuthStatus } from '@/features/auth/use-auth-status';
import { useCompanyTheme } from '@/features/settings/use-company-theme';
import { LoadingScreen } from '@/ui/loading-screen';

/** The root of every route: keeps the company's theme applied while signed in; shows "Loading..." while a screen's code arrives. */
export function Root() {
  const status = useAuthStatus();
  useCompanyTheme(Boolean(status.data?.authenticated));
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}
