import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './load-chunk';

function failingTimes<T>(failures: number, value: T) {
  let calls = 0;
  const load = vi.fn(() => {
    calls += 1;
    return calls <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(value);
  });
  return load;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('answers at once when the first attempt loads', async () => {
    const load = failingTimes(0, 'screen');
    await expect(loadChunk(load)).resolves.toBe('screen');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries after each delay, and answers when a retry loads', async () => {
    const load = failingTimes(2, 'screen');
    const result = loadChunk(load, [500, 1500]);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1500);
    expect(load).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe('screen');
  });

  it('gives up after the last retry with a ChunkLoadError that keeps the cause', async () => {
    const load = failingTimes(Infinity, 'screen');
    const result = loadChunk(load, [10, 20]);
    const settled = expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(30);
    await settled;
    expect(load).toHaveBeenCalledTimes(3);
    const error = await result.catch((caught: unknown) => caught);
    expect((error as ChunkLoadError).cause).toBeInstanceOf(TypeError);
  });
});
