import type { FastifyInstance } from 'fastify';
import { AppError } from '@foursight/shared/errors';

/**
 * One spelling per path. The router decodes percent-escapes, so `/%61pi/x`
 * and `/api/x` reach the same route; a check that reads the raw URL could
 * then disagree with the router. Refusing every other spelling before any
 * route or guard runs means nothing downstream can disagree: API calls get
 * 400, and a page address is redirected to its canonical form (a person
 * following an odd link still lands on the page).
 */
export function registerCanonicalPaths(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const rawPath = request.raw.url ?? '/';
    const queryAt = rawPath.indexOf('?');
    const path = queryAt === -1 ? rawPath : rawPath.slice(0, queryAt);
    const problem = findNonCanonical(path);
    if (problem === null) return;
    const canonical = canonicalize(path);
    const isApi = canonical === null || /^\/api(\/|$)/i.test(canonical);
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError('BAD_REQUEST', `The request path is not in its canonical form (${problem}).`);
    }
    return reply.redirect(canonical + (queryAt === -1 ? '' : rawPath.slice(queryAt)), 301);
  });
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Why a raw request path is not canonical, or null when it is. */
export function findNonCanonical(path: string): string | null {
  if (!path.startsWith('/')) return 'it must start with /';
  if (path.includes('//')) return 'empty segment';
  if (path.includes(';')) return 'path parameters';
  if (path.includes('\\')) return 'backslash';
  if (/\/\.{1,2}(\/|$)/.test(path)) return 'dot segment';
  for (const match of path.matchAll(/%(.{0,2})/g)) {
    const hex = match[1] ?? '';
    if (!/^[0-9A-F]{2}$/.test(hex)) return /^[0-9a-f]{2}$/i.test(hex) ? 'lower-case escape' : 'malformed escape';
    const char = String.fromCharCode(parseInt(hex, 16));
    if (UNRESERVED.test(char)) return 'escaped unreserved character';
    if (char === '/' || char === '\\' || char === '\0') return 'escaped separator';
  }
  if (/^\/api(\/|$)/i.test(path) && !/^\/api(\/|$)/.test(path)) return 'letter case';
  return null;
}

/** The canonical spelling of a path, or null when it cannot be made safe (then it is refused). */
export function canonicalize(path: string): string | null {
  if (!path.startsWith('/') || path.includes('\\')) return null;
  const segments: string[] = [];
  for (const rawSegment of path.split('/').slice(1)) {
    const segment = (rawSegment.split(';')[0] ?? '').replace(/%[0-9A-Fa-f]{2}/g, (escape) => {
      const char = String.fromCharCode(parseInt(escape.slice(1), 16));
      return UNRESERVED.test(char) ? char : escape.toUpperCase();
    });
    if (/%(?![0-9A-F]{2})/.test(segment) || /%(2F|5C|00)/.test(segment)) return null;
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const canonical = `/${segments.join('/')}${path.endsWith('/') && segments.length > 0 ? '/' : ''}`;
  return findNonCanonical(canonical) === null ? canonical : null;
}
