import type { FastifyInstance } from 'fastify';

/**
 * Strict defaults on every response: scripts only from our own origin, no
 * framing, no referrer leaking participation tokens to other sites. The same
 * set helmet sends, computed once: @fastify/helmet re-parsed the CSP
 * directives on every request, which showed in the submit benchmark's profile.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix positions popovers with inline styles; themes set CSS variables.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

/**
 * For the HTML documents file routes send (an invoice's view): a page that
 * styles itself inline and shows data: images, and can do nothing else: no
 * script, no request, no form, not framed. Set per response by the route
 * helper, after (so in place of) the app-wide policy above.
 */
export const DOCUMENT_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join(';');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  // The old XSS auditor is off: it caused more harm than it prevented. (HSTS belongs to the HTTPS proxy in front.)
  'x-xss-protection': '0',
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}
