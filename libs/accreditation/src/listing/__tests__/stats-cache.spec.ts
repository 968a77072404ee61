import { describe, expect, it } from '@jest/globals';
import { StatsCache } from '../stats-cache.js';

describe('StatsCache', () => {
  it('reuses counts for less than maxAge per key, shares concurrent counts and forgets failures', async () => {
    let now = 0;
    let calls = 0;
    const cache = new StatsCache<number>({ maxAgeMs: 1000, maxEntries: 10 }, () => now);
    const count = async () => ++calls;
    expect(await Promise.all([cache.get('*', count), cache.get('*', count)])).toEqual([1, 1]);
    expect(await cache.get('["Lagos"]', count)).toBe(2);
    now = 999;
    expect(await cache.get('*', count)).toBe(1);
    now = 1000;
    expect(await cache.get('*', count)).toBe(3);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', count)).toBe(4);
  });
});
