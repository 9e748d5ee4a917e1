import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { LogoutButton } from '../logout-button';

/** The dashboard with the Logout button in its header (spec part 2, Dashboard). */
export function DashboardScreen() {
  return <DashboardPage headerActions={<LogoutButton />} />;
}
