import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAILED_JOBS, isJobsResource, JOBS, jobsMethods, jobsProvider } from './jobsProvider';

const answer = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });

afterEach(() => vi.unstubAllGlobals());

describe('the jobs provider', () => {
  it('routes the two console resources to /api/admin/jobs and /api/admin/failed-jobs', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push(`${(input instanceof Request ? input.method : init?.method) ?? 'GET'} ${new URL(url, 'http://x').pathname}`);
      if (url.includes('/failed-jobs/') && !url.endsWith('/retry')) return answer({ success: true, data: { id: 'mail:1', queue: 'mail' } });
      if (url.endsWith('/retry')) return answer({ success: true, data: { id: 'mail:1', queue: 'mail', name: 'mail.send' } });
      return answer({ success: true, data: [{ id: 'mail', waiting: 1, active: 0, failed: 2, delayed: 0 }] }, { 'content-range': 'items 0-0/1' });
    });
    expect(isJobsResource(JOBS) && isJobsResource(FAILED_JOBS) && !isJobsResource('admin-centres')).toBe(true);
    const queues = await jobsProvider.getList(JOBS, { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(queues).toMatchObject({ total: 1, data: [{ id: 'mail', failed: 2 }] });
    await jobsProvider.getList(FAILED_JOBS, { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    await jobsProvider.delete(FAILED_JOBS, { id: 'mail:1', previousData: { id: 'mail:1' } });
    expect((await jobsMethods.retryJob('mail:1')).name).toBe('mail.send');
    expect(calls).toEqual(['GET /api/admin/jobs', 'GET /api/admin/failed-jobs', 'DELETE /api/admin/failed-jobs/mail%3A1', 'POST /api/admin/failed-jobs/mail%3A1/retry']);
  });
});
