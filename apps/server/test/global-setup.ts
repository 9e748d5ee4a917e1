import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { bundleWorkerEntries, type WorkerBundles } from './bundle-worker.ts';
import { makePgliteTemplate, prepareDatabase, type TestDatabaseSource } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
    /** The worker threads' entries, bundled as the build bundles them (for buildTestApp's `threads`). */
    workerBundles: WorkerBundles;
  }
}

/**
 * Prepares the database once per run. With TEST_DATABASE_URL every test file
 * shares that PostgreSQL database (tests isolate themselves by creating their
 * own companies); without it, each file loads a copy of one migrated PGlite.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const bundles = await bundleWorkerEntries();
  project.provide('workerBundles', bundles.files);
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    await prepareDatabase(handle);
    await handle.close();
    project.provide('testDatabase', { kind: 'postgres', url });
    return () => Promise.resolve(bundles.remove());
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'foursight-test-'));
  const templateFile = path.join(dir, 'template.tar.gz');
  await writeFile(templateFile, Buffer.from(await (await makePgliteTemplate()).arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', templateFile });
  return async () => {
    bundles.remove();
    await rm(dir, { recursive: true, force: true });
  };
}
