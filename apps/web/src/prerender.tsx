// Build-time rendering of the public pages (see scripts/prerender.mjs): the
// same routes and components as the browser, rendered to HTML in Node with
// no data (queries stay pending, so data-driven parts show their skeletons,
// exactly as the browser's first render does).
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRoutes, PRERENDERED_PATHS } from './app/router';
import { prerenderedHead } from './lib/use-page-title';

export { PRERENDERED_PATHS };

/** The page's HTML and the title and description it set. */
export async function renderPage(path: string): Promise<{ html: string; title: string; description: string }> {
  prerenderedHead.title = '';
  prerenderedHead.description = '';
  const routes = createRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  const html = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  return { html, ...prerenderedHead };
}
