import { AdminDashboardPage } from '@/features/admin/admin-dashboard-page';
import { CmsConsole } from '@/features/cms/cms-console';
import { TwoFactorSettings } from '@/features/two-factor/two-factor-settings';
import { MaintenanceNotice } from './maintenance-notice';

/** The admin console with its CMS view, two-factor settings and maintenance notice, composed here so the features stay apart. */
export function AdminConsole() {
  return (
    <AdminDashboardPage
      cms={<CmsConsole />}
      twoFactor={<TwoFactorSettings subject="admin" />}
      notice={<MaintenanceNotice />}
    />
  );
}
