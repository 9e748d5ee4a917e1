import type { FastifyInstance, FastifyReply } from 'fastify';
import { HEARTBEAT_EVENT, HEARTBEAT_INTERVAL_MS, type FileResponse } from '@foursight/shared/contract/route';

/** Sends one event (`event: name`, `data:` the JSON of data) on a stream. */
export type SendEvent = (name: string, data: unknown) => void;
/** Starts hearing what the stream should send; returns the function that stops it. */
export type ListenFor = (send: SendEvent) => () => void;

export interface EventStreamOptions {
  /** A heartbeat this often keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs: number;
  /**
   * A stream ends after this long and the browser reconnects (after `retry`),
   * which checks the session again: a signed-out or removed colleague stops
   * hearing within this time.
   */
  maxLifetimeMs: number;
  /** How long the browser waits before reconnecting after a drop (the `retry:` field). */
  retryMs: number;
}

export const DEFAULT_EVENT_STREAM_OPTIONS: EventStreamOptions = {
  heartbeatMs: HEARTBEAT_INTERVAL_MS,
  maxLifetimeMs: 10 * 60_000,
  retryMs: 3_000,
};

const encoder = new TextEncoder();

/** An event, not a comment (see HEARTBEAT_EVENT). */
const HEARTBEAT = `event: ${HEARTBEAT_EVENT}\ndata: {}\n\n`;

interface OpenStream {
  openedAt: number;
  push: (text: string) => void;
  end: () => void;
}

/**
 * Server-sent event streams of one feature plugin: each open stream hears the
 * live bus through a filter (one SWOT, or one company). One timer per plugin
 * sends the heartbeats and ends streams past their lifetime; the app's
 * preClose ends them all, so a shutdown does not wait on open streams.
 */
export function createEventStreams(app: FastifyInstance, options: EventStreamOptions = DEFAULT_EVENT_STREAM_OPTIONS) {
  const streams = new Set<OpenStream>();
  let ticker: NodeJS.Timeout | null = null;

  function tick(): void {
    const now = performance.now();
    for (const stream of [...streams]) {
      if (now - stream.openedAt >= options.maxLifetimeMs) stream.end();
      else stream.push(HEARTBEAT);
    }
  }

  app.addHook('preClose', (done) => {
    for (const stream of [...streams]) stream.end();
    done();
  });

  return {
    /** An event-stream route's answer: the events listen hands over, until either side ends the stream. */
    open(reply: FastifyReply, listen: ListenFor): FileResponse {
      // Proxies that buffer (nginx) would hold the events back.
      void reply.header('x-accel-buffering', 'no');
      // The first heartbeat at once: the browser knows the stream is live before any event.
      const chunks: string[] = [`retry: ${options.retryMs}\n${HEARTBEAT}`];
      let waiting: ((result: IteratorResult<Uint8Array>) => void) | null = null;
      let ended = false;

      const finish = () => {
        if (ended) return;
        ended = true;
        unsubscribe();
        streams.delete(stream);
        if (streams.size === 0 && ticker) {
          clearInterval(ticker);
          ticker = null;
        }
      };
      const stream: OpenStream = {
        openedAt: performance.now(),
        push: (text) => {
          if (ended) return;
          if (waiting) {
            const resolve = waiting;
            waiting = null;
            resolve({ value: encoder.encode(text), done: false });
          } else {
            chunks.push(text);
          }
        },
        end: () => {
          finish();
          if (waiting) {
            const resolve = waiting;
            waiting = null;
            resolve({ value: undefined, done: true });
          }
        },
      };
      const unsubscribe = listen((name, data) => stream.push(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`));
      streams.add(stream);
      ticker ??= setInterval(tick, options.heartbeatMs);
      ticker.unref();

      const body: AsyncIterable<Uint8Array> = {
        [Symbol.asyncIterator]: () => ({
          next: () => {
            if (chunks.length > 0) {
              // Everything queued goes out as one chunk.
              const text = chunks.join('');
              chunks.length = 0;
              return Promise.resolve({ value: encoder.encode(text), done: false });
            }
            if (ended) return Promise.resolve({ value: undefined, done: true });
            return new Promise<IteratorResult<Uint8Array>>((resolve) => {
              waiting = resolve;
            });
          },
          // Called when the response closes (the client went away): stop listening at once.
          return: () => {
            stream.end();
            return Promise.resolve({ value: undefined, done: true });
          },
        }),
      };
      return { contentType: 'text/event-stream; charset=utf-8', body };
    },
    /** Streams open in this plugin now. */
    count: () => streams.size,
  };
}
