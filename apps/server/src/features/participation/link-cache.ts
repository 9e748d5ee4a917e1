import type { AppDeps } from '../../app-deps.ts';
import { createReadCache, type ReadCache } from './read-cache.ts';

/**
 * A read cache of SWOTs found by link token, forgotten the moment any SWOT's
 * link settings change: in this process before the change is answered, in
 * every other through the live bus (LISTEN/NOTIFY on PostgreSQL). All of it
 * goes, not one entry: it is keyed by token, the event names the SWOT, and a
 * settings change is rare beside the answers (each token in use is read once
 * more). Listening starts with the first read, since before it there is
 * nothing to forget; until the listening connection is up, a change made in
 * another process counts within the cache's lifetime. The shared link's
 * switch is checked again in the writing transaction either way
 * (submission-write.ts), so a cache can never let an answer in.
 */
export function createLinkCache<Value>(deps: AppDeps, keepMs: number): ReadCache<Value> {
  const cache = createReadCache<Value>(keepMs);
  let listening = false;
  return {
    get(key, read) {
      if (!listening) {
        listening = true;
        deps.live.subscribeLinkSettings(() => cache.clear());
      }
      return cache.get(key, read);
    },
    clear: () => cache.clear(),
  };
}
