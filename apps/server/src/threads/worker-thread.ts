import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker } from './thread-protocol.ts';
import { errorOf, streamTask, type Budget, type Opening, type Task } from './thread-stream.ts';

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

interface OpenTask extends Task {
  /** The thread the task was sent to: only its own thread's end fails it. */
  thread: Worker;
  /** The message that opened it, sent again to a new thread when the old one stopped before beginning it. */
  opening: ToWorker;
  started: boolean;
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
