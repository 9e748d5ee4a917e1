import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { isAppError } from '@foursight/shared/errors';
import { openPgliteDataDir } from './client.ts';
import {
  toWireAppError,
  toWireError,
  type ThreadLoadShedding,
  type ThreadNotice,
  type ThreadOptions,
  type ThreadReply,
  type ThreadRequest,
  type ThreadStart,
} from './pglite-thread-protocol.ts';

// The embedded database's own thread (started by db/pglite-thread.ts in the
// built server): it owns the PGlite instance and answers the server thread's
// statements and transactions, and runs the units of work the app registers
// by name (src/database-thread.ts, the thread's entry: the submissions' group
// commit runs here, so a batch starts the moment the last one commits). This
// layer knows no feature. PGlite runs one statement at a time and holds its
// own lock for a transaction, so requests may arrive interleaved: a statement
// outside an open transaction waits for it.

/** What a unit of work is given when it is loaded. */
export interface ThreadUnitContext {
  /** The limits of work queued here (config.loadShedding). */
  loadShedding: ThreadLoadShedding;
  /** Reports plain data to the server thread (its debug log), when it asked for notices; else does nothing. */
  notify: (data: unknown) => void;
}

/**
 * A unit of work run in the database's thread, by name. Loaded with its first call rather than before the
 * thread says it is ready (the server's start waits for this thread, the work comes later); what it answers
 * must survive a structured clone, and an AppError it throws reaches the caller as that AppError.
 */
export interface ThreadUnit {
  load(client: PGlite, context: ThreadUnitContext): Promise<(payload: unknown) => Promise<unknown>>;
}

/** Thrown inside PGlite's transaction callback to roll it back; never seen outside this file. */
class Rollback extends Error {}

interface OpenTransaction {
  tx: Transaction | undefined;
  decide: (commit: boolean) => void;
  done: Promise<void>;
}

function serve(
  client: PGlite,
  port: NonNullable<typeof parentPort>,
  options: ThreadOptions,
  units: Readonly<Record<string, ThreadUnit>>,
): void {
  const loaded = new Map<string, Promise<(payload: unknown) => Promise<unknown>>>();
  function unit(name: string): Promise<(payload: unknown) => Promise<unknown>> {
    let running = loaded.get(name);
    if (!running) {
      const registered = units[name];
      if (!registered) return Promise.reject(new Error(`No unit of work named ${name} in the database thread`));
      running = registered.load(client, {
        loadShedding: options.loadShedding,
        notify: options.reportNotices
          ? (data) => port.postMessage({ notice: { unit: name, data } } satisfies ThreadNotice)
          : () => undefined,
      });
      loaded.set(name, running);
    }
    return running;
  }
  const transactions = new Map<number, OpenTransaction>();
  let nextTx = 1;

  function target(tx: number | undefined): PGlite | Transaction {
    if (tx === undefined) return client;
    const open = transactions.get(tx)?.tx;
    if (!open) throw new Error(`No open transaction ${tx}`);
    return open;
  }

  /** Opens a transaction that stays open until `end`; resolves with its number once BEGIN has run. */
  function begin(): Promise<number> {
    const id = nextTx++;
    return new Promise((resolve, reject) => {
      const open: OpenTransaction = { tx: undefined, decide: () => undefined, done: Promise.resolve() };
      open.done = client
        .transaction(async (tx) => {
          open.tx = tx;
          const commit = await new Promise<boolean>((decide) => {
            open.decide = decide;
            resolve(id);
          });
          if (!commit) throw new Rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Rollback)) throw error;
        });
      transactions.set(id, open);
      // BEGIN itself failed (the callback never ran): the caller hears of it.
      open.done.catch((error: unknown) => {
        transactions.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    });
  }

  async function end(id: number, commit: boolean): Promise<null> {
    const open = transactions.get(id);
    if (!open) throw new Error(`No open transaction ${id}`);
    open.decide(commit);
    try {
      await open.done;
    } finally {
      transactions.delete(id);
    }
    return null;
  }

  async function handle(request: ThreadRequest): Promise<unknown> {
    switch (request.op) {
      case 'query': {
        const parsers = Object.fromEntries(request.rawTypes.map((oid) => [oid, (value: string) => value]));
        const { rows, fields, affectedRows } = await target(request.tx).query(request.text, request.params, {
          ...(request.rowMode ? { rowMode: request.rowMode } : {}),
          parsers,
        });
        return { rows, fields, affectedRows };
      }
      case 'exec':
        return (await target(request.tx).exec(request.text)).map(({ rows, fields, affectedRows }) => ({
          rows,
          fields,
          affectedRows,
        }));
      case 'begin':
        return begin();
      case 'end':
        return end(request.tx, request.commit);
      case 'unit':
        return (await unit(request.name))(request.payload);
      case 'close':
        // Flushes the data directory; the port closes after the reply (below), and the thread ends.
        if (!client.closed) await client.close();
        return null;
    }
  }

  port.on('message', (request: ThreadRequest) => {
    handle(request).then(
      (result) => {
        port.postMessage({ id: request.id, result } satisfies ThreadReply);
        if (request.op === 'close') port.close();
      },
      (error: unknown) =>
        port.postMessage(
          (isAppError(error)
            ? { id: request.id, appError: toWireAppError(error) }
            : { id: request.id, error: toWireError(error) }) satisfies ThreadReply,
        ),
    );
  });
}

/** Opens the database in this thread and serves the server thread's calls, with the app's units of work. */
export function servePgliteThread(units: Readonly<Record<string, ThreadUnit>>): void {
  const port = parentPort!;
  const options = workerData as ThreadOptions;
  openPgliteDataDir(options.dataDir).then(
    (client) => {
      serve(client, port, options, units);
      port.postMessage({ ready: true } satisfies ThreadStart);
    },
    (error: unknown) => port.postMessage({ ready: false, error: toWireError(error) } satisfies ThreadStart),
  );
}
