import type { DatabaseHandle } from '../../db/client.ts';
import type { LiveBus } from './live-bus.ts';
import { createMemoryLiveBus } from './memory-live-bus.ts';
import { createPostgresLiveBus } from './postgres-live-bus.ts';

/** The live bus the database allows: LISTEN/NOTIFY across processes on PostgreSQL, in-process on PGlite. */
export function createLiveBus(database: DatabaseHandle): LiveBus {
  return database.listen ? createPostgresLiveBus(database) : createMemoryLiveBus();
}
