import type { FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../config.ts';

/** Razorpay's API origin: its checkout runs in frames from here and calls it. */
const RAZORPAY_API_ORIGIN = 'https://api.razorpay.com';

/**
 * Strict defaults on every page and asset: scripts only from our own origin,
 * no framing, no referrer leaking participation tokens to other sites (API
 * answers get the shorter API set below). The same set helmet sends,
 * computed once: @fastify/helmet re-parsed the CSP
 * directives on every request, which showed in the submit benchmark's profile.
 *
 * With payments configured, the page may also load Razorpay's checkout
 * script, show its frames and let it call its API, and it may open the
 * popups some payment methods need (bank pages, UPI apps) without cutting
 * them off from the page (COOP same-origin-allow-popups). Without payments
 * nothing of Razorpay's is allowed.
 */
function contentSecurityPolicy(paymentOrigins: readonly string[]): string {
  const extra = paymentOrigins.length > 0 ? ` ${paymentOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    // Radix positions popovers with inline styles; themes set CSS variables.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    ...(paymentOrigins.length > 0 ? [`frame-src 'self'${extra}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');
}

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

function headersWith(paymentOrigins: readonly string[]): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy(paymentOrigins),
    'cross-origin-opener-policy': paymentOrigins.length > 0 ? 'same-origin-allow-popups' : 'same-origin',
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
}

/** The headers of a server without payments. */
export const SECURITY_HEADERS = headersWith([]);

/**
 * For API answers (under /api/): the set OWASP's REST Security Cheat Sheet
 * names for API responses (with the content type, and no-store from the
 * route helper). A JSON answer is never rendered, so it can do nothing at all
 * if opened as a page; the page-only headers (opener policy, referrer policy,
 * origin agent cluster, ...) act on HTML documents only, and on every answer
 * they were some 600 bytes to write and for the client to read.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** A file route's HTML page (an invoice's view, under /api/): the page headers, with its own strict policy. */
export const FILE_PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'content-security-policy': DOCUMENT_CONTENT_SECURITY_POLICY,
};

/** Any spelling the canonical-path check would refuse (`/API/x`) still counts: its refusal is an API answer. */
const isApiPath = (url: string) => /^\/api(?:[/?]|$)/i.test(url);

/** The headers for this configuration, computed once at start. */
export function securityHeadersFor(
  payments: Pick<PaymentsConfig, 'checkoutUrl'> | null,
): Readonly<Record<string, string>> {
  if (!payments) return SECURITY_HEADERS;
  const origins = [...new Set([new URL(payments.checkoutUrl).origin, RAZORPAY_API_ORIGIN])];
  return headersWith(origins);
}

/** Pages and assets get the page set (with Razorpay's origins when payments are on); API answers the API set. */
export function registerSecurityHeaders(app: FastifyInstance, payments: PaymentsConfig | null = null): void {
  const pageHeaders = securityHeadersFor(payments);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? API_SECURITY_HEADERS : pageHeaders);
    done();
  });
}
