import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { authRoutes } from '@foursight/shared/contract/auth';
import { LoginPage, signInDestination } from '@/features/auth/login-page';
import { TwoFactorCodeStep } from '@/features/two-factor/two-factor-code-step';
import { whenIdle } from '@/lib/when-idle';
import { prefetchSignedIn, preloadSignedIn } from './signed-in-preload';

/**
 * The organiser sign-in with its two-factor step, composed here so the auth
 * and two-factor features stay apart. While the form is shown, the code of
 * the screen that signing in leads to is fetched (when the browser is first
 * idle, or at once when the form gets focus), so that screen shows without
 * waiting for it; once signed in, that screen's reads start before it is on
 * the page.
 */
export function Login() {
  const destination = signInDestination(useLocation().pathname);
  const queryClient = useQueryClient();
  // Asking twice costs nothing: the code is fetched once.
  const preload = () => void preloadSignedIn(destination);
  useEffect(() => whenIdle(() => void preloadSignedIn(destination)), [destination]);
  return (
    <div onFocusCapture={preload} className="contents">
      <LoginPage
        codeStep={(handlers) => <TwoFactorCodeStep route={authRoutes.loginTwoFactor} {...handlers} />}
        prefetch={(path) => prefetchSignedIn(queryClient, path)}
      />
    </div>
  );
}
