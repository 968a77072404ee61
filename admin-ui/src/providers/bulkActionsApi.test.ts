import { afterEach, describe, expect, it, vi } from 'vitest';
import { countMatching, serverFilter, startBulkAction } from './bulkActionsApi';
import { envelopeClient, isSimpleRestResource } from './simpleRestProvider';

afterEach(() => vi.unstubAllGlobals());

describe('bulk jobs through the data provider', () => {
  it('sends the list filter as the server reads it', () => {
    expect(serverFilter({ q: ' Ikeja ', status: 'pending', state: '', autotestResult: undefined, other: 'x' })).toEqual({ search: 'Ikeja', status: 'pending' });
  });

  it('counts the matching centres with the server clock of the answer, rounded down to the second', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { schools: [], pagination: { totalCount: 12 } } }), { headers: { date: 'Mon, 23 Nov 2026 21:00:07 GMT' } }));
    vi.stubGlobal('fetch', fetch);
    expect(await countMatching({ state: 'Lagos' })).toEqual({ total: 12, asOf: '2026-11-23T21:00:07.000Z' });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/admin/schools?page=1&limit=10&state=Lagos');
  });

  it('starts one job with one request', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { jobId: 'j1', total: 2 } }), { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    await expect(startBulkAction('reject', { ids: ['a', 'b'], versions: { a: 3 } }, { rejectionReason: 'Duplicate' }, null)).resolves.toEqual({ jobId: 'j1', total: 2 });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      '/api/admin/schools/bulk-actions',
      'POST',
      { action: 'reject', ids: ['a', 'b'], versions: { a: 3 }, rejectionReason: 'Duplicate' },
    ]);
  });

  it('opens the envelope for ra-data-simple-rest and keeps Content-Range', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, data: [{ id: 'x' }] }), { headers: { 'content-range': 'items 0-0/1', 'content-type': 'application/json' } })));
    const response = await envelopeClient('/api/admin/bulk-actions');
    expect(response.json).toEqual([{ id: 'x' }]);
    expect(response.headers.get('content-range')).toBe('items 0-0/1');
    expect(isSimpleRestResource('bulk-actions')).toBe(true);
    expect(isSimpleRestResource('bulk-actions/5f0c7c4e-2b1a-4c1e-9a8e-0d2b6f1e7a10/items')).toBe(true);
    expect(isSimpleRestResource('admin-centres')).toBe(false);
  });
});
