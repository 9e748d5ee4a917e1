import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

function counter() {
  let reads = 0;
  return {
    read: (value: string) => () => {
      reads += 1;
      return Promise.resolve(value);
    },
    get reads() {
      return reads;
    },
  };
}

describe('a read cache', () => {
  it('shares one read between concurrent misses and remembers it until it expires', async () => {
    let clock = 1_000;
    const cache = createReadCache<string>(2_000, 100, () => clock);
    const source = counter();
    const both = await Promise.all([cache.get('a', source.read('first')), cache.get('a', source.read('second'))]);
    expect(both).toEqual(['first', 'first']);
    expect(source.reads).toBe(1);

    clock += 1_999;
    expect(await cache.get('a', source.read('third'))).toBe('first');
    clock += 1;
    expect(await cache.get('a', source.read('fourth'))).toBe('fourth');
    expect(source.reads).toBe(2);
  });

  it('forgets a read that failed, so the next caller reads again', async () => {
    const cache = createReadCache<string>(60_000);
    await expect(cache.get('a', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cache.get('a', () => Promise.resolve('back'))).toBe('back');
  });

  it('keeps keys apart and starts afresh past its size', async () => {
    const cache = createReadCache<string>(60_000, 2);
    const source = counter();
    await cache.get('a', source.read('a1'));
    await cache.get('b', source.read('b1'));
    expect(await cache.get('a', source.read('a2'))).toBe('a1');
    await cache.get('c', source.read('c1'));
    expect(await cache.get('a', source.read('a3'))).toBe('a3');
    expect(source.reads).toBe(4);
  });

  it('reads every key again after clear, however fresh its entry was', async () => {
    const cache = createReadCache<string>(60_000);
    const source = counter();
    await cache.get('a', source.read('a1'));
    await cache.get('b', source.read('b1'));
    cache.clear();
    expect(await cache.get('a', source.read('a2'))).toBe('a2');
    expect(await cache.get('b', source.read('b2'))).toBe('b2');
    expect(source.reads).toBe(4);
  });
});
