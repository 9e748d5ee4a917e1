import type { ReactElement } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import {
  ACCOUNT_WEB_ROUTES,
  SIGNED_IN_WEB_ROUTES,
  STANDALONE_WEB_ROUTES,
  type AccountWebRoute,
  type StandaloneWebRoute,
} from '@foursight/shared/contract/web-routes';
import { PublicLayout } from './layouts/public-layout';
import { Login } from './login';
import {
  AcceptInvitationPage,
  AdminDashboardPage,
  AdminLoginPage,
  ForgotPasswordPage,
  RegisterPage,
  ResetPasswordPage,
  SignedInGate,
  SignedInScreen,
  SwotLiveScreen,
} from './lazy-screens';
import { NotFoundPage } from './not-found-page';
import { PUBLIC_PAGES } from './public-pages';
import { Root } from './root';

/** The public pages, prerendered to HTML at build time (scripts/prerender.mjs) so they paint before any script runs. */
export const PRERENDERED_PATHS = [
  '/',
  '/about',
  '/features',
  '/how-it-works',
  '/pricing',
  '/faq',
  '/terms',
  '/privacy',
  '/contact',
];

/** The account pages, in the public layout. */
const ACCOUNT_PAGES: Record<AccountWebRoute, ReactElement> = {
  '/login': <Login />,
  '/register': <RegisterPage />,
  '/forgot-password': <ForgotPasswordPage audience="organiser" />,
  '/reset-password': <ResetPasswordPage audience="organiser" />,
  '/invitation/:token': <AcceptInvitationPage />,
};

/** Pages outside both layouts. The live view is signed in but without the sidebar: a projector shows the session alone. */
const STANDALONE_PAGES: Record<StandaloneWebRoute, ReactElement> = {
  '/swot/:id/live': <SwotLiveScreen />,
  '/admin': <AdminLoginPage />,
  '/admin/forgot-password': (
    <main>
      <ForgotPasswordPage audience="admin" />
    </main>
  ),
  '/admin/reset-password': (
    <main>
      <ResetPasswordPage audience="admin" />
    </main>
  ),
  '/admin-dashboard': <AdminDashboardPage />,
};

/**
 * Every route of the app, for a router around it (BrowserRouter in the
 * browser, StaticRouter when prerendering). Declarative routing: nothing here
 * uses loaders or actions, and the data router costs 14 KB more (Brotli) on
 * every page. The paths are the shared list's (contract/web-routes.ts): the
 * server answers 404 for any other, so a page is added there first.
 */
export function AppRoutes() {
  return useRoutes(ROUTES);
}

export function createRoutes(): RouteObject[] {
  return [
    {
      element: <Root />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            ...PUBLIC_PAGES.map(({ path, Page }) => ({ path, element: <Page /> })),
            ...ACCOUNT_WEB_ROUTES.map((path) => ({ path, element: ACCOUNT_PAGES[path] })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          element: <SignedInGate />,
          children: SIGNED_IN_WEB_ROUTES.map((path) => ({ path, element: <SignedInScreen path={path} /> })),
        },
        ...STANDALONE_WEB_ROUTES.map((path) => ({ path, element: STANDALONE_PAGES[path] })),
      ],
    },
  ];
}

const ROUTES = createRoutes();
