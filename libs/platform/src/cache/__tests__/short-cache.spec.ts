import { describe, expect, it } from '@jest/globals';
import { ShortCache } from '../short-cache.js';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('ShortCache', () => {
  it('reuses an answer younger than maxAge and recomputes after it', async () => {
    let now = 0;
    let calls = 0;
    const cache = new ShortCache<number>({ maxAgeMs: 1000, maxEntries: 10 }, () => now);
    const compute = async () => ++calls;
    expect(await cache.get('a', compute)).toBe(1);
    now = 999;
    expect(await cache.get('a', compute)).toBe(1);
    now = 1000;
    expect(await cache.get('a', compute)).toBe(2);
    expect(await cache.get('b', compute)).toBe(3);
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = new ShortCache<string>({ maxAgeMs: 1000, maxEntries: 10 }, () => 0);
    const d = deferred<string>();
    let calls = 0;
    const compute = () => (calls++, d.promise);
    const both = Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    d.resolve('x');
    expect(await both).toEqual(['x', 'x']);
    expect(calls).toBe(1);
  });

  it('forgets a failure at once and everything on clear()', async () => {
    const cache = new ShortCache<number>({ maxAgeMs: 1000, maxEntries: 10 }, () => 0);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 7)).toBe(7);
    cache.clear();
    expect(await cache.get('k', async () => 8)).toBe(8);
  });

  it('keeps at most maxEntries, dropping the oldest; maxAge 0 caches nothing', async () => {
    const cache = new ShortCache<number>({ maxAgeMs: 1000, maxEntries: 2 }, () => 0);
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => 1);
    expect(cache.size).toBe(2);
    const off = new ShortCache<number>({ maxAgeMs: 0, maxEntries: 2 }, () => 0);
    let calls = 0;
    await off.get('a', async () => ++calls);
    await off.get('a', async () => ++calls);
    expect(calls).toBe(2);
  });
});
