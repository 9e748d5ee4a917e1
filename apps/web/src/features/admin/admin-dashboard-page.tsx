import { useQueryClient } from '@tanstack/react-query';
import { LogOut, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { adminAuthRoutes } from '@foursight/shared/contract/admin-auth';
import { api } from '@/lib/api-client';
import { clearStoredAdmin } from '@/lib/stored-admin';
import { usePageTitle } from '@/lib/use-page-title';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { LoadingScreen } from '@/ui/loading-screen';
import { ActivityList } from './activity-list';
import { AdminSecurityDialog } from './admin-security-dialog';
import { CompaniesTable } from './companies-view';
import { OverviewView } from './overview-view';
import { useAdminGuard } from './use-admin-guard';

const VIEWS = ['Dashboard', 'Companies', 'CMS'] as const;
type View = (typeof VIEWS)[number] | 'Activity';

/**
 * The platform admin console (spec part 1 §2.6): a top bar with three views.
 * `cms` is the CMS view and `twoFactor` the Security dialog's two-factor
 * settings, composed in by the app; every call behind these
 * views is checked for the admin role on the server.
 */
export function AdminDashboardPage({
  cms,
  twoFactor,
  notice,
}: {
  cms: ReactNode;
  twoFactor: ReactNode;
  /** What the console says above every view (the app's maintenance notice). */
  notice?: ReactNode;
}) {
  usePageTitle('Admin Dashboard');
  const { admin, checking } = useAdminGuard();
  const [view, setView] = useState<View>('Dashboard');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (checking || !admin) return <LoadingScreen />;

  const signOut = async () => {
    try {
      await api(adminAuthRoutes.logout);
    } catch {
      // The local record goes regardless; an expired session is already gone on the server.
    }
    clearStoredAdmin();
    queryClient.clear();
    await navigate('/admin');
  };

  return (
    <div className="min-h-screen bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
          <div className="flex items-center gap-2 font-semibold">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            Foursight Admin
            <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-medium text-primary-foreground">
              Super Admin
            </span>
          </div>
          <nav aria-label="Admin views" className="flex flex-wrap gap-1">
            {VIEWS.map((name) => (
              <Button
                key={name}
                variant={view === name ? 'secondary' : 'ghost'}
                size="sm"
                aria-current={view === name ? 'page' : undefined}
                onClick={() => setView(name)}
              >
                {name}
              </Button>
            ))}
          </nav>
          {/* Wraps on a phone: at 320 px the address, Security and Sign Out do not fit one line. */}
          <div className="ml-auto flex min-w-0 flex-wrap items-center gap-3 text-sm">
            <span className="min-w-0 text-muted-foreground [overflow-wrap:anywhere]">{admin.email}</span>
            <AdminSecurityDialog twoFactor={twoFactor} />
            <Button variant="outline" size="sm" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" />
              Sign Out
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
        {notice}
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight">{view === 'Activity' ? 'All Activity' : view}</h1>
          {view === 'CMS' ? <Badge variant="outline">Website CMS</Badge> : null}
        </div>
        {view === 'Dashboard' ? <OverviewView onShow={setView} /> : null}
        {view === 'Companies' ? <CompaniesTable /> : null}
        {view === 'Activity' ? <ActivityList filters /> : null}
        {view === 'CMS' ? cms : null}
      </main>
    </div>
  );
}
