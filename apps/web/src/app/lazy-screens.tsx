import type { QueryClient } from '@tanstack/react-query';
import { lazyComponent } from '@/lib/lazy-component';
import { withChunkErrorCard } from './chunk-error-boundary';
import type * as ScreensModule from './signed-in-screens';
import { provideSignedInLoader } from './signed-in-preload';

/**
 * Screens loaded on demand, so the public pages (what a visitor sees first)
 * do not carry the organiser app or the admin console. Each import is its
 * own chunk, fetched when its route is first shown.
 *
 * The organiser app comes in two steps: the gate with the signed-in shell
 * (signed-in-gate.tsx), and each screen's own chunk (listed in
 * signed-in-screens.tsx). Both render at once once preloaded.
 *
 * Each is retried when its code fails to load, then shows a card with Reload
 * in its place (withChunkErrorCard): a screen's card sits inside the shell,
 * the gate's in place of the whole signed-in app.
 */
let screens: typeof ScreensModule | null = null;
const loadScreens = async () => (screens ??= await import('./signed-in-screens'));

// The gate comes with the screen list (the next thing it renders), and starts the code of the screen
// being opened, so a signed-in page opened directly does not fetch its chunks one after the other.
export const SignedInGate = withChunkErrorCard(
  lazyComponent(async () => {
    const [gate] = await Promise.all([
      import('./signed-in-gate'),
      loadScreens().then((loaded) => void loaded.preloadScreen(window.location.pathname)),
    ]);
    return gate.SignedInGate;
  }),
);
export const SignedInScreen = withChunkErrorCard(lazyComponent(async () => (await loadScreens()).SignedInScreen));
export const AdminLoginPage = withChunkErrorCard(lazyComponent(async () => (await import('./admin-login')).AdminLogin));
export const AdminDashboardPage = withChunkErrorCard(
  lazyComponent(async () => (await import('./admin-console')).AdminConsole),
);
export const AcceptInvitationPage = withChunkErrorCard(
  lazyComponent(async () => (await import('@/features/team/accept-invitation-page')).AcceptInvitationPage),
);
/** The big-screen live view: signed in, but outside the shell (its own gate in the screen). */
export const SwotLiveScreen = withChunkErrorCard(
  lazyComponent(async () => (await import('./screens/swot-live-screen')).SwotLiveScreen),
);
export const RegisterPage = withChunkErrorCard(
  lazyComponent(async () => (await import('@/features/auth/register-page')).RegisterPage),
);

/**
 * Fetches and runs the code a signed-in `path` needs (the gate and shell, and
 * that screen's chunk), so that signing in shows it without waiting. Called
 * while the sign-in form is shown. A failed preload is ignored: showing the
 * screen fetches its code again.
 */
async function preloadSignedIn(path: string): Promise<void> {
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
function prefetchSignedIn(queryClient: QueryClient, path: string): void {
  if (screens) screens.prefetchScreen(queryClient, path);
  else
    loadScreens().then(
      (loaded) => loaded.prefetchScreen(queryClient, path),
      () => undefined, // The screen fetches its own data when it shows.
    );
}

/** "Forgot password?" and the e-mailed link's page, for organisers and for the platform admin. */
export const ForgotPasswordPage = withChunkErrorCard(
  lazyComponent(async () => (await import('@/features/auth/forgot-password-page')).ForgotPasswordPage),
);
export const ResetPasswordPage = withChunkErrorCard(
  lazyComponent(async () => (await import('@/features/auth/reset-password-page')).ResetPasswordPage),
);

// The sign-in form starts these through signed-in-preload.ts.
provideSignedInLoader({ preload: preloadSignedIn, prefetch: prefetchSignedIn });
