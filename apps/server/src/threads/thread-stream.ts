import { AppError } from '@foursight/shared/errors';
import type { FromWorker, ToWorker } from './thread-protocol.ts';

// What a task thread (worker-thread.ts) and its stream tasks share: the task's shape, its budget,
// the error a worker posted, and the stream task itself.

/** What opens a task: a call or a stream, with its kind and request. */
export interface Opening {
  op: 'call' | 'stream';
  kind: string;
  request: unknown;
}

/** A stream's output held for a slow reader before the thread is asked for more input. */
const STREAM_HIGH_WATER_BYTES = 4 * 1024 * 1024;

export interface Task {
  /** The thread began the task. */
  onStart(): void;
  onMessage(message: FromWorker): void;
  fail(error: Error): void;
}

/** A timer that calls `expire` unless renewed, paused or cleared first; once cleared it stays so. */
export interface Budget {
  renew(): void;
  pause(): void;
  clear(): void;
}

/** The error a worker posted, as it was thrown there: an AppError keeps its code and so its status. */
export function errorOf(message: Extract<FromWorker, { op: 'error' }>): Error {
  return message.code
    ? new AppError(message.code, message.message, undefined, message.retryAfterSeconds)
    : new Error(message.message);
}

export interface StreamPorts {
  open(task: Task, opening: Opening): number;
  settle(id: number): void;
  post(message: ToWorker): void;
  budget(id: number): Budget;
}

/**
 * One stream task, read as an async iterable: chunks are queued as the
 * thread sends them; the thread's request for more input is answered only
 * while the queue holds less than STREAM_HIGH_WATER_BYTES, so a slow reader
 * slows the thread instead of filling memory.
 */
export async function* streamTask(
  ports: StreamPorts,
  kind: string,
  request: unknown,
  input: AsyncIterable<unknown> | undefined,
): AsyncGenerator<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let queuedBytes = 0;
  let ended = false;
  /** The reader stopped: nothing more is fed or timed. */
  let closed = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  let moreWanted = false;
  let feeding = false;
  // Read through a function: the handlers below set it, which the compiler's narrowing cannot see.
  const failureOf = (): Error | null => failure;
  const source = input?.[Symbol.asyncIterator]();
  const notify = () => {
    const waking = wake;
    wake = null;
    waking?.();
  };
  const stopped = () => ended || closed || failure !== null;
  // Set once the task is open; a task that fails while opening (a request that cannot be sent) has none yet.
  let timer: Budget | null = null;

  const feed = async (): Promise<void> => {
    if (feeding || !moreWanted || queuedBytes >= STREAM_HIGH_WATER_BYTES || stopped()) return;
    feeding = true;
    moreWanted = false;
    try {
      const next = source ? await source.next() : { done: true as const, value: undefined };
      if (stopped()) return;
      ports.post(next.done ? { id, op: 'input-end' } : { id, op: 'input', value: next.value });
      timer?.renew();
    } catch (error) {
      if (stopped()) return;
      failure = error instanceof Error ? error : new Error(String(error));
      ports.post({ id, op: 'cancel' });
      ports.settle(id);
      timer?.clear();
      notify();
    } finally {
      feeding = false;
    }
  };

  const id = ports.open(
    {
      onStart: () => timer?.renew(),
      onMessage(message) {
        switch (message.op) {
          case 'chunk':
            // Output still coming after a request for input is the thread finishing that value, not new work.
            if (!moreWanted && !feeding) timer?.renew();
            chunks.push(message.data);
            queuedBytes += message.data.byteLength;
            break;
          case 'more':
            // The thread waits for us now: no budget runs while the input is read or the reader is slow.
            timer?.pause();
            moreWanted = true;
            void feed();
            break;
          case 'end':
            ended = true;
            timer?.clear();
            ports.settle(id);
            break;
          case 'error':
            failure = errorOf(message);
            timer?.clear();
            ports.settle(id);
            break;
          case 'start':
          case 'result':
            break;
        }
        notify();
      },
      fail(error) {
        failure = error;
        timer?.clear();
        notify();
      },
    },
    { op: 'stream', kind, request },
  );
  timer = ports.budget(id);
  if (failureOf()) timer.clear();

  try {
    for (;;) {
      const chunk = chunks.shift();
      if (chunk) {
        queuedBytes -= chunk.byteLength;
        void feed();
        yield chunk;
        continue;
      }
      const failed = failureOf();
      if (failed) throw failed;
      if (ended) return;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    if (!stopped()) {
      // The reader stopped early (a closed download): the thread stops the stream, the input is let go.
      ports.post({ id, op: 'cancel' });
      ports.settle(id);
    }
    closed = true;
    timer.clear();
    await source?.return?.();
  }
}
