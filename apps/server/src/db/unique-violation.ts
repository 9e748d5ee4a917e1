/**
 * Reads a PostgreSQL unique violation (SQLSTATE 23505) from a driver error,
 * wrapped by Drizzle or not, and names the index that refused the row.
 */
export function uniqueViolationIndex(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      const match = typeof candidate.message === 'string' ? /constraint "([^"]+)"/.exec(candidate.message) : null;
      return match?.[1] ?? 'unknown';
    }
    current = candidate.cause;
  }
  return null;
}
