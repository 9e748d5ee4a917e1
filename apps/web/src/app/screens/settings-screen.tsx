import { UpgradePlanButton } from '@/features/billing/upgrade-plan-dialog';
import { SettingsPage } from '@/features/settings/settings-page';

/** Settings, with billing's upgrade dialog beside the plan badge. */
export function SettingsScreen() {
  return <SettingsPage planAction={(plan) => <UpgradePlanButton currentPlan={plan} />} />;
}
