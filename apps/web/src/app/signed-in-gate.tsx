import { Outlet } from 'react-router';
import { useAuthStatus } from '@/features/auth/use-auth-status';
import { useLogout } from '@/features/auth/use-logout';
import { UsageMeter } from '@/features/usage/usage-meter';
import { LoadingScreen } from '@/ui/loading-screen';
import { TooltipProvider } from '@/ui/tooltip';
import { AppShell } from './layouts/app-shell';
import { PublicLayout } from './layouts/public-layout';
import { Login } from './login';
import { MaintenanceGate } from './maintenance-gate';

/**
 * Guards the signed-in routes: "Loading..." while the first check runs, the
 * login screen inside the public layout when signed out, else the shell.
 * The server checks every call on its own; this only decides what to show.
 */
export function SignedInGate() {
  const status = useAuthStatus();
  const logout = useLogout();
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
      {/* Radix's tooltip delay default (700 ms) is the spec's. */}
      <TooltipProvider delayDuration={700}>
        <AppShell user={user} onLogout={() => void logout()} sidebarExtra={<UsageMeter />}>
          <Outlet />
        </AppShell>
      </TooltipProvider>
    </MaintenanceGate>
  );
}
