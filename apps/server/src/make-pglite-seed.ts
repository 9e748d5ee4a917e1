import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, PGLITE_SEED_FILE } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createJobQueue } from './jobs/queue.ts';
import { jobRegistry } from './job-registry.ts';

/**
 * Build step: an in-memory database with every migration and the job-queue
 * schema applied, dumped as the seed a fresh install starts from. Startup
 * still runs migrations, so a seed older than the code is brought up to date.
 */
const client = await PGlite.create();
const handle = await openDatabase({ kind: 'pglite', client });
await migrateDatabase(handle);
const queue = createJobQueue({
  executeSql: handle.executeSql,
  jobs: jobRegistry,
  pollingIntervalSeconds: 1,
  supervise: false,
});
await queue.start();
await queue.stop(1000);
// Uncompressed: 41 MB, but it unpacks about 0.4 s faster than the gzip form at every fresh install.
const dump = await client.dumpDataDir('none');
await writeFile(PGLITE_SEED_FILE, Buffer.from(await dump.arrayBuffer()));
await client.close();
