import { parentPort } from 'node:worker_threads';
import { isAppError } from '@foursight/shared/errors';
import type { FromWorker, ToWorker } from './thread-protocol.ts';

/** What a worker thread does: calls answer once, streams turn their input into byte chunks. */
export interface ThreadHandlers {
  calls: Record<string, (request: never) => unknown>;
  streams: Record<string, (request: never, input: AsyncIterable<unknown>) => AsyncIterable<Uint8Array>>;
}

/**
 * A stream's input as the worker reads it: each value asked of the main
 * thread when it is wanted. A value that comes while nobody waits is kept
 * for the next read; once closed (the input ended or the reader went away)
 * every read is done, so a cancel can never leave the handler waiting.
 */
class InputQueue implements AsyncIterable<unknown> {
  private waiting: ((result: IteratorResult<unknown>) => void) | null = null;
  private kept: IteratorResult<unknown> | null = null;
  private closed = false;

  constructor(private readonly askForMore: () => void) {}

  deliver(result: IteratorResult<unknown>): void {
    if (result.done) this.closed = true;
    const waiting = this.waiting;
    this.waiting = null;
    if (waiting) waiting(result);
    else this.kept = result;
  }

  [Symbol.asyncIterator](): AsyncIterator<unknown> {
    return {
      next: () => {
        const kept = this.kept;
        this.kept = null;
        if (kept) return Promise.resolve(kept);
        if (this.closed) return Promise.resolve({ done: true, value: undefined });
        return new Promise<IteratorResult<unknown>>((resolve) => {
          this.waiting = resolve;
          this.askForMore();
        });
      },
    };
  }
}

/**
 * Serves a worker thread's tasks (see worker-thread.ts). Tasks run side by
 * side: a stream waiting for its input or for a slow reader never holds
 * back the calls behind it (a call's own work runs to its end, as
 * JavaScript does). Each task says when it starts, so its budget counts its
 * own work only. A failure is posted with its message (and its code, for
 * an AppError) and ends only that task.
 */
export function serveThread(handlers: ThreadHandlers): void {
  const port = parentPort;
  if (!port) throw new Error('serveThread runs in a worker thread.');
  const send = (message: FromWorker) =>
    message.op === 'chunk'
      ? port.postMessage(message, [message.data.buffer as ArrayBuffer])
      : port.postMessage(message);
  const inputs = new Map<number, InputQueue>();
  const cancelled = new Set<number>();

  async function run(message: Extract<ToWorker, { op: 'call' | 'stream' }>): Promise<void> {
    const { id, kind, request } = message;
    send({ id, op: 'start' });
    try {
      if (message.op === 'call') {
        const handler = handlers.calls[kind];
        if (!handler) throw new Error(`No call "${kind}" on this thread.`);
        send({ id, op: 'result', value: await handler(request as never) });
        return;
      }
      const handler = handlers.streams[kind];
      if (!handler) throw new Error(`No stream "${kind}" on this thread.`);
      for await (const chunk of handler(request as never, inputs.get(id)!)) {
        if (cancelled.has(id)) return;
        // A copy the transfer may take: the chunk's buffer can be a slice of a pool that is used again.
        send({ id, op: 'chunk', data: new Uint8Array(chunk) });
      }
      if (!cancelled.has(id)) send({ id, op: 'end' });
    } catch (error) {
      if (cancelled.has(id)) return;
      send(
        isAppError(error)
          ? { id, op: 'error', message: error.message, code: error.code, retryAfterSeconds: error.retryAfterSeconds }
          : { id, op: 'error', message: error instanceof Error ? error.message : String(error) },
      );
    } finally {
      inputs.delete(id);
      cancelled.delete(id);
    }
  }

  port.on('message', (message: ToWorker) => {
    switch (message.op) {
      case 'call':
      case 'stream':
        if (message.op === 'stream') {
          inputs.set(message.id, new InputQueue(() => send({ id: message.id, op: 'more' })));
        }
        void run(message);
        break;
      case 'input':
        inputs.get(message.id)?.deliver({ done: false, value: message.value });
        break;
      case 'input-end':
        inputs.get(message.id)?.deliver({ done: true, value: undefined });
        break;
      case 'cancel':
        if (!inputs.has(message.id)) break;
        cancelled.add(message.id);
        inputs.get(message.id)!.deliver({ done: true, value: undefined });
        break;
    }
  });
}
