import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../src/db/migrate.ts';
import { createJobQueue } from '../src/jobs/queue.ts';
import { jobRegistry } from '../src/job-registry.ts';

/** Where the API tests' database comes from, decided once per run by global-setup.ts. */
export type TestDatabaseSource = { kind: 'pglite'; templateFile: string } | { kind: 'postgres'; url: string };

/** Applies migrations and installs the job-queue schema, as a server start does. */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await migrateDatabase(handle);
  const queue = createJobQueue({
    executeSql: handle.executeSql,
    jobs: jobRegistry,
    pollingIntervalSeconds: 1,
    supervise: false,
  });
  await queue.start();
  await queue.stop(1000);
}

/** A migrated in-memory PGlite, dumped so each test file can start from a copy (~0.4 s instead of ~1.4 s). */
export async function makePgliteTemplate(): Promise<Blob> {
  const client = await PGlite.create();
  await prepareDatabase(await openDatabase({ kind: 'pglite', client }));
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  return dump;
}

/** Opens the database a test file works on: its own PGlite copy, or the run's shared PostgreSQL. */
export async function openTestDatabase(source: TestDatabaseSource): Promise<DatabaseHandle> {
  if (source.kind === 'postgres') return openDatabase({ kind: 'postgres', url: source.url, poolSize: 5 });
  const template = new Blob([await readFile(source.templateFile)]);
  const client = await PGlite.create({ loadDataDir: template });
  return openDatabase({ kind: 'pglite', client });
}

/**
 * A database of the test file's own, for tests that change platform-wide
 * state (maintenance mode, site settings): on PostgreSQL a new database on
 * the same server, migrated, and dropped by `dispose`; on PGlite the file's
 * copy is already its own.
 */
export async function openPrivateDatabase(
  source: TestDatabaseSource,
): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void>; url?: string }> {
  if (source.kind === 'pglite') {
    const handle = await openTestDatabase(source);
    return { handle, dispose: () => handle.close() };
  }
  const created = await createPostgresDatabase(source.url, 'private');
  const handle = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
  await prepareDatabase(handle);
  return {
    handle,
    // For a second pool on the same database (a second process, in a test of two workers).
    url: created.url,
    dispose: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

/**
 * An empty database of the test's own (never migrated), for migration tests:
 * a fresh in-memory PGlite, or a new database on the run's PostgreSQL server,
 * dropped by `dispose`.
 */
export async function openEmptyDatabase(
  source: TestDatabaseSource,
): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  if (source.kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', client: await PGlite.create() });
    return { handle, dispose: () => handle.close() };
  }
  const created = await createPostgresDatabase(source.url, 'migration');
  const handle = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`, for a test
 * that must not share the run's database: one whose server processes run the
 * job workers and the housekeeping sweep would otherwise take other files'
 * jobs (a process killed with SIGKILL left their analyses claimed and never
 * run) and end other files' SWOTs. `drop` removes it.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  purpose: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `foursight_${purpose}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const server = await openDatabase({ kind: 'postgres', url: serverUrl, poolSize: 1 });
  try {
    await server.executeSql(`CREATE DATABASE ${name}`);
  } catch (error) {
    await server.close();
    throw error;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      try {
        await server.executeSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * Applies the committed migrations up to and including `tag` (e.g.
 * "0007_billing"), from a copy of the folder whose journal stops there, so a
 * test can build a database as an older release left it, fill it, and then
 * migrate it the rest of the way with migrateDatabase.
 */
export async function migrateUpTo(handle: DatabaseHandle, tag: string): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'foursight-migrations-'));
  try {
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const end = journal.entries.findIndex((entry) => entry.tag === tag);
    if (end < 0) throw new Error(`No migration tagged ${tag}`);
    journal.entries = journal.entries.slice(0, end + 1);
    await writeFile(journalFile, JSON.stringify(journal));
    await migrateDatabase(handle, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
