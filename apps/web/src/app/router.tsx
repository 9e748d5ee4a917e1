import { createBrowserRouter } from 'react-router';
import { LoginPage } from '@/features/auth/login-page';
import { HomePage } from '@/features/marketing/home-page';
import { ComingSoonPage } from './coming-soon-page';
import { PublicLayout } from './layouts/public-layout';
import { SIDEBAR_ENTRIES, SIGNED_IN_DETAIL_ROUTES } from './navigation';
import { NotFoundPage } from './not-found-page';
import { Root } from './root';
import { SignedInGate } from './signed-in-gate';

const signedInPaths = [...SIDEBAR_ENTRIES.map((entry) => entry.path), ...SIGNED_IN_DETAIL_ROUTES];

export function createRouter() {
  return createBrowserRouter([
    {
      element: <Root />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { path: '/', element: <HomePage /> },
            { path: '/login', element: <LoginPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          element: <SignedInGate />,
          children: signedInPaths.map((path) => ({
            path,
            element: <ComingSoonPage path={path.replace(/\/:id$/, '')} />,
          })),
        },
      ],
    },
  ]);
}
