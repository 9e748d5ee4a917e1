/**
 * Reads remembered for a short while, per key. What is remembered is the
 * promise, so concurrent misses share one read (under 1 000 connections an
 * expired entry otherwise sent each of them to the database); a read that
 * fails is forgotten, so the next caller tries again. Past `maxEntries` keys
 * it starts afresh rather than grow without bound.
 */
export interface ReadCache<Value> {
  get(key: string, read: () => Promise<Value>): Promise<Value>;
  /** Forgets every entry: the next get of any key reads again (a read under way still answers its callers). */
  clear(): void;
}

export function createReadCache<Value>(
  keepMs: number,
  maxEntries = 10_000,
  now: () => number = Date.now,
): ReadCache<Value> {
  const entries = new Map<string, { value: Promise<Value>; until: number }>();
  return {
    get(key, read) {
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.until > at) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = read();
      const entry = { value, until: at + keepMs };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
