import type { FastifyRequest } from 'fastify';
import { AppError } from '@foursight/shared/errors';

/**
 * NUL cannot be stored in a PostgreSQL text column and an unpaired UTF-16
 * surrogate is not text at all (it cannot be encoded as UTF-8); either one
 * reaching a query makes the database fail the whole request. They are
 * refused here, for every body, query and path parameter of every route,
 * with the field named, before validation or any handler sees them.
 */
export function assertCleanText(request: FastifyRequest): void {
  const parts: [string, unknown][] = [
    ['', request.body],
    ['query.', request.query],
    ['params.', request.params],
  ];
  for (const [prefix, value] of parts) {
    const field = findUncleanField(value, prefix);
    if (field !== null) {
      const name = field || 'body';
      const message = `${name} contains a character that is not allowed (a NUL or an unpaired surrogate).`;
      throw new AppError('VALIDATION_FAILED', message, { [name]: message });
    }
  }
}

/**
 * The dotted path of the first string (value or key) that is not clean text, or null. The path is
 * put together only for the one string found: a body of 100 000 ids makes no 100 000 path strings.
 */
export function findUncleanField(value: unknown, path: string): string | null {
  const found = uncleanPath(value, 0);
  if (found === null) return null;
  const joined = [path.replace(/\.$/, ''), ...found].filter(Boolean).join('.');
  return joined;
}

/** The keys leading to the first unclean string, innermost last; null when every string is clean. */
function uncleanPath(value: unknown, depth: number): string[] | null {
  if (typeof value === 'string') return isCleanText(value) ? null : [];
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = uncleanPath(value[index], depth + 1);
      if (found !== null) return [String(index), ...found];
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isCleanText(key)) return [key];
    const found = uncleanPath(item, depth + 1);
    if (found !== null) return [key, ...found];
  }
  return null;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isCleanText(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}
