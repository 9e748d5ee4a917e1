import { useRoutes, type RouteObject } from 'react-router';
import { ContactDetails, ContactPage } from '@/features/contact/contact-page';
import { AboutPage } from '@/features/marketing/about-page';
import { CmsPage } from '@/features/marketing/cms-page';
import { FaqPage } from '@/features/marketing/faq-page';
import { FeaturesPage } from '@/features/marketing/features-page';
import { HomePage } from '@/features/marketing/home-page';
import { HowItWorksPage } from '@/features/marketing/how-it-works-page';
import { PricingPage } from '@/features/marketing/pricing-page';
import { PrivacyPage } from '@/features/marketing/privacy-page';
import { TermsPage } from '@/features/marketing/terms-page';
import { useSite } from '@/features/marketing/use-marketing';
import { PublicLayout } from './layouts/public-layout';
import { Login } from './login';
import { AdminDashboardPage, AdminLoginPage, RegisterPage, SignedInGate, SignedInScreen } from './lazy-screens';
import { SIDEBAR_ENTRIES, SIGNED_IN_DETAIL_ROUTES } from './navigation';
import { NotFoundPage } from './not-found-page';
import { Root } from './root';

const signedInPaths = [...SIDEBAR_ENTRIES.map((entry) => entry.path), ...SIGNED_IN_DETAIL_ROUTES];

function Contact() {
  const site = useSite().data;
  return <ContactPage details={site ? <ContactDetails email={site.contactEmail} phone={site.contactPhone} /> : null} />;
}

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
            { path: '/', element: <HomePage /> },
            { path: '/about', element: <AboutPage /> },
            { path: '/features', element: <FeaturesPage /> },
            { path: '/how-it-works', element: <HowItWorksPage /> },
            { path: '/pricing', element: <PricingPage /> },
            { path: '/faq', element: <FaqPage /> },
            { path: '/terms', element: <TermsPage /> },
            { path: '/privacy', element: <PrivacyPage /> },
            { path: '/contact', element: <Contact /> },
            { path: '/p/:slug', element: <CmsPage /> },
            { path: '/login', element: <Login /> },
            { path: '/register', element: <RegisterPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          element: <SignedInGate />,
          children: signedInPaths.map((path) => ({ path, element: <SignedInScreen path={path} /> })),
        },
        { path: '/admin', element: <AdminLoginPage /> },
        { path: '/admin-dashboard', element: <AdminDashboardPage /> },
      ],
    },
  ];
}

const ROUTES = createRoutes();
