import { useRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { Login } from './login';
import {
  AcceptInvitationPage,
  AdminDashboardPage,
  AdminLoginPage,
  RegisterPage,
  SignedInGate,
  SignedInScreen,
  SwotLiveScreen,
} from './lazy-screens';
import { SIDEBAR_ENTRIES, SIGNED_IN_DETAIL_ROUTES } from './navigation';
import { NotFoundPage } from './not-found-page';
import { PUBLIC_PAGES } from './public-pages';
import { Root } from './root';

const signedInPaths = [...SIDEBAR_ENTRIES.map((entry) => entry.path), ...SIGNED_IN_DETAIL_ROUTES];

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

/**
 * Every route of the app, for a router around it (BrowserRouter in the
 * browser, StaticRouter when prerendering). Declarative routing: nothing here
 * uses loaders or actions, and the data router costs 14 KB more (Brotli) on
 * every page.
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
            { path: '/login', element: <Login /> },
            { path: '/register', element: <RegisterPage /> },
            { path: '/invitation/:token', element: <AcceptInvitationPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          element: <SignedInGate />,
          children: signedInPaths.map((path) => ({ path, element: <SignedInScreen path={path} /> })),
        },
        // Signed in but without the sidebar: a projector shows the session alone.
        { path: '/swot/:id/live', element: <SwotLiveScreen /> },
        { path: '/admin', element: <AdminLoginPage /> },
        { path: '/admin-dashboard', element: <AdminDashboardPage /> },
      ],
    },
  ];
}

const ROUTES = createRoutes();
