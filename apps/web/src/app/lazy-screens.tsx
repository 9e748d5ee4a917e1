import { lazy } from 'react';

/**
 * Screens loaded on demand, so the public pages (what a visitor sees first)
 * do not carry the organiser app or the admin console. Each import is its
 * own chunk, fetched when its route is first shown.
 */
export const SignedInGate = lazy(() => import('./signed-in-gate').then((m) => ({ default: m.SignedInGate })));
export const SignedInScreen = lazy(() => import('./signed-in-screens').then((m) => ({ default: m.SignedInScreen })));
export const AdminLoginPage = lazy(() => import('./admin-login').then((m) => ({ default: m.AdminLogin })));
export const AdminDashboardPage = lazy(() => import('./admin-console').then((m) => ({ default: m.AdminConsole })));
export const RegisterPage = lazy(() =>
  import('@/features/auth/register-page').then((m) => ({ default: m.RegisterPage })),
);
