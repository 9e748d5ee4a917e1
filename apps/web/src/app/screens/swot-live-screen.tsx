import { useAuthStatus } from '@/features/auth/use-auth-status';
import { SwotLivePage } from '@/features/swots/swot-live-page';
import { SessionRoleProvider } from '@/lib/session-role';
import { LoadingScreen } from '@/ui/loading-screen';
import { PublicLayout } from '../layouts/public-layout';
import { Login } from '../login';
import { MaintenanceGate } from '../maintenance-gate';

/**
 * The big-screen live view (/swot/:id/live), signed in but outside the app
 * shell: a projector shows the session, not the sidebar. The same checks as
 * the signed-in gate (signed-out sees the sign-in form in place, maintenance
 * mode its message), without the shell around the page.
 */
export function SwotLiveScreen() {
  const status = useAuthStatus();
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
        <SwotLivePage />
      </SessionRoleProvider>
    </MaintenanceGate>
  );
}
