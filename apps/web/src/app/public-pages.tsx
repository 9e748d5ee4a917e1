import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { PUBLIC_WEB_ROUTES, type PublicWebRoute } from '@foursight/shared/contract/web-routes';
import { lazyComponent, type LazyComponent } from '@/lib/lazy-component';
import { withChunkErrorCard } from './chunk-error-boundary';

interface PublicPage {
  path: PublicWebRoute;
  Page: LazyComponent<object>;
}

/**
 * The public site's pages, each its own chunk, so the sign-in page (the way
 * to the dashboard) does not carry the marketing pages. Prerendering loads
 * them all first (prerender.tsx); in the browser a prerendered page stays as
 * painted until its chunk arrives, and the bar around it responds meanwhile
 * (main.tsx). Code that fails to load is retried, then a card with Reload
 * takes the page's place, between the bar and the footer.
 */
const PAGES: Record<PublicWebRoute, LazyComponent<object>> = {
  '/': page(async () => (await import('@/features/marketing/home-page')).HomePage),
  '/about': page(async () => (await import('@/features/marketing/about-page')).AboutPage),
  '/features': page(async () => (await import('@/features/marketing/features-page')).FeaturesPage),
  '/how-it-works': page(async () => (await import('@/features/marketing/how-it-works-page')).HowItWorksPage),
  '/pricing': page(async () => (await import('@/features/marketing/pricing-page')).PricingPage),
  '/faq': page(async () => (await import('@/features/marketing/faq-page')).FaqPage),
  '/terms': page(async () => (await import('@/features/marketing/terms-page')).TermsPage),
  '/privacy': page(async () => (await import('@/features/marketing/privacy-page')).PrivacyPage),
  '/contact': page(async () => (await import('./contact-screen')).ContactScreen),
  '/p/:slug': page(async () => (await import('@/features/marketing/cms-page')).CmsPage),
};

/** The public pages in the order of the shared route list, which is where a new one is added first. */
export const PUBLIC_PAGES: readonly PublicPage[] = PUBLIC_WEB_ROUTES.map((path) => ({ path, Page: PAGES[path] }));

function page(load: () => Promise<ComponentType>): LazyComponent<object> {
  return withChunkErrorCard(lazyComponent(load));
}

/** Loads the code of the public page at `pathname`, if it is one. A failure is left to the page's own render. */
export async function preloadPublicPage(pathname: string): Promise<void> {
  const page = PUBLIC_PAGES.find(({ path }) => matchPath(path, pathname));
  await page?.Page.preload().catch(() => undefined);
}

/** Loads every public page's code (prerendering renders them all). */
export async function preloadPublicPages(): Promise<void> {
  await Promise.all(PUBLIC_PAGES.map(({ Page }) => Page.preload()));
}
