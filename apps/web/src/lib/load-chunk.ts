/**
 * How long to wait before each retry of a chunk that failed to load: a
 * dropped connection or a busy moment on the way usually passes within a
 * second or two, and a person should not wait much longer before being told.
 */
export const CHUNK_RETRY_DELAYS_MS: readonly number[] = [500, 1500];

/** A chunk of the app's code that could not be loaded, even after retrying. */
export class ChunkLoadError extends Error {
  /**
   * Lets the next render load the chunk again. Set by lazyComponent, which
   * otherwise keeps the failure, so the render that follows it shows it
   * rather than starting another load; the error boundary calls this when it
   * stops showing the failure.
   */
  retry: () => void = () => undefined;

  constructor(cause: unknown) {
    super('The code of this page could not be loaded.', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * Runs `load` (a dynamic import of a chunk, and whatever it picks from it),
 * retrying after each delay of `delaysMs`; rejects with ChunkLoadError once
 * every attempt has failed.
 *
 * The same import is retried, not a cache-busting `?retry=N` copy: browsers
 * that follow the current HTML standard (whatwg/html#10327; Chromium, checked)
 * fetch a module again when its last fetch failed, and a second URL would make
 * a second instance of the module (its own state, its own React contexts).
 * An engine that still remembers the failure rejects the retries at once, and
 * the error card's Reload starts a fresh page. Vite's preload wrapper rethrows
 * the failure after its `vite:preloadError` event, so nothing listens there.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  delaysMs: readonly number[] = CHUNK_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined) throw new ChunkLoadError(error);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
