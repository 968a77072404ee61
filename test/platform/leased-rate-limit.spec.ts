import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Redis } from 'ioredis';
import { AppError, LeasedRateLimiter, leaseSize, RateLimiter, type AppConfig, type RateRule } from '#platform';
import { TEST_REDIS_URL } from '../support/test-database.js';

/**
 * The leased limit (docs/PERFORMANCE.md, "Status look-up with the shared limit"): two API processes,
 * each with its own limiter and lease, share one Redis. Whatever the interleaving, a client gets at
 * most the limit per window across both (the bound allowed ≤ limit + K is met with K to spare), and
 * is refused at most K early per other process.
 */
const PREFIX = `tl${randomBytes(4).toString('hex')}`;

describe('leased rate limit shared by two processes', () => {
  const made: RateLimiter[] = [];
  let redis: Redis;

  /** One process's limiter, once its Redis connection is up (before that it counts in memory). */
  const startProcess = async (): Promise<{ limiter: RateLimiter; leased: LeasedRateLimiter }> => {
    const limiter = new RateLimiter({ redisUrl: TEST_REDIS_URL, rateLimitFactor: 1 } as AppConfig);
    made.push(limiter);
    const connection = (limiter as unknown as { redis: Redis }).redis;
    if (connection.status !== 'ready') await new Promise((ready) => connection.once('ready', ready));
    return { limiter, leased: new LeasedRateLimiter(limiter) };
  };
  const rule = (limit: number, windowSeconds = 60): RateRule => ({ key: `leased-test:${randomBytes(6).toString('hex')}`, limit, windowSeconds });
  /** true when let through, the refusal when refused. */
  const attempt = (leased: LeasedRateLimiter, r: RateRule) =>
    leased.hit(r).then(
      () => true as const,
      (error: unknown) => error as AppError,
    );

  beforeAll(() => {
    globalThis.process.env.QUEUE_PREFIX = PREFIX;
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    for (const limiter of made) limiter.onModuleDestroy();
    const keys = await redis.keys(`${PREFIX}:rl:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    delete globalThis.process.env.QUEUE_PREFIX;
  });

  it('lets one client through at most the limit across both processes, and refuses the rest with Retry-After', async () => {
    const [a, b] = [await startProcess(), await startProcess()];
    const r = rule(60);
    const K = leaseSize(60);
    expect(K).toBe(6);
    // 200 hits in waves of 20 at once, every other one on each process.
    const results: Array<{ on: 'a' | 'b'; outcome: true | AppError }> = [];
    for (let wave = 0; wave < 10; wave++) {
      const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(i % 2 ? b.leased : a.leased, r)));
      outcomes.forEach((outcome, i) => results.push({ on: i % 2 ? 'b' : 'a', outcome }));
    }
    const allowed = results.filter((x) => x.outcome === true);
    expect(allowed.length).toBeLessThanOrEqual(60 + K);
    expect(allowed.length).toBeLessThanOrEqual(60);
    // Unused hits leased to the other process are all a client can lose.
    expect(allowed.length).toBeGreaterThanOrEqual(60 - K);
    // Both processes served and refused: the limit is one, not one per process.
    for (const on of ['a', 'b'] as const) {
      expect(allowed.some((x) => x.on === on)).toBe(true);
      expect(results.some((x) => x.on === on && x.outcome !== true)).toBe(true);
    }
    for (const { outcome } of results) {
      if (outcome === true) continue;
      expect(outcome).toBeInstanceOf(AppError);
      expect(outcome.code).toBe('RATE_LIMITED');
      const retryAfter = Number(outcome.headers?.['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // Every hit let through was counted in Redis first.
    expect(Number(await redis.get(`${PREFIX}:rl:${r.key}`))).toBeGreaterThanOrEqual(allowed.length);
  });

  it('asks Redis once per lease of K hits, and not at all once the window is full', async () => {
    const { limiter, leased } = await startProcess();
    const take = jest.spyOn(limiter, 'take');
    const r = rule(100);
    const K = leaseSize(100);
    for (let i = 0; i < 100; i++) await leased.hit(r);
    expect(take).toHaveBeenCalledTimes(100 / K);
    for (let i = 0; i < 20; i++) expect(await attempt(leased, r)).toBeInstanceOf(AppError);
    // One more round trip learned that the window is full; the other refusals were answered locally.
    expect(take).toHaveBeenCalledTimes(100 / K + 1);
  });

  it('never spends hits leased in one window in the next', async () => {
    const [a, b] = [await startProcess(), await startProcess()];
    const r = rule(20, 60);
    const key = `${PREFIX}:rl:${r.key}`;
    // A window that ends 1.6 s from now: Redis's TTL rounds that to 2 s, PTTL does not.
    await redis.set(key, '0', 'PX', 1600);
    expect(await attempt(a.leased, r)).toBe(true); // a leases K = 2 and keeps one
    while ((await redis.pttl(key)) > 0) await new Promise((tick) => setTimeout(tick, 5));
    // A new window: b takes all of it.
    for (let i = 0; i < 20; i++) expect(await attempt(b.leased, r)).toBe(true);
    // a's leftover hit belonged to the window that ended: a must ask again and be refused.
    expect(await attempt(a.leased, r)).toBeInstanceOf(AppError);
    expect(Number(await redis.get(key))).toBeGreaterThanOrEqual(20);
  });
});
