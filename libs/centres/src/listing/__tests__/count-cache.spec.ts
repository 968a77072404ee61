import { describe, expect, it } from '@jest/globals';
import { CountCache } from '../count-cache.js';

function setup() {
  let now = 0;
  const cache = new CountCache({ exactBelow: 100, maxAgeMs: 1000, maxEntries: 2 }, () => now);
  let calls = 0;
  let total = 0;
  const count = () => {
    calls += 1;
    return Promise.resolve(total);
  };
  return {
    cache,
    count,
    set: (value: number) => (total = value),
    tick: (ms: number) => (now += ms),
    calls: () => calls,
  };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('CountCache', () => {
  it('counts small totals every time', async () => {
    const t = setup();
    t.set(5);
    expect(await t.cache.get('k', t.count)).toBe(5);
    t.set(6);
    expect(await t.cache.get('k', t.count)).toBe(6);
    expect(t.calls()).toBe(2);
  });

  it('reuses a large total while fresh, then refreshes it once in the background', async () => {
    const t = setup();
    t.set(500);
    expect(await t.cache.get('k', t.count)).toBe(500);
    t.set(501);
    t.tick(999);
    expect(await t.cache.get('k', t.count)).toBe(500);
    expect(t.calls()).toBe(1);
    t.tick(1);
    expect(await Promise.all([t.cache.get('k', t.count), t.cache.get('k', t.count)])).toEqual([500, 500]);
    expect(t.calls()).toBe(2);
    await settle();
    expect(await t.cache.get('k', t.count)).toBe(501);
  });

  it('counts exactly again once a large total has dropped below the threshold', async () => {
    const t = setup();
    t.set(500);
    await t.cache.get('k', t.count);
    t.set(3);
    t.tick(1000);
    await t.cache.get('k', t.count);
    await settle();
    t.set(4);
    expect(await t.cache.get('k', t.count)).toBe(4);
  });

  it('keeps a bounded number of queries', async () => {
    const t = setup();
    t.set(500);
    for (const key of ['a', 'b', 'c']) await t.cache.get(key, t.count);
    const before = t.calls();
    await t.cache.get('a', t.count);
    expect(t.calls()).toBe(before + 1);
    await t.cache.get('c', t.count);
    expect(t.calls()).toBe(before + 1);
  });
});
