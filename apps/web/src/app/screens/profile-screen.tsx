import { ProfilePage } from '@/features/profile/profile-page';
import { TwoFactorSettings } from '@/features/two-factor/two-factor-settings';

/** The profile with the organiser's two-factor settings. */
export function ProfileScreen() {
  return <ProfilePage twoFactor={<TwoFactorSettings subject="user" />} />;
}
