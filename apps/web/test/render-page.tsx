import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders one screen with the app's real providers (query client defaults,
 * toaster) at `path`; other paths render their name so navigation shows.
 */
export function renderPage(element: ReactElement, path = '/') {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p data-testid="navigated-to">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

/** A JSON answer as fetch gives it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
