import type { ReactElement } from 'react';
import { ANALYSIS_TABS, AnalysisPanel } from '@/features/analysis/analysis-panel';
import { createBrowserRouter } from 'react-router';
import { AdminDashboardPage } from '@/features/admin/admin-dashboard-page';
import { AdminLoginPage } from '@/features/admin/admin-login-page';
import { LoginPage } from '@/features/auth/login-page';
import { RegisterPage } from '@/features/auth/register-page';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { ManageUsersPage } from '@/features/directory/manage-users-page';
import { WhatsAppCard } from '@/features/notifications/whatsapp-card';
import { ProfilePage } from '@/features/profile/profile-page';
import { CreateSwotPage } from '@/features/swots/create-swot-page';
import { SettingsPage } from '@/features/settings/settings-page';
import { SwotDetailPage } from '@/features/swots/swot-detail-page';
import { SwotManagementPage } from '@/features/swots/swot-management-page';
import { EmailTemplatesPage } from '@/features/templates/email-templates-page';
import { HomePage } from '@/features/marketing/home-page';
import { ComingSoonPage } from './coming-soon-page';
import { LogoutButton } from './logout-button';
import { PublicLayout } from './layouts/public-layout';
import { SIDEBAR_ENTRIES, SIGNED_IN_DETAIL_ROUTES } from './navigation';
import { NotFoundPage } from './not-found-page';
import { Root } from './root';
import { SignedInGate } from './signed-in-gate';

/** Signed-in screens that have shipped; the rest show the coming-soon page. */
const SIGNED_IN_SCREENS: Partial<Record<string, ReactElement>> = {
  '/dashboard': <DashboardPage headerActions={<LogoutButton />} />,
  '/settings': <SettingsPage />,
  '/profile': <ProfilePage />,
  '/manage-users': <ManageUsersPage />,
  '/email-templates': <EmailTemplatesPage aside={<WhatsAppCard />} />,
  '/create-swot': <CreateSwotPage />,
  '/swot-management': <SwotManagementPage />,
  '/swot/:id': (
    <SwotDetailPage
      insightTabs={ANALYSIS_TABS.map(({ value, label }) => ({
        value,
        label,
        render: (swot) => <AnalysisPanel swot={swot} tab={value} />,
      }))}
    />
  ),
};

const signedInPaths = [...SIDEBAR_ENTRIES.map((entry) => entry.path), ...SIGNED_IN_DETAIL_ROUTES];

export function createRouter() {
  return createBrowserRouter([
    {
      element: <Root />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { path: '/', element: <HomePage /> },
            { path: '/login', element: <LoginPage /> },
            { path: '/register', element: <RegisterPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          element: <SignedInGate />,
          children: signedInPaths.map((path) => ({
            path,
            element: SIGNED_IN_SCREENS[path] ?? <ComingSoonPage path={path.replace(/\/:id$/, '')} />,
          })),
        },
        { path: '/admin', element: <AdminLoginPage /> },
        { path: '/admin-dashboard', element: <AdminDashboardPage /> },
      ],
    },
  ]);
}
