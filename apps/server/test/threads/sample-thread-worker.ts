// A worker thread for the task-thread tests: a call that answers, one that
// spins, one that crashes, and two streams.
import { AppError } from '@foursight/shared/errors';
import { serveThread } from '../../src/threads/serve-thread.ts';

const encoder = new TextEncoder();

serveThread({
  calls: {
    echo: (request: unknown) => request,
    spin: (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until);
      return 'done';
    },
    fail: () => {
      throw new Error('the renderer refused');
    },
    crash: () => process.exit(3),
    refuse: () => {
      throw new AppError('CONFLICT', 'already done', undefined, 7);
    },
  },
  streams: {
    upper: async function* (_request: null, input: AsyncIterable<unknown>) {
      for await (const value of input) yield encoder.encode(String(value).toUpperCase());
    },
    /** One chunk, then the thread dies. */
    crashAfterOne: async function* () {
      yield await Promise.resolve(encoder.encode('first'));
      process.exit(4);
    },
    /** One megabyte out for every value in. */
    flood: async function* (_request: null, input: AsyncIterable<unknown>) {
      for await (const _value of input) yield new Uint8Array(1024 * 1024);
    },
  },
});
