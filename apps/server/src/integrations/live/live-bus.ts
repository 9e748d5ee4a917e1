import type { DatabaseHandle } from '../../db/client.ts';
import { createMemoryLiveBus } from './memory-live-bus.ts';
import { createPostgresLiveBus } from './postgres-live-bus.ts';

/** A SWOT's responses changed: what organisers watching it (or their dashboard) are told. */
export interface ResponsesChanged {
  companyId: string;
  swotId: string;
  responseCount: number;
}

export type LiveListener = (event: ResponsesChanged) => void;

/**
 * Carries "responses changed" from the process that committed them to every
 * process holding an open event stream. In-process on PGlite (one process by
 * construction); PostgreSQL LISTEN/NOTIFY across processes, on one listening
 * connection per process.
 */
export interface LiveBus {
  publish: (event: ResponsesChanged) => Promise<void>;
  /** Returns the function that stops listening. */
  subscribe: (listener: LiveListener) => () => void;
  /** Listeners currently subscribed in this process (for tests and the bench). */
  listenerCount: () => number;
  close: () => Promise<void>;
}

export function createLiveBus(database: DatabaseHandle): LiveBus {
  return database.listen ? createPostgresLiveBus(database) : createMemoryLiveBus();
}
