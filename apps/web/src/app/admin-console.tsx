import { AdminDashboardPage } from '@/features/admin/admin-dashboard-page';
import { CmsConsole } from '@/features/cms/cms-console';

/** The admin console with its CMS view, composed here so the admin and cms features stay apart. */
export function AdminConsole() {
  return <AdminDashboardPage cms={<CmsConsole />} />;
}
