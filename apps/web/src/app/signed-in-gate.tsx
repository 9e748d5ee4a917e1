import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAuthStatus } from '@/features/auth/use-auth-status';
import { useLogout } from '@/features/auth/use-logout';
import { UsageMeter } from '@/features/usage/usage-meter';
import { SessionRoleProvider } from '@/lib/session-role';
import { LoadingScreen } from '@/ui/loading-screen';
import { AppShell } from './layouts/app-shell';
import { PublicLayout } from './layouts/public-layout';
import { Login } from './login';
import { MaintenanceGate } from './maintenance-gate';
import { preloadScreen } from './signed-in-screens';

/**
 * Guards the signed-in routes: "Loading..." while the first check runs (none
 * right after signing in: the sign-in answer seeds the check), the
 * login screen inside the public layout when signed out, else the shell.
 * The server checks every call on its own; this only decides what to show.
 */
export function SignedInGate() {
  const status = useAuthStatus();
  const logout = useLogout();
  const { pathname } = useLocation();
  // The screen's code downloads while the sign-in state is checked, not after.
  useEffect(() => {
    void preloadScreen(pathname);
  }, [pathname]);
  if (status.isPending) return <LoadingScreen />;
  const user = status.data?.authenticated ? status.data.user : null;
  if (!user) {
    return (
      <PublicLayout>
        <Login />
      </PublicLayout>
    );
  }
  return (
    <MaintenanceGate>
      <SessionRoleProvider role={user.role}>
        <AppShell user={user} onLogout={() => void logout()} sidebarExtra={<UsageMeter />}>
          <Outlet />
        </AppShell>
      </SessionRoleProvider>
    </MaintenanceGate>
  );
}
