import { authRoutes } from '@foursight/shared/contract/auth';
import { LoginPage } from '@/features/auth/login-page';
import { TwoFactorCodeStep } from '@/features/two-factor/two-factor-code-step';

/** The organiser sign-in with its two-factor step, composed here so the auth and two-factor features stay apart. */
export function Login() {
  return <LoginPage codeStep={(handlers) => <TwoFactorCodeStep route={authRoutes.loginTwoFactor} {...handlers} />} />;
}
