import { createRequire } from 'node:module';
import { getPriority } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

/** Starts a thread that lowers its own priority with our function and says what it sees. */
function runInThread(): Promise<{ lowered: boolean; own: number; process: number }> {
  // The thread loads the TypeScript module through tsx's loader, as the tests run from source.
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const module = new URL('./background-priority.ts', import.meta.url).href;
  const code = `
    const { parentPort } = require('node:worker_threads');
    const { readlinkSync } = require('node:fs');
    const { getPriority } = require('node:os');
    import(${JSON.stringify(tsx)}).then(async (tsx) => {
      tsx.register();
      const { lowerThreadPriority } = await import(${JSON.stringify(module)});
      const lowered = lowerThreadPriority();
      const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
      parentPort.postMessage({ lowered, own: getPriority(threadId), process: getPriority(process.pid) });
    });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true });
    worker.once('message', (message) => {
      resolve(message as { lowered: boolean; own: number; process: number });
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

describe.runIf(process.platform === 'linux')('lowerThreadPriority', () => {
  it("gives the calling thread the lowest priority and leaves the process's main thread as it was", async () => {
    const before = getPriority(process.pid);
    const seen = await runInThread();
    expect(seen.lowered).toBe(true);
    expect(seen.own).toBe(19);
    expect(seen.process).toBe(before);
    expect(getPriority(process.pid)).toBe(before);
  });
});
