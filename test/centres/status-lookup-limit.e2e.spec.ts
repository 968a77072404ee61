import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { leaseSize } from '#platform';
import { seedCentre } from '../support/centre-factories.js';
import { startTestApp, type ApiResponse, type TestApp } from '../support/test-app.js';

/**
 * The status look-up's per-address limit (60 a minute, public-limits.ts) is one limit shared by
 * every API instance through Redis, even though each instance spends it from a lease of K hits
 * (LeasedRateLimiter, docs/PERFORMANCE.md "Status look-up with the shared limit"): one client
 * sending through two instances behind the round-robin proxy is let through at most limit + K
 * times (in fact at most the limit), and every refusal is the usual 429 envelope with Retry-After.
 */
const LIMIT = 60;

describe('status look-up limit across two API instances', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ topology: 'scaled' });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('lets one client through at most limit + one lease in total, whichever instance answers', async () => {
    const centre = await seedCentre(app, { status: 'pending' });
    const K = leaseSize(LIMIT);
    const before = app.served();
    const answers: ApiResponse[] = [];
    // 180 look-ups in waves of 10 at once: the proxy sends every other one to each instance.
    for (let wave = 0; wave < 18; wave++) {
      answers.push(...(await Promise.all(Array.from({ length: 10 }, () => app.request('GET', `/api/school-registration/status/${centre.reference}`)))));
    }
    const served = app.served().map((count, i) => count - before[i]!);
    expect(served.every((count) => count >= 60)).toBe(true);

    const allowed = answers.filter((res) => res.status === 200);
    const refused = answers.filter((res) => res.status !== 200);
    expect(allowed.length).toBeLessThanOrEqual(LIMIT + K);
    expect(allowed.length).toBeLessThanOrEqual(LIMIT);
    // An instance can hold at most one lease the client never used.
    expect(allowed.length).toBeGreaterThanOrEqual(LIMIT - K);
    for (const res of allowed) expect(res.body.data.schoolName).toBe(centre.centreName);
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toBe(MSG.tooManyRequests);
      expect(res.body.data).toBeUndefined();
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
  });
});
