import type { SQL } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import {
  startPgliteThread,
  type DatabaseThread,
  type PgliteClient,
  type PgliteThreadOptions,
} from './pglite-thread.ts';

/** The Drizzle database both drivers give us; features only ever see this type. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseKind = 'pglite' | 'postgres';

/** Raw SQL in the shape pg-boss (and a few admin tasks) need. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Database;
  executeSql: ExecuteSql;
  /**
   * Runs fn while holding a cluster-wide advisory lock, so that several
   * processes on one PostgreSQL take turns (migrations, one-time setup).
   * PGlite has one process by construction, so there it just runs fn.
   */
  withLock: <T>(key: number, fn: () => Promise<T>) => Promise<T>;
  /**
   * PostgreSQL only: LISTENs on a channel over a connection of its own (a
   * pooled one would be handed to other callers), reconnecting after a drop.
   * Absent on PGlite, whose single process needs no cross-process channel.
   */
  listen?: (channel: string, onNotification: (payload: string) => void) => Promise<{ close: () => Promise<void> }>;
  /** The embedded database on a thread of its own (the built server): work it takes whole. */
  thread?: DatabaseThread;
  close: () => Promise<void>;
}

/**
 * A migrated, empty data directory made at build time (scripts/build.mjs). A
 * fresh install unpacks it instead of running PGlite's initdb, which costs
 * about 4 s in WebAssembly against about 1 s for the unpack. Found beside the
 * bundle; absent when running from source, where initdb runs as usual.
 */
export const PGLITE_SEED_FILE = fileURLToPath(new URL('./pglite-seed.tar', import.meta.url));

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; client: PGlite }
  | { kind: 'postgres'; url: string; poolSize: number };

/**
 * Opens the database. `pgliteThread` (the bundled src/database-thread.ts) runs
 * an embedded database in a data directory on a thread of its own; without
 * it (tests, tools run from source) PGlite runs in this thread. Each driver
 * is loaded here, when it is chosen: a server on PostgreSQL never loads
 * PGlite, and one on the embedded database never loads pg.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: { pgliteThread?: PgliteThreadOptions | undefined } = {},
): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize);
  if ('client' in target) return wrapPglite(target.client);
  if (options.pgliteThread) {
    const { client, thread } = await startPgliteThread(target.dataDir, options.pgliteThread);
    return { ...(await wrapPglite(client)), thread };
  }
  return wrapPglite(await openPgliteDataDir(target.dataDir));
}

/** PGlite on a data directory, unpacking the build's seed into a new one. */
export async function openPgliteDataDir(dataDir: string): Promise<PGlite> {
  await mkdir(dataDir, { recursive: true });
  const isNew = !existsSync(path.join(dataDir, 'PG_VERSION'));
  const seed = isNew && existsSync(PGLITE_SEED_FILE) ? new Blob([await readFile(PGLITE_SEED_FILE)]) : undefined;
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create(dataDir, seed ? { loadDataDir: seed } : {});
}

async function wrapPglite(client: PgliteClient): Promise<DatabaseHandle> {
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  return {
    kind: 'pglite',
    // drizzle's PGlite driver calls only query and transaction, which the thread's stand-in has too.
    db: drizzlePglite({ client: client as PGlite }),
    // PGlite runs one call at a time on its single connection, so a
    // multi-statement unit (pg-boss sends "BEGIN; ...; COMMIT;" as one string)
    // must go through exec, which runs the whole string before any other caller.
    // Parameterised statements go through query (extended protocol).
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    withLock: (_key, fn) => fn(),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: 'foursight' });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    db: drizzlePg(pool),
    executeSql: async (text, values) => {
      const result = await pool.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    },
    withLock: async (key, fn) => {
      // A session lock belongs to one connection: hold one for the whole duration.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await lockClient.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        lockClient.release();
      }
    },
    listen: (channel, onNotification) => listenOn(pg, url, channel, onNotification),
    close: async () => {
      if (!pool.ending) await pool.end();
    },
  };
}

const RELISTEN_DELAY_MS = 1000;

/** One dedicated connection LISTENing on channel; a lost connection is replaced after a second. */
async function listenOn(
  driver: typeof pg,
  url: string,
  channel: string,
  onNotification: (payload: string) => void,
): Promise<{ close: () => Promise<void> }> {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  function scheduleReconnect(): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(() => undefined);
    }, RELISTEN_DELAY_MS);
    retry.unref();
  }

  async function connect(): Promise<void> {
    const next = new driver.Client({ connectionString: url, application_name: 'foursight-listen' });
    client = next;
    const lost = () => {
      if (client !== next) return;
      client = null;
      void next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotification(message.payload);
    });
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${driver.escapeIdentifier(channel)}`);
    } catch (error) {
      lost();
      throw error;
    }
  }

  try {
    await connect();
  } catch (error) {
    closed = true;
    if (retry) clearTimeout(retry);
    throw error;
  }
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

/** Runs raw SQL and returns its rows: node-postgres and PGlite both answer with `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
