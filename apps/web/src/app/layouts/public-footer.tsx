import { Link } from 'react-router';
import type { PublicSite } from '@foursight/shared/contract/marketing';
import { Brand } from '../brand';
import { FOOTER_LINKS } from '../navigation';

/**
 * Footer of the public site (spec part 1 §2.2), with the site's name, tagline,
 * contact details and footer text from the admin's site settings. API and
 * Integrations are placeholders there too.
 */
export function PublicFooter({ site }: { site: PublicSite | undefined }) {
  const name = site?.siteName ?? 'Foursight';
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-[2fr_3fr]">
        <div className="grid content-start gap-3">
          <Brand name={name} />
          <p className="max-w-sm text-sm text-muted-foreground">
            {site?.siteTagline ||
              'Anonymous SWOT input from your whole organisation, turned into insight, goals and reports.'}
          </p>
          {site?.contactEmail || site?.contactPhone ? (
            <p className="text-sm text-muted-foreground">
              {site.contactEmail ? (
                <a href={`mailto:${site.contactEmail}`} className="underline-offset-4 hover:underline">
                  {site.contactEmail}
                </a>
              ) : null}
              {site.contactEmail && site.contactPhone ? ' · ' : null}
              {site.contactPhone}
            </p>
          ) : null}
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
            {FOOTER_LINKS.map((link) => (
              <li key={link.path}>
                <Link
                  to={link.path}
                  className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link
                to="/faq"
                className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
              >
                FAQ
              </Link>
            </li>
            <li>
              <span className="text-muted-foreground">API (coming soon)</span>
            </li>
            <li>
              <span className="text-muted-foreground">Integrations (coming soon)</span>
            </li>
          </ul>
        </nav>
      </div>
      <div className="grid gap-1 border-t px-4 py-4 text-center text-xs text-muted-foreground">
        {site?.footerText ? <p data-testid="footer-text">{site.footerText}</p> : null}
        <p>
          © {new Date().getFullYear()} {name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
