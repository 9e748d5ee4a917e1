import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { AppError } from '@foursight/shared/errors';
import {
  fromWireError,
  type ThreadNotice,
  type ThreadOptions,
  type ThreadReply,
  type ThreadCall,
  type ThreadLoadShedding,
  type ThreadStart,
} from './pglite-thread-protocol.ts';

/** What the database layer uses of a PGlite client: PGlite itself, or the thread's stand-in below. */
export interface PgliteClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  transaction<T>(fn: (tx: PgliteTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly closed: boolean;
}

/** What drizzle uses of a PGlite transaction. */
export type PgliteTransaction = Pick<PgliteClient, 'query' | 'exec'> & { rollback(): Promise<void> };

/**
 * Work done in the database's thread, instead of statement by statement from this one: a unit the app
 * registered there by name (the participation feature's group commit, `submission-unit.ts`). Its answer,
 * or an AppError it threw, comes back as it would from a call in this thread.
 */
export interface DatabaseThread {
  run(unit: string, payload: unknown): Promise<unknown>;
}

/**
 * Starts the embedded database on a thread of its own (the built server,
 * see docs/decisions.md): PGlite's work no longer shares the HTTP thread's
 * core. Statements and transaction steps go over as messages (a round trip
 * costs about 0.15 ms more than a call in the same thread), and a unit of
 * work goes over whole (each submission, to be grouped with others and
 * written there).
 */
export interface PgliteThreadOptions {
  /** The bundled thread entry (src/database-thread.ts, which registers the app's units). */
  file: URL;
  /** The limits of work queued there (config.loadShedding). */
  loadShedding: ThreadLoadShedding;
  /** Hears what units report (for the debug log: each committed batch of submissions). */
  onNotice?: ((notice: ThreadNotice['notice']) => void) | undefined;
  /** The thread stopped without being closed (it crashed): every call fails from now on. */
  onLost?: ((error: Error) => void) | undefined;
}

export async function startPgliteThread(
  dataDir: string,
  { file, loadShedding, onNotice, onLost }: PgliteThreadOptions,
): Promise<{ client: PgliteClient; thread: DatabaseThread }> {
  const workerData: ThreadOptions = {
    dataDir,
    loadShedding,
    reportNotices: onNotice !== undefined,
  };
  const worker = new Worker(file, { workerData });
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | null = null;

  function stop(error: Error): void {
    stopped ??= error;
    for (const settle of pending.values()) settle.reject(stopped);
    pending.clear();
  }

  const started = new Promise<void>((resolve, reject) => {
    worker.once('message', (start: ThreadStart) => (start.ready ? resolve() : reject(fromWireError(start.error))));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The database thread stopped while starting (exit code ${code}).`)));
  });
  let closed = false;
  function lost(error: Error): void {
    const first = stopped === null;
    stop(error);
    if (first && !closed) onLost?.(error);
  }
  worker.on('error', lost);
  worker.on('exit', (code) => lost(new Error(`The database thread stopped (exit code ${code}).`)));
  await started.catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  worker.on('message', (message: ThreadReply | ThreadNotice) => {
    if ('notice' in message) return onNotice?.(message.notice);
    const settle = pending.get(message.id);
    if (!settle) return;
    pending.delete(message.id);
    if ('error' in message) settle.reject(fromWireError(message.error));
    else if ('appError' in message) {
      const { code, message: text, fields, retryAfterSeconds } = message.appError;
      settle.reject(new AppError(code, text, fields, retryAfterSeconds));
    } else settle.resolve(message.result);
  });

  function call<T>(body: ThreadCall): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage({ id, ...body });
    });
  }

  const query = (tx: number | undefined) =>
    function <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
      return call<Results<T>>({
        op: 'query',
        text,
        params,
        rowMode: options?.rowMode,
        // drizzle passes parsers only to keep dates, intervals and numerics as text: the thread does the same.
        rawTypes: Object.keys(options?.parsers ?? {}).map(Number),
        tx,
      });
    };
  const exec = (tx: number | undefined) => (text: string) => call<Results[]>({ op: 'exec', text, tx });

  const client: PgliteClient = {
    query: query(undefined),
    exec: exec(undefined),
    async transaction<T>(fn: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
      const tx = await call<number>({ op: 'begin' });
      let result: T;
      try {
        result = await fn({
          query: query(tx),
          exec: exec(tx),
          // drizzle's rollback throws before it gets here; a rollback is the callback failing.
          rollback: () => Promise.reject(new Error('Roll back by throwing from the transaction.')),
        });
      } catch (error) {
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    get closed() {
      return closed;
    },
    async close() {
      if (closed) return;
      closed = true;
      if (!stopped) await call({ op: 'close' });
      stop(new Error('The embedded database is closed.'));
      await worker.terminate();
    },
  };

  const thread: DatabaseThread = {
    run: (unit, payload) => call<unknown>({ op: 'unit', name: unit, payload }),
  };
  return { client, thread };
}
