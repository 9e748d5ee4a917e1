import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.ts';

/**
 * Resolved next to this module: src/db/migrations from source, and
 * dist/migrations in the bundle (the build copies the folder there).
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any 64-bit number unique to this purpose; every process takes the same lock. */
const MIGRATION_LOCK_KEY = 7_214_300_981;
/** The job queue's own schema and queues, set up after migrations under a lock of their own. */
export const QUEUE_SETUP_LOCK_KEY = 7_214_300_982;

/**
 * Applies the committed migrations. On PostgreSQL several processes may start
 * together, so they take turns through an advisory lock held for the duration.
 */
export async function migrateDatabase(handle: DatabaseHandle, folder = MIGRATIONS_FOLDER): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  await handle.withLock(MIGRATION_LOCK_KEY, () =>
    migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder }),
  );
}
