// Build-time rendering of the public pages (see scripts/prerender.mjs): the
// same routes and components as the browser, rendered to HTML in Node with
// no data (queries stay pending, so data-driven parts show their skeletons,
// exactly as the browser's first render does).
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes, PRERENDERED_PATHS } from './app/router';
import { prerenderedHead } from './lib/use-page-title';

export { PRERENDERED_PATHS };

/** The page's HTML and the title and description it set. */
export function renderPage(path: string): { html: string; title: string; description: string } {
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
