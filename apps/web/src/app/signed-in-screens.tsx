import type { ReactElement } from 'react';
import { ANALYSIS_TABS, AnalysisPanel } from '@/features/analysis/analysis-panel';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { ManageUsersPage } from '@/features/directory/manage-users-page';
import { WhatsAppCard } from '@/features/notifications/whatsapp-card';
import { ProfilePage } from '@/features/profile/profile-page';
import { SettingsPage } from '@/features/settings/settings-page';
import { CreateSwotPage } from '@/features/swots/create-swot-page';
import { SwotDetailPage } from '@/features/swots/swot-detail-page';
import { SwotManagementPage } from '@/features/swots/swot-management-page';
import { EmailTemplatesPage } from '@/features/templates/email-templates-page';
import { TwoFactorSettings } from '@/features/two-factor/two-factor-settings';
import { ComingSoonPage } from './coming-soon-page';
import { LogoutButton } from './logout-button';

/** Signed-in screens that have shipped, composed from their features; the rest show the coming-soon page. */
const SCREENS: Partial<Record<string, ReactElement>> = {
  '/dashboard': <DashboardPage headerActions={<LogoutButton />} />,
  '/settings': <SettingsPage />,
  '/profile': <ProfilePage twoFactor={<TwoFactorSettings subject="user" />} />,
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

export function SignedInScreen({ path }: { path: string }) {
  return SCREENS[path] ?? <ComingSoonPage path={path.replace(/\/:id$/, '')} />;
}
