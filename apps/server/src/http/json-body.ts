import type { FastifyInstance } from 'fastify';
import { AppError } from '@foursight/shared/errors';

/**
 * No request schema nests deeper than this (objects and arrays together); a
 * body that does is refused before it is parsed.
 */
export const MAX_BODY_NESTING = 32;

/**
 * Whether the JSON text opens more than `limit` arrays or objects inside one
 * another: one pass, brackets inside strings skipped. A body of a few
 * megabytes nested all the way down took the parser over half a second on
 * the event loop, before any schema could refuse it.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON bodies through Fastify's own parser (prototype poisoning refused),
 * after the nesting check.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_BODY_NESTING)) {
      const message = `The request body nests deeper than ${MAX_BODY_NESTING} levels.`;
      done(new AppError('VALIDATION_FAILED', message, { body: message }), undefined);
      return;
    }
    // Fastify's own parser answers through `done`; what it returns is nothing to wait for.
    void parse(request, text, done);
  });
}
