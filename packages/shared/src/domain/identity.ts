/**
 * How names that must be unique are compared: trimmed and lowercase, and
 * domains without scheme, "www." or path, so "https://www.Acme.com/" and
 * "acme.com" are the same company.
 */
export function normalizeKey(value: string): string {
  return value.trim().toLowerCase();
}

export function normalizeDomain(value: string): string {
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '');
  // Up to the path, query or fragment: cut at the first, which a single scan finds.
  const end = host.search(/[/?#]/);
  return (end < 0 ? host : host.slice(0, end)).replace(/\.$/, '');
}

/** A host name with at least one dot: labels of letters, digits and hyphens. */
export const DOMAIN_PATTERN = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
