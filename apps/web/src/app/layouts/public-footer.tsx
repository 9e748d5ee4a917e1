import { Link } from 'react-router';
import { Brand } from '../brand';
import { FOOTER_LINKS } from '../navigation';

/** Footer of the public site (spec part 1 §2.2). API, Integrations and the social links are placeholders there too. */
export function PublicFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-[2fr_3fr]">
        <div className="grid gap-3">
          <Brand />
          <p className="max-w-sm text-sm text-muted-foreground">
            Anonymous SWOT input from your whole organisation, turned into insight, goals and reports.
          </p>
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
              <span className="text-muted-foreground">API (coming soon)</span>
            </li>
            <li>
              <span className="text-muted-foreground">Integrations (coming soon)</span>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t px-4 py-4 text-center text-xs text-muted-foreground">
        © 2024 Foursight. All rights reserved.
      </p>
    </footer>
  );
}
