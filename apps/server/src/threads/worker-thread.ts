import { Worker } from 'node:worker_threads';
import { AppError } from '@foursight/shared/errors';
import type { FromWorker, ToWorker } from './thread-protocol.ts';

/**
 * Work that must not run on the HTTP thread, sent to a worker thread of its
 * own: a call (one request, one answer) or a stream (input values fed on
 * demand, byte chunks back as they are made).
 *
 * One thread, started on first use and kept, unreferenced while idle so it
 * never holds the process open. Its tasks run side by side (serve-thread.ts).
 * Each task has a time budget that runs only while the task is the
 * thread's to finish: a call from the moment it starts until it answers; a
 * stream from its start, and again from each input value, until it asks for
 * more or ends (time spent reading its input or waiting for a slow reader
 * does not count). Past the budget the thread is stopped, which is the only
 * way to stop JavaScript that is running: the task that overran fails with
 * `budgetError`, the others the thread had begun fail with `lostError`, and
 * those it had not begun are sent to a new thread. A crashed thread fails
 * its tasks with `lostError`.
 */
export interface TaskThread {
  call<T>(kind: string, request: unknown): Promise<T>;
  stream(kind: string, request: unknown, input?: AsyncIterable<unknown>): AsyncIterable<Uint8Array>;
  close(): Promise<void>;
}

export interface TaskThreadOptions {
  /** How long a call may take, and a stream may go without progress. */
  budgetMs: number;
  /** What a task fails with when its budget runs out (a message a person can act on). */
  budgetError: () => Error;
  /** What a task fails with when the thread stopped under it. */
  lostError: (reason: string) => Error;
  /** The thread's heap limit: a task that needs more stops the thread (its tasks fail as lost), not the process. */
  maxHeapMb?: number;
}

/** What opens a task: a call or a stream, with its kind and request. */
interface Opening {
  op: 'call' | 'stream';
  kind: string;
  request: unknown;
}

/** A stream's output held for a slow reader before the thread is asked for more input. */
const STREAM_HIGH_WATER_BYTES = 4 * 1024 * 1024;

interface Task {
  /** The thread began the task. */
  onStart(): void;
  onMessage(message: FromWorker): void;
  fail(error: Error): void;
}

interface OpenTask extends Task {
  /** The thread the task was sent to: only its own thread's end fails it. */
  thread: Worker;
  /** The message that opened it, sent again to a new thread when the old one stopped before beginning it. */
  opening: ToWorker;
  started: boolean;
}

/** A timer that calls `expire` unless renewed, paused or cleared first; once cleared it stays so. */
interface Budget {
  renew(): void;
  pause(): void;
  clear(): void;
}

/** The error a worker posted, as it was thrown there: an AppError keeps its code and so its status. */
function errorOf(message: Extract<FromWorker, { op: 'error' }>): Error {
  return message.code
    ? new AppError(message.code, message.message, undefined, message.retryAfterSeconds)
    : new Error(message.message);
}

export function createTaskThread(workerFile: URL, options: TaskThreadOptions): TaskThread {
  let worker: Worker | null = null;
  const tasks = new Map<number, OpenTask>();
  let nextId = 1;

  /** Fails every task the given thread held (a stopped thread's late exit event never touches its successor's). */
  function failAll(thread: Worker, error: Error): void {
    for (const [id, task] of tasks) {
      if (task.thread !== thread) continue;
      tasks.delete(id);
      task.fail(error);
    }
  }

  function start(): Worker {
    const started = new Worker(
      workerFile,
      options.maxHeapMb ? { resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb } } : {},
    );
    started.on('message', (message: FromWorker) => {
      const task = tasks.get(message.id);
      if (!task) return;
      if (message.op === 'start') {
        task.started = true;
        task.onStart();
      } else {
        task.onMessage(message);
      }
    });
    started.on('error', (error) => {
      if (worker === started) worker = null;
      failAll(started, options.lostError(error.message));
    });
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(started, options.lostError(`exit code ${code}`));
    });
    return started;
  }

  function settle(id: number): void {
    const task = tasks.get(id);
    tasks.delete(id);
    if (task && ![...tasks.values()].some((other) => other.thread === task.thread)) task.thread.unref();
  }

  /** To the thread that holds the task; a message that cannot be sent (nothing clonable) fails the task. */
  function post(message: ToWorker): void {
    const task = tasks.get(message.id);
    if (!task) return;
    try {
      task.thread.postMessage(message);
    } catch (error) {
      settle(message.id);
      task.fail(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** Registers a task on the running thread (started if need be) and sends its opening message. */
  function open(task: Task, opening: Opening): number {
    worker ??= start();
    const id = nextId++;
    tasks.set(id, { ...task, thread: worker, opening: { ...opening, id }, started: false });
    worker.ref();
    post({ ...opening, id });
    return id;
  }

  /**
   * The task overran its budget: its thread is stopped. It fails with the
   * budget error; the thread's other tasks that had begun fail as lost, and
   * those it had not begun go to a new thread.
   */
  function overran(id: number): void {
    const culprit = tasks.get(id);
    if (!culprit) return;
    const stopping = culprit.thread;
    if (worker === stopping) worker = null;
    tasks.delete(id);
    culprit.fail(options.budgetError());
    for (const [otherId, other] of tasks) {
      if (other.thread !== stopping) continue;
      if (other.started) {
        tasks.delete(otherId);
        other.fail(options.lostError('stopped with a task that overran its budget'));
        continue;
      }
      worker ??= start();
      other.thread = worker;
      worker.ref();
      post(other.opening);
    }
    void stopping.terminate();
  }

  function budget(id: number): Budget {
    let timer: NodeJS.Timeout | undefined;
    let cleared = false;
    return {
      renew() {
        if (cleared) return;
        clearTimeout(timer);
        timer = setTimeout(() => overran(id), options.budgetMs);
        timer.unref();
      },
      pause: () => clearTimeout(timer),
      clear() {
        cleared = true;
        clearTimeout(timer);
      },
    };
  }

  return {
    call<T>(kind: string, request: unknown): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        let timer: Budget | null = null;
        const id = open(
          {
            onStart: () => timer?.renew(),
            onMessage(message) {
              if (message.op !== 'result' && message.op !== 'error') return;
              timer?.clear();
              settle(id);
              if (message.op === 'result') resolve(message.value as T);
              else reject(errorOf(message));
            },
            fail(error) {
              timer?.clear();
              reject(error);
            },
          },
          { op: 'call', kind, request },
        );
        timer = budget(id);
        // The task may have failed already (a request that could not be sent).
        if (!tasks.has(id)) timer.clear();
      });
    },

    stream(kind, request, input) {
      return streamTask({ open, settle, post, budget }, kind, request, input);
    },

    async close() {
      const stopping = worker;
      worker = null;
      if (stopping) await stopping.terminate();
    },
  };
}

interface StreamPorts {
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
async function* streamTask(
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
