import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import type * as ScreensModule from './signed-in-screens';

/**
 * Screens loaded on demand, so the public pages (what a visitor sees first)
 * do not carry the organiser app or the admin console. Each import is its
 * own chunk, fetched when its route is first shown.
 *
 * The organiser app comes in two steps: the gate with the signed-in shell
 * (signed-in-gate.tsx), and each screen's own chunk (listed in
 * signed-in-screens.tsx). Both render at once once preloaded.
 */
let screens: typeof ScreensModule | null = null;
const loadScreens = async () => (screens ??= await import('./signed-in-screens'));

// The gate comes with the screen list (the next thing it renders), and starts the code of the screen
// being opened, so a signed-in page opened directly does not fetch its chunks one after the other.
export const SignedInGate = lazyComponent(async () => {
  const [gate] = await Promise.all([
    import('./signed-in-gate'),
    loadScreens().then((loaded) => void loaded.preloadScreen(window.location.pathname)),
  ]);
  return gate.SignedInGate;
});
export const SignedInScreen = lazyComponent(async () => (await loadScreens()).SignedInScreen);
export const AdminLoginPage = lazy(() => import('./admin-login').then((m) => ({ default: m.AdminLogin })));
export const AdminDashboardPage = lazy(() => import('./admin-console').then((m) => ({ default: m.AdminConsole })));
export const AcceptInvitationPage = lazy(() =>
  import('@/features/team/accept-invitation-page').then((m) => ({ default: m.AcceptInvitationPage })),
);
/** The big-screen live view: signed in, but outside the shell (its own gate in the screen). */
export const SwotLiveScreen = lazy(() =>
  import('./screens/swot-live-screen').then((m) => ({ default: m.SwotLiveScreen })),
);
export const RegisterPage = lazy(() =>
  import('@/features/auth/register-page').then((m) => ({ default: m.RegisterPage })),
);

/**
 * Fetches and runs the code a signed-in `path` needs (the gate and shell, and
 * that screen's chunk), so that signing in shows it without waiting. Called
 * while the sign-in form is shown. A failed preload is ignored: showing the
 * screen fetches its code again.
 */
export async function preloadSignedIn(path: string): Promise<void> {
  try {
    await Promise.all([SignedInGate.preload(), SignedInScreen.preload(), (await loadScreens()).preloadScreen(path)]);
  } catch {
    // See above.
  }
}

/**
 * Starts the reads of the signed-in screen at `path` (the dashboard's
 * figures), for a screen that lists them. At once when the screens' code is
 * already here (preloaded with the sign-in form): a dynamic import, even of a
 * loaded module, resolves only after the next screen has been rendered.
 */
export function prefetchSignedIn(queryClient: QueryClient, path: string): void {
  if (screens) screens.prefetchScreen(queryClient, path);
  else
    loadScreens().then(
      (loaded) => loaded.prefetchScreen(queryClient, path),
      () => undefined, // The screen fetches its own data when it shows.
    );
}
