import { Outlet } from 'react-router';
import { LoginPage } from '@/features/auth/login-page';
import { useAuthStatus } from '@/features/auth/use-auth-status';
import { useLogout } from '@/features/auth/use-logout';
import { UsageMeter } from '@/features/usage/usage-meter';
import { LoadingScreen } from '@/ui/loading-screen';
import { AppShell } from './layouts/app-shell';
import { PublicLayout } from './layouts/public-layout';

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
        <LoginPage />
      </PublicLayout>
    );
  }
  return (
    <AppShell user={user} onLogout={() => void logout()} sidebarExtra={<UsageMeter />}>
      <Outlet />
    </AppShell>
  );
}
