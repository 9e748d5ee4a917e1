/**
 * Every page address of the web app, as route patterns (`:name` stands for
 * one path segment). The web router takes its paths from these lists, and
 * the server answers 404 for a page address none of them matches (still
 * with the app's page, which shows its own 404). A new page is added here
 * first; the router's types then ask for its component.
 *
 * Matching follows React Router's: letter case is ignored and a trailing
 * slash is allowed.
 */

/** The public site's pages (prerendered where they have no parameter). */
export const PUBLIC_WEB_ROUTES = [
  '/',
  '/about',
  '/features',
  '/how-it-works',
  '/pricing',
  '/faq',
  '/terms',
  '/privacy',
  '/contact',
  '/p/:slug',
] as const;
export type PublicWebRoute = (typeof PUBLIC_WEB_ROUTES)[number];

/** Signing in, registering, recovering a password, accepting a colleague's invitation: inside the public layout. */
export const ACCOUNT_WEB_ROUTES = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/invitation/:token',
] as const;
export type AccountWebRoute = (typeof ACCOUNT_WEB_ROUTES)[number];

/** The organiser app's screens, inside the signed-in shell: the sidebar's pages and their detail pages. */
export const SIGNED_IN_WEB_ROUTES = [
  '/dashboard',
  '/create-swot',
  '/swot-management',
  '/reports',
  '/performance-comparison',
  '/manage-users',
  '/manage-usage',
  '/invoices',
  '/org-chart',
  '/email-templates',
  '/strategic-goals',
  '/settings',
  '/profile',
  '/swot/:id',
  '/reports/:id',
] as const;
export type SignedInWebRoute = (typeof SIGNED_IN_WEB_ROUTES)[number];

/** Pages of their own, outside both layouts: the projector's live view and the platform admin's pages. */
export const STANDALONE_WEB_ROUTES = [
  '/swot/:id/live',
  '/admin',
  '/admin/forgot-password',
  '/admin/reset-password',
  '/admin-dashboard',
] as const;
export type StandaloneWebRoute = (typeof STANDALONE_WEB_ROUTES)[number];

/** The participation page, a separate small entry of the web build (participate.html), not the app's router. */
export const PARTICIPATION_WEB_ROUTES = ['/participate/:token', '/participate/:token/round'] as const;

/** The routes of the app's own router (index.html). */
export const APP_WEB_ROUTES: readonly string[] = [
  ...PUBLIC_WEB_ROUTES,
  ...ACCOUNT_WEB_ROUTES,
  ...SIGNED_IN_WEB_ROUTES,
  ...STANDALONE_WEB_ROUTES,
];

/** Whether `pathname` (no query string) is an address of the participation page. */
export function isParticipationPage(pathname: string): boolean {
  return PARTICIPATION_WEB_ROUTES.some((pattern) => matchesRoute(pattern, pathname));
}

/** Whether `pathname` (no query string) is a page of the web app: the app's router or the participation page. */
export function isWebPage(pathname: string): boolean {
  return isParticipationPage(pathname) || APP_WEB_ROUTES.some((pattern) => matchesRoute(pattern, pathname));
}

/** Whether `pathname` matches the route `pattern` (e.g. /swot/:id), segment by segment. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  return (
    wanted.length === given.length &&
    wanted.every((segment, at) => segment.startsWith(':') || segment.toLowerCase() === given[at]?.toLowerCase())
  );
}

/** A path's segments; empty ones (the root's, a trailing slash's) do not count. */
function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}
