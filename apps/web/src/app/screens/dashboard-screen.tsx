import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { GoalsDashboardCard } from '@/features/goals/goals-dashboard-card';
import { PrioritiesDashboardCard } from '@/features/rounds/priorities-dashboard-card';
import { AllowanceBanner } from '@/features/usage/allowance-banner';
import { LogoutButton } from '../logout-button';

/** The dashboard with the Logout button in its header, the allowance banner, the goals card and the latest priorities (spec part 2, Dashboard). */
export function DashboardScreen() {
  return (
    <DashboardPage
      headerActions={<LogoutButton />}
      allowanceBanner={<AllowanceBanner />}
      goalsCard={<GoalsDashboardCard />}
      prioritiesCard={<PrioritiesDashboardCard />}
    />
  );
}
