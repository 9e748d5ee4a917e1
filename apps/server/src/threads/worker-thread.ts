import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker } from './thread-protocol.ts';

/**
 * Work that must not run on the HTTP thread, sent to a worker thread of its
 * own: a call (one request, one answer) or a stream (input values fed on
 * demand, byte chunks back as they are made).
 *
 * One thread, started on first use and kept, unreferenced while idle so it
 * never holds the process open; tasks queue in its port. Each task has a
 * time budget: a call must answer within it, and a stream, once given its
 * request or an input value, must send a chunk, ask for more or end within
 * it (time spent reading its input or waiting for a slow reader does not
 * count). Past the budget the
 * thread is stopped, which is the only way to stop JavaScript that is
 * running, and every task it held fails with `budgetError`; the next task
 * starts a new thread. A crashed thread fails its tasks the same way.
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
}

/** A stream's output held for a slow reader before the thread is asked for more input. */
const STREAM_HIGH_WATER_BYTES = 4 * 1024 * 1024;

interface Task {
  onMessage(message: FromWorker): void;
  fail(error: Error): void;
}

interface OpenTask extends Task {
  /** The thread the task was sent to: only its own thread's end fails it. */
  thread: Worker;
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
    const started = new Worker(workerFile);
    started.on('message', (message: FromWorker) => tasks.get(message.id)?.onMessage(message));
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

  /** To the thread that holds the task (a task whose thread stopped has failed already). */
  function post(message: ToWorker): void {
    tasks.get(message.id)?.thread.postMessage(message);
  }

  /** Registers a task on a running thread; the thread stays referenced while any task is open. */
  function open(task: Task): number {
    worker ??= start();
    const id = nextId++;
    tasks.set(id, { ...task, thread: worker });
    worker.ref();
    return id;
  }

  function settle(id: number): void {
    tasks.delete(id);
    if (tasks.size === 0) worker?.unref();
  }

  /** Stops the thread: the one way to end a task that overran; every task it held fails. */
  function stopThread(error: Error): void {
    const stopping = worker;
    if (!stopping) return;
    worker = null;
    failAll(stopping, error);
    void stopping.terminate();
  }

  /** A timer that stops the thread unless `renew` or `clear` comes first. */
  function budget() {
    let timer: NodeJS.Timeout | undefined;
    const renew = () => {
      clearTimeout(timer);
      timer = setTimeout(() => stopThread(options.budgetError()), options.budgetMs);
      timer.unref();
    };
    renew();
    return { renew, clear: () => clearTimeout(timer) };
  }

  return {
    call<T>(kind: string, request: unknown): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const timer = budget();
        const id = open({
          onMessage(message) {
            if (message.op !== 'result' && message.op !== 'error') return;
            timer.clear();
            settle(id);
            if (message.op === 'result') resolve(message.value as T);
            else reject(new Error(message.message));
          },
          fail(error) {
            timer.clear();
            reject(error);
          },
        });
        post({ id, op: 'call', kind, request });
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
  open(task: Task): number;
  settle(id: number): void;
  post(message: ToWorker): void;
  budget(): { renew: () => void; clear: () => void };
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
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  let moreWanted = false;
  let feeding = false;
  // Read through a function: the handlers below set it, which the compiler's narrowing cannot see.
  const failureOf = (): Error | null => failure;
  const source = input?.[Symbol.asyncIterator]();
  const timer = ports.budget();
  const notify = () => {
    const waking = wake;
    wake = null;
    waking?.();
  };

  const feed = async (): Promise<void> => {
    if (feeding || !moreWanted || queuedBytes >= STREAM_HIGH_WATER_BYTES || ended || failure) return;
    feeding = true;
    moreWanted = false;
    try {
      const next = source ? await source.next() : { done: true as const, value: undefined };
      if (ended || failure) return;
      ports.post(next.done ? { id, op: 'input-end' } : { id, op: 'input', value: next.value });
      timer.renew();
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      ports.post({ id, op: 'cancel' });
      ports.settle(id);
      timer.clear();
      notify();
    } finally {
      feeding = false;
    }
  };

  const id = ports.open({
    onMessage(message) {
      switch (message.op) {
        case 'chunk':
          timer.renew();
          chunks.push(message.data);
          queuedBytes += message.data.byteLength;
          break;
        case 'more':
          // The thread waits for us now: no budget runs while the input is read or the reader is slow.
          timer.clear();
          moreWanted = true;
          void feed();
          break;
        case 'end':
          ended = true;
          timer.clear();
          ports.settle(id);
          break;
        case 'error':
          failure = new Error(message.message);
          timer.clear();
          ports.settle(id);
          break;
        case 'result':
          break;
      }
      notify();
    },
    fail(error) {
      failure = error;
      timer.clear();
      notify();
    },
  });
  ports.post({ id, op: 'stream', kind, request });

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
    if (!ended && !failure) {
      // The reader stopped early (a closed download): the thread stops the stream, the input is let go.
      timer.clear();
      ports.post({ id, op: 'cancel' });
      ports.settle(id);
    }
    await source?.return?.();
  }
}
