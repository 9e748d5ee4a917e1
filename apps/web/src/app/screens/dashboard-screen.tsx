import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { AllowanceBanner } from '@/features/usage/allowance-banner';
import { LogoutButton } from '../logout-button';

/** The dashboard with the Logout button in its header and the allowance banner (spec part 2, Dashboard). */
export function DashboardScreen() {
  return <DashboardPage headerActions={<LogoutButton />} allowanceBanner={<AllowanceBanner />} />;
}
