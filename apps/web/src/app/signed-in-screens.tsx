import type { QueryClient } from '@tanstack/react-query';
import { Suspense, type ComponentType } from 'react';
import { matchPath } from 'react-router';
import { SIGNED_IN_WEB_ROUTES, type SignedInWebRoute } from '@foursight/shared/contract/web-routes';
import { DashboardSkeleton } from '@/features/dashboard/dashboard-skeleton';
import { prefetchDashboard } from '@/features/dashboard/use-dashboard';
import { lazyComponent, type LazyComponent } from '@/lib/lazy-component';
import { DetailScreenSkeleton, FormScreenSkeleton, ListScreenSkeleton } from './screen-skeletons';

interface Screen {
  Component: LazyComponent<object>;
  Skeleton: ComponentType;
  prefetch?: ((queryClient: QueryClient) => void) | undefined;
}

/**
 * A screen whose code is its own chunk, fetched when first shown (or
 * preloaded), with its skeleton meanwhile; `prefetch` starts its first reads
 * right after signing in, for the screen signing in leads to.
 */
function screen(
  load: () => Promise<ComponentType>,
  Skeleton: ComponentType,
  prefetch?: (queryClient: QueryClient) => void,
): Screen {
  return { Component: lazyComponent(load), Skeleton, prefetch };
}

/**
 * The signed-in screens, one line each: the route, the screen's code, and
 * the skeleton shown while that code arrives. A screen composed from several
 * features (the dashboard and its Logout button) has its composition in
 * ./screens/. The routes are the shared list's (contract/web-routes.ts),
 * every one with its screen; a sidebar page also has its entry in
 * navigation.ts.
 */
const SCREENS: Record<SignedInWebRoute, Screen> = {
  '/dashboard': screen(
    async () => (await import('./screens/dashboard-screen')).DashboardScreen,
    DashboardSkeleton,
    prefetchDashboard,
  ),
  '/settings': screen(async () => (await import('./screens/settings-screen')).SettingsScreen, FormScreenSkeleton),
  '/profile': screen(async () => (await import('./screens/profile-screen')).ProfileScreen, FormScreenSkeleton),
  '/manage-users': screen(
    async () => (await import('@/features/directory/manage-users-page')).ManageUsersPage,
    ListScreenSkeleton,
  ),
  '/email-templates': screen(
    async () => (await import('./screens/email-templates-screen')).EmailTemplatesScreen,
    ListScreenSkeleton,
  ),
  '/create-swot': screen(
    async () => (await import('@/features/swots/create-swot-page')).CreateSwotPage,
    FormScreenSkeleton,
  ),
  '/swot-management': screen(
    async () => (await import('@/features/swots/swot-management-page')).SwotManagementPage,
    ListScreenSkeleton,
  ),
  '/manage-usage': screen(
    async () => (await import('./screens/manage-usage-screen')).ManageUsageScreen,
    ListScreenSkeleton,
  ),
  '/org-chart': screen(
    async () => (await import('@/features/directory/org-chart-page')).OrgChartPage,
    ListScreenSkeleton,
  ),
  '/invoices': screen(async () => (await import('@/features/billing/invoices-page')).InvoicesPage, ListScreenSkeleton),
  '/strategic-goals': screen(
    async () => (await import('@/features/goals/strategic-goals-page')).StrategicGoalsPage,
    ListScreenSkeleton,
  ),
  '/performance-comparison': screen(
    async () => (await import('@/features/comparison/performance-comparison-page')).PerformanceComparisonPage,
    ListScreenSkeleton,
  ),
  '/reports': screen(async () => (await import('@/features/reports/reports-page')).ReportsPage, ListScreenSkeleton),
  '/reports/:id': screen(async () => (await import('@/features/reports/report-page')).ReportPage, DetailScreenSkeleton),
  '/swot/:id': screen(
    async () => (await import('./screens/swot-detail-screen')).SwotDetailScreen,
    DetailScreenSkeleton,
  ),
};

/** The screen of one signed-in route (`path` is the route's pattern, e.g. /swot/:id). */
export function SignedInScreen({ path }: { path: SignedInWebRoute }) {
  const entry = SCREENS[path];
  // Keyed by route: a screen whose code is still on its way shows its skeleton, not the previous screen.
  return (
    <Suspense key={path} fallback={<entry.Skeleton />}>
      <entry.Component />
    </Suspense>
  );
}

function screenAt(pathname: string): Screen | undefined {
  const route = SIGNED_IN_WEB_ROUTES.find((pattern) => matchPath(pattern, pathname));
  return route ? SCREENS[route] : undefined;
}

/** Starts the first reads of the screen at `pathname`, when it lists them. */
export function prefetchScreen(queryClient: QueryClient, pathname: string): void {
  screenAt(pathname)?.prefetch?.(queryClient);
}

/**
 * Fetches and runs the code of the screen at `pathname` (a real path, e.g.
 * /swot/42), if it has its own. A failed preload is ignored: showing the
 * screen fetches its code again.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  await screenAt(pathname)
    ?.Component.preload()
    .catch(() => undefined);
}
