import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isParticipationPage, isWebPage } from '@foursight/shared/contract/web-routes';
import { AppError } from '@foursight/shared/errors';

const HASHED_ASSET = /\/assets\//;
/** Source maps (and any compressed twin) carry the original source: never served. */
const SOURCE_MAP = /\.map(?:\.br|\.gz)?$/i;

/**
 * Serves the built web app. Hashed assets are cached for a year; every other
 * GET that is not an API call gets index.html (participation links get
 * participate.html), so deep links and reloads work. The status says whether
 * the address is a page of the app (the shared route list,
 * contract/web-routes.ts): 200, or 404 with index.html, whose router then
 * shows its 404 page.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string | null): Promise<void> {
  const built = webDistDir !== null && existsSync(path.join(webDistDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // dist holds .br and .gz twins of every text asset (apps/web/scripts/compress.mjs).
      preCompressed: true,
      // The build moves maps out of dist; one left behind is still refused (404 below).
      allowedPath: (pathname) => !SOURCE_MAP.test(pathname),
      // Our own cache headers below; the default would overwrite them with max-age=0.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const prerendered = built ? listPrerendered(webDistDir) : new Set<string>();

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      void reply.header('cache-control', 'no-store');
      throw new AppError('NOT_FOUND', `No API route matches ${request.method} ${pathname}.`);
    }
    // Not the app page: a missing map answered 200 with index.html reads as a served map to scanners.
    if (SOURCE_MAP.test(pathname)) throw new AppError('NOT_FOUND', 'Not found.');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !built) {
      throw new AppError('NOT_FOUND', built ? 'Not found.' : 'The web app has not been built: run "npm run build".');
    }
    // The participation page is a separate, much smaller entry of the web build;
    // public pages have a prerendered copy that paints before the script runs.
    const trimmed = pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, '') : pathname;
    const page = isParticipationPage(pathname)
      ? 'participate.html'
      : prerendered.has(trimmed)
        ? path.join('prerendered', trimmed, 'index.html')
        : 'index.html';
    if (page !== 'index.html' || isWebPage(pathname)) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(page);
    }
    // No validators on the 404: a revalidation would otherwise be answered 404 with no body, a blank page.
    return reply
      .code(404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile(page, { etag: false, lastModified: false });
  });
}

/** The paths that have a prerendered page (dist/prerendered/<path>/index.html). */
function listPrerendered(webDistDir: string): Set<string> {
  const dir = path.join(webDistDir, 'prerendered');
  const paths = new Set<string>();
  if (!existsSync(dir)) return paths;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (entry === 'index.html') paths.add('/');
    else if (entry.endsWith(`${path.sep}index.html`))
      paths.add(`/${entry.slice(0, -'/index.html'.length).split(path.sep).join('/')}`);
  }
  return paths;
}
