import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { AppError } from '@foursight/shared/errors';
import type { LoadSheddingConfig } from '../config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** From the route's contract: still answers while the process sheds load (health checks). */
    duringOverload?: boolean;
  }
}

/**
 * How often event-loop delay and heap use are measured. Shorter than the
 * plugin's default second, so shedding starts and stops within a quarter of a
 * second of the load changing.
 */
export const SHEDDING_SAMPLE_INTERVAL_MS = 250;
/** At most one warning a second while shedding: logging every refusal would add to the load. */
const WARNING_INTERVAL_MS = 1000;

const MESSAGE = 'The service is busy right now. Please try again in a few seconds.';

/**
 * Only API calls are shed. Everything else is the built web app (hashed
 * chunks, pages, their compressed twins) or a cheap 404: files read from disk
 * that cost next to nothing, and refusing one leaves a screen blank (a chunk
 * answered 503 fails its dynamic import) while the API calls it makes would
 * be shed anyway. The raw path is enough: canonical-path.ts, which runs next,
 * refuses every other spelling of /api with 400 before any route runs.
 */
function isSheddable(rawUrl: string): boolean {
  return /^\/api(?:[/?#]|$)/i.test(rawUrl);
}

/**
 * Sheds load before any work is done: when the event loop is late by more
 * than the threshold (every request already waits that long) or the heap is
 * nearly full, new requests answer 503 with Retry-After at once, instead of
 * queuing until clients time out. Runs first among the request hooks. Only
 * API calls are refused (isSheddable): the web app's files are always served.
 * API routes whose contract says `duringOverload` (health) still answer, so a
 * load balancer sees a busy process rather than a dead one.
 */
export async function registerLoadShedding(app: FastifyInstance, config: LoadSheddingConfig): Promise<void> {
  let lastWarning = 0;
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    maxHeapUsedBytes: config.maxHeapUsedBytes,
    sampleInterval: SHEDDING_SAMPLE_INTERVAL_MS,
    // A promise: the plugin passes its rejection to our error handler, so the body is ours.
    pressureHandler: (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
      if (!isSheddable(request.url) || request.routeOptions.config.duringOverload) return Promise.resolve();
      const now = Date.now();
      if (now - lastWarning >= WARNING_INTERVAL_MS) {
        lastWarning = now;
        request.log.warn({ type, value: value === undefined ? undefined : Math.round(value) }, 'shedding load');
      }
      void reply.header('cache-control', 'no-store');
      return Promise.reject(new AppError('SERVICE_UNAVAILABLE', MESSAGE, undefined, config.retryAfterSeconds));
    },
  });
}
