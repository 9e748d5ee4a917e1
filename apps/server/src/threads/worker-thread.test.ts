import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@foursight/shared/errors';
import { bundleWorker } from '../../test/bundle-worker.ts';
import { createTaskThread, type TaskThread } from './worker-thread.ts';

let bundle: Awaited<ReturnType<typeof bundleWorker>>;
let thread: TaskThread;

const decoder = new TextDecoder();

beforeAll(async () => {
  bundle = await bundleWorker(new URL('../../test/threads/sample-thread-worker.ts', import.meta.url), 'sample-thread');
  thread = createTaskThread(bundle.file, {
    budgetMs: 1000,
    budgetError: () => new Error('over budget'),
    lostError: (reason) => new Error(`lost: ${reason}`),
  });
}, 60_000);

afterAll(async () => {
  await thread?.close();
  bundle?.remove();
});

/** The longest gap between timer ticks every 10 ms while `work` runs: how long this thread's loop was held. */
async function longestLoopGap<T>(work: () => Promise<T>): Promise<{ result: PromiseSettledResult<T>; gap: number }> {
  let last = performance.now();
  let gap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    gap = Math.max(gap, now - last);
    last = now;
  }, 10);
  const [result] = await Promise.allSettled([work()]);
  clearInterval(timer);
  return { result, gap };
}

async function* values(items: string[]) {
  for (const item of items) yield await Promise.resolve(item);
}

describe('a task thread', () => {
  it('answers calls on its own thread, keeping this thread free while it works', async () => {
    expect(await thread.call('echo', { a: [1, 'two'] })).toEqual({ a: [1, 'two'] });
    const { result, gap } = await longestLoopGap(() => thread.call('spin', 600));
    expect(result).toEqual({ status: 'fulfilled', value: 'done' });
    expect(gap).toBeLessThan(200);
  });

  it('fails a call with its own message and goes on serving', async () => {
    await expect(thread.call('fail', null)).rejects.toThrow('the renderer refused');
    expect(await thread.call('echo', 1)).toBe(1);
  });

  it('stops a task past its budget, fails it with the budget error, and serves the next on a new thread', async () => {
    const started = performance.now();
    await expect(thread.call('spin', 5000)).rejects.toThrow('over budget');
    expect(performance.now() - started).toBeLessThan(2500);
    expect(await thread.call('echo', 'after')).toBe('after');
  });

  it('sends a call the stopped thread had not begun to a new thread instead of failing it', async () => {
    const overrunning = thread.call('spin', 5000);
    const waiting = thread.call('echo', 'queued behind');
    await expect(overrunning).rejects.toThrow('over budget');
    await expect(waiting).resolves.toBe('queued behind');
  });

  it('fails the tasks of a thread that stopped, and starts again', async () => {
    await expect(thread.call('crash', null)).rejects.toThrow('lost: exit code 3');
    expect(await thread.call('echo', 'again')).toBe('again');
  });

  it('streams: input asked for as needed, chunks back in order', async () => {
    const chunks: string[] = [];
    for await (const chunk of thread.stream('upper', null, values(['a', 'b', 'c']))) chunks.push(decoder.decode(chunk));
    expect(chunks).toEqual(['A', 'B', 'C']);
  });

  it('asks for no more input while a slow reader holds 4 MB, and lets the input go when the reader stops', async () => {
    const pulled: string[] = [];
    let released = false;
    async function* endless() {
      try {
        for (let index = 0; ; index += 1) {
          pulled.push(String(index));
          yield await Promise.resolve(index);
        }
      } finally {
        released = true;
      }
    }
    const reader = thread.stream('flood', null, endless())[Symbol.asyncIterator]();
    await reader.next();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // One megabyte per value: about four values' output held, never the whole endless input.
    expect(pulled.length).toBeLessThanOrEqual(7);
    await reader.return?.(undefined);
    expect(released).toBe(true);
    expect(await thread.call('echo', 'still serving')).toBe('still serving');
  });

  it('passes an AppError on with its code, so it answers with its own status', async () => {
    const refused = await thread.call('refuse', null).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'CONFLICT', message: 'already done', retryAfterSeconds: 7 });
  });

  it('serves a call while a stream waits on a reader slower than the budget, and the stream then finishes', async () => {
    const reader = thread
      .stream('flood', null, values(['1', '2', '3', '4', '5', '6', '7', '8']))
      [Symbol.asyncIterator]();
    await reader.next();
    // The reader pauses past the budget; the thread is waiting on us, so nothing is stopped.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(await thread.call('echo', 'beside')).toBe('beside');
    let chunks = 1;
    while (!(await reader.next()).done) chunks += 1;
    expect(chunks).toBe(8);
  });

  it('leaves no timer behind when the reader stops while the next input is being read', async () => {
    async function* slowInput() {
      yield await Promise.resolve('a');
      await new Promise((resolve) => setTimeout(resolve, 300));
      yield 'b';
    }
    const reader = thread.stream('upper', null, slowInput())[Symbol.asyncIterator]();
    await reader.next();
    await reader.return?.(undefined);
    // A stray budget would stop the thread about 1 s after the read ended, under this call.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(thread.call('spin', 700)).resolves.toBe('done');
  });

  it('fails a stream whose input fails with that error, and goes on serving', async () => {
    async function* failing() {
      yield await Promise.resolve('a');
      throw new Error('the database went away');
    }
    const read = async () => {
      for await (const _chunk of thread.stream('upper', null, failing()));
    };
    await expect(read()).rejects.toThrow('the database went away');
    expect(await thread.call('echo', 'next')).toBe('next');
  });

  it('hands over what a stream made before its thread died, then the loss', async () => {
    const received: string[] = [];
    const read = async () => {
      for await (const chunk of thread.stream('crashAfterOne', null)) received.push(decoder.decode(chunk));
    };
    await expect(read()).rejects.toThrow('lost: exit code 4');
    expect(received).toEqual(['first']);
  });
});
