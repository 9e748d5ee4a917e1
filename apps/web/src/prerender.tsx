// Build-time rendering of the public pages (see scripts/prerender.mjs): the
// same routes and components as the browser, rendered to HTML in Node with
// no data (queries stay pending, so data-driven parts show their skeletons,
// exactly as the browser's first render does).
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Providers } from './app/providers';
import { preloadPublicPages } from './app/public-pages';
import { AppRoutes, PRERENDERED_PATHS } from './app/router';
import { prerenderedHead } from './lib/use-page-title';

export { PRERENDERED_PATHS };

/** The page's HTML and the title and description it set. */
export async function renderPage(path: string): Promise<{ html: string; title: string; description: string }> {
  // Lazy pages render at once only when their code is already loaded (renderToString does not wait).
  await preloadPublicPages();
  prerenderedHead.title = '';
  prerenderedHead.description = '';
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  const html = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  return { html, ...prerenderedHead };
}
