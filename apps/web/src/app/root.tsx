import { Outlet } from 'react-router';
import { useAuthStatus } from '@/features/auth/use-auth-status';
import { useCompanyTheme } from '@/features/settings/use-company-theme';

/** The root of every route: keeps the company's theme applied while signed in. */
export function Root() {
  const status = useAuthStatus();
  useCompanyTheme(Boolean(status.data?.authenticated));
  return <Outlet />;
}
