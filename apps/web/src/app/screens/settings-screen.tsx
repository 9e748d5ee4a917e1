import { UpgradePlanButton } from '@/features/billing/upgrade-plan-dialog';
import { SettingsPage } from '@/features/settings/settings-page';
import { TeamSection } from '@/features/team/team-section';

/** Settings, with billing's upgrade dialog beside the plan badge and the team (colleagues and roles) below. */
export function SettingsScreen() {
  return <SettingsPage planAction={(plan) => <UpgradePlanButton currentPlan={plan} />} team={<TeamSection />} />;
}
