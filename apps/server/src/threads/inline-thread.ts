import type { ThreadHandlers } from './serve-thread.ts';
import type { TaskThread } from './worker-thread.ts';

/**
 * A TaskThread that runs its handlers in this thread: for tests and tools
 * run from source, where there is no bundled worker file to start. The
 * handlers (and the heavy modules they import) load on first use.
 */
export function createInlineTaskThread(loadHandlers: () => Promise<ThreadHandlers>): TaskThread {
  let handlers: Promise<ThreadHandlers> | null = null;
  const load = () => (handlers ??= loadHandlers());
  return {
    async call<T>(kind: string, request: unknown): Promise<T> {
      const handler = (await load()).calls[kind];
      if (!handler) throw new Error(`No call "${kind}".`);
      return (await handler(request as never)) as T;
    },
    async *stream(kind: string, request: unknown, input?: AsyncIterable<unknown>) {
      const handler = (await load()).streams[kind];
      if (!handler) throw new Error(`No stream "${kind}".`);
      yield* handler(request as never, input ?? (async function* () {})());
    },
    close: () => Promise.resolve(),
  };
}
