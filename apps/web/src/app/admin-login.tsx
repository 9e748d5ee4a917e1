import { adminAuthRoutes } from '@foursight/shared/contract/admin-auth';
import { AdminLoginPage } from '@/features/admin/admin-login-page';
import { TwoFactorCodeStep } from '@/features/two-factor/two-factor-code-step';

/** The admin sign-in with its two-factor step, composed here so the admin and two-factor features stay apart. */
export function AdminLogin() {
  return (
    <AdminLoginPage
      codeStep={(handlers) => <TwoFactorCodeStep route={adminAuthRoutes.loginTwoFactor} {...handlers} />}
    />
  );
}
