import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { preloadPublicPage } from './app/public-pages';
import { AppRoutes } from './app/router';
import { followUser } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { readStoredUser } from './lib/stored-user';
import './styles.css';

// The signed-in organiser's own language, as last known: its words are fetched at once (the app starts in
// English); the status check that follows confirms it.
const known = readStoredUser();
if (known) followUser(known);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <Providers queryClient={createQueryClient()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// A prerendered public page (scripts/prerender.mjs) is adopted as it is, so what
// painted first stays on screen; every other page is rendered from scratch.
// The page's own chunk is asked for at once; until it is here, React keeps
// the page's prerendered HTML as it is (the public layout's Suspense boundary)
// while the bar and footer around it already respond.
if (container.hasChildNodes()) {
  void preloadPublicPage(window.location.pathname);
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
