import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { lazyComponent, type LazyComponent } from '@/lib/lazy-component';
import { withChunkErrorCard } from './chunk-error-boundary';

interface PublicPage {
  path: string;
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
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', Page: page(async () => (await import('@/features/marketing/home-page')).HomePage) },
  { path: '/about', Page: page(async () => (await import('@/features/marketing/about-page')).AboutPage) },
  {
    path: '/features',
    Page: page(async () => (await import('@/features/marketing/features-page')).FeaturesPage),
  },
  {
    path: '/how-it-works',
    Page: page(async () => (await import('@/features/marketing/how-it-works-page')).HowItWorksPage),
  },
  {
    path: '/pricing',
    Page: page(async () => (await import('@/features/marketing/pricing-page')).PricingPage),
  },
  { path: '/faq', Page: page(async () => (await import('@/features/marketing/faq-page')).FaqPage) },
  { path: '/terms', Page: page(async () => (await import('@/features/marketing/terms-page')).TermsPage) },
  {
    path: '/privacy',
    Page: page(async () => (await import('@/features/marketing/privacy-page')).PrivacyPage),
  },
  { path: '/contact', Page: page(async () => (await import('./contact-screen')).ContactScreen) },
  { path: '/p/:slug', Page: page(async () => (await import('@/features/marketing/cms-page')).CmsPage) },
];

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
