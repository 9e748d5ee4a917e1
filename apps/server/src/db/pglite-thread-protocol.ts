import type { AppError } from '@foursight/shared/errors';

// The messages between the server's thread and the embedded database's thread
// (db/pglite-thread.ts and db/pglite-worker.ts). Everything in them is plain
// data that survives a structured clone: no functions, no class instances.

/** What the server thread asks of the database thread. */
export type ThreadCall =
  | {
      op: 'query';
      text: string;
      params: unknown[] | undefined;
      rowMode: 'array' | 'object' | undefined;
      /** Type OIDs whose text is passed through unparsed (drizzle's parsers are all identities). */
      rawTypes: number[];
      tx: number | undefined;
    }
  | { op: 'exec'; text: string; tx: number | undefined }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  /** Runs a unit of work the app registered with the thread (db/pglite-worker.ts), by name. */
  | { op: 'unit'; name: string; payload: unknown }
  | { op: 'close' };

export type ThreadRequest = { id: number } & ThreadCall;

/** An error as plain data: its message plus the driver's fields (code, constraint, detail, ...). */
export type WireError = { message: string; fields: Record<string, string | number | boolean> };

/** An AppError as plain data: its code, message and extras. */
export type WireAppError = {
  code: AppError['code'];
  message: string;
  fields: AppError['fields'];
  retryAfterSeconds: number | undefined;
};

export type ThreadReply = { id: number } & ({ result: unknown } | { error: WireError } | { appError: WireAppError });

/** Sent unasked when the thread was started with `reportNotices`: something a unit of work reports (plain data). */
export type ThreadNotice = { notice: { unit: string; data: unknown } };

/** The load shedding of work queued in the thread (config.loadShedding). */
export interface ThreadLoadShedding {
  maxQueueWaitMs: number;
  retryAfterSeconds: number;
}

/** What the thread is started with. */
export interface ThreadOptions {
  dataDir: string;
  loadShedding: ThreadLoadShedding;
  reportNotices: boolean;
}

/** The worker's first message: ready, or why it could not open the database. */
export type ThreadStart = { ready: true } | { ready: false; error: WireError };

export function toWireError(error: unknown): WireError {
  const fields: WireError['fields'] = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
    }
  }
  return { message: error instanceof Error ? error.message : String(error), fields };
}

export function toWireAppError(error: AppError): WireAppError {
  const { code, message, fields, retryAfterSeconds } = error;
  return { code, message, fields, retryAfterSeconds };
}

/** The same error on the other side: an Error carrying the driver's fields, so callers can read `code`. */
export function fromWireError(wire: WireError): Error {
  return Object.assign(new Error(wire.message), wire.fields);
}
