import { Link } from 'react-router';

/** The product mark: four quadrants. */
export function Brand({
  to = '/',
  compact = false,
  name = 'Foursight',
}: {
  to?: string;
  compact?: boolean;
  /** The site name from the admin's site settings, on the public site. */
  name?: string | undefined;
}) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2 rounded-md font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#1d4ed8" />
        <rect x="7" y="7" width="8" height="8" rx="1.5" fill="#fff" />
        <rect x="17" y="7" width="8" height="8" rx="1.5" fill="#93c5fd" />
        <rect x="7" y="17" width="8" height="8" rx="1.5" fill="#93c5fd" />
        <rect x="17" y="17" width="8" height="8" rx="1.5" fill="#fff" />
      </svg>
      <span className={compact ? 'sr-only' : 'text-lg'}>{name}</span>
    </Link>
  );
}
