import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Paging and sorting on every list: a limit is clamped into its range whatever is asked (a caller
 * cannot ask a list for a million rows), unreadable numbers fall back to the default, and a sortBy
 * outside the list's allowlist is 400 (it never reaches SQL). Lists with no sort options take no
 * sortBy: their order is fixed and the parameter is not read.
 */
interface List {
  path: string;
  min: number;
  max: number;
  fallback: number;
  anonymous?: boolean;
  /** The pagination block of the answer. */
  pagination: (body: any) => { limit: number; page: number };
}

const inData = (body: any) => body.data.pagination;
const LISTS: List[] = [
  { path: '/api/admin/schools', min: 10, max: 1000, fallback: 10, pagination: inData },
  { path: '/api/autotest', min: 10, max: 1000, fallback: 10, pagination: inData },
  { path: '/api/accreditation/centres', min: 1, max: 10000, fallback: 10, pagination: inData },
  { path: '/api/user/all', min: 1, max: 100, fallback: 10, pagination: (body) => body.pagination },
  { path: '/api/public/accredited-centres', min: 1, max: 100, fallback: 20, anonymous: true, pagination: inData },
];

const SORTED = ['/api/admin/schools', '/api/admin/schools/export/csv'];
const BAD_SORTS = ['password_hash', 'admin_email; DROP TABLE centres', '1', 'createdAt desc', '(SELECT 1)', 'centre_name', '__proto__', 'constructor', ''.padEnd(500, 'x')];

describe('security: paging and sorting', () => {
  let app: TestApp;
  let su: string;
  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (path: string, list?: List) => app.request('GET', path, { token: list?.anonymous ? undefined : su });

  describe.each(LISTS)('$path', (list) => {
    it('clamps the limit into its range', async () => {
      for (const [asked, expected] of [
        ['1000000000', list.max],
        [String(list.max + 1), list.max],
        ['0', list.min],
        ['-5', list.min],
        [String(list.min), list.min],
      ] as const) {
        const res = await get(`${list.path}?limit=${asked}`, list);
        expect({ asked, status: res.status, limit: res.status === 200 ? list.pagination(res.body).limit : null }).toEqual({ asked, status: 200, limit: expected });
      }
    });

    it('reads unreadable limits and pages as the defaults, never a 5xx', async () => {
      for (const query of ['limit=abc', 'limit=', 'limit=1e9', 'limit=NaN', 'limit=Infinity', 'limit[]=5', 'limit=5&limit=6', 'page=-1', 'page=abc', 'page=1e400', 'page=99999999999999999999', 'limit=99999999999999999999999', 'limit=0x7fffffff', 'limit= 50 ']) {
        const res = await get(`${list.path}?${query}`, list);
        expect({ query, status: res.status < 500 ? 'ok' : res.status }).toEqual({ query, status: 'ok' });
        if (res.status === 200) {
          const { limit, page } = list.pagination(res.body);
          expect(limit).toBeGreaterThanOrEqual(list.min);
          expect(limit).toBeLessThanOrEqual(list.max);
          expect(page).toBeGreaterThanOrEqual(1);
        }
      }
      expect(list.pagination((await get(`${list.path}?limit=abc`, list)).body).limit).toBe(list.fallback);
    });
  });

  describe.each(SORTED)('%s', (path) => {
    it('refuses every sortBy outside the allowlist with 400', async () => {
      for (const sortBy of BAD_SORTS) {
        const res = await get(`${path}?sortBy=${encodeURIComponent(sortBy)}`);
        expect({ sortBy: sortBy.slice(0, 40), status: res.status }).toEqual({ sortBy: sortBy.slice(0, 40), status: 400 });
        expect(res.body.success).toBe(false);
      }
      expect((await get(`${path}?sortBy=createdAt`)).status).toBe(200);
    });

    it('refuses a sortOrder other than asc or desc with 400', async () => {
      for (const sortOrder of ['sideways', 'asc; DROP TABLE centres', 'ASC NULLS FIRST']) {
        const res = await get(`${path}?sortOrder=${encodeURIComponent(sortOrder)}`);
        expect({ sortOrder, status: res.status }).toEqual({ sortOrder, status: 400 });
      }
    });
  });

  it('lists without sort options keep their fixed order and never pass a sortBy to SQL', async () => {
    for (const list of LISTS.filter((l) => !SORTED.includes(l.path))) {
      const plain = await get(list.path, list);
      const asked = await get(`${list.path}?sortBy=${encodeURIComponent('password_hash; DROP TABLE users')}&sortOrder=asc`, list);
      expect({ path: list.path, status: asked.status }).toEqual({ path: list.path, status: plain.status });
      expect(asked.text).toBe(plain.text);
    }
    expect((await app.db!.query('SELECT count(*)::int AS n FROM users')).rows[0].n).toBeGreaterThan(0);
  });
});
