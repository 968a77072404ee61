import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openingListParams, prefetchCentreList } from './listPrefetch';

function storage(items: Record<string, unknown> = {}): Storage {
  const map = new Map(Object.entries(items).map(([k, v]) => [k, JSON.stringify(v)]));
  return { getItem: (k: string) => map.get(k) ?? null } as Storage;
}

afterEach(() => vi.unstubAllGlobals());

describe('the opening list query', () => {
  it('is the list default without an address query or stored settings', () => {
    expect(openingListParams('', storage())).toEqual({ pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
  });

  it('reads the address first, as react-admin does', () => {
    const search = `?filter=${encodeURIComponent(JSON.stringify({ state: 'Lagos' }))}&order=ASC&page=3&perPage=50&sort=CentreName`;
    const stored = storage({ 'RaStore.admin-centres.listParams': { filter: { state: 'Kano' }, page: 2 } });
    expect(openingListParams(search, stored)).toEqual({ pagination: { page: 3, perPage: 50 }, sort: { field: 'CentreName', order: 'ASC' }, filter: { state: 'Lagos' } });
  });

  it('then the settings react-admin stored, unless they are its defaults', () => {
    const stored = storage({ 'RaStore.admin-centres.listParams': { filter: { status: 'pending' }, page: 1, perPage: 25, sort: 'createdAt', order: 'DESC' } });
    expect(openingListParams('', stored)).toEqual({ pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { status: 'pending' } });
    expect(openingListParams('', storage({ 'RaStore.admin-centres.listParams': { filter: {}, page: 1 } }))?.pagination?.perPage).toBe(10);
  });

  it('gives up on an address it cannot read', () => {
    expect(openingListParams('?filter=%7Bnot-json', storage())).toBeNull();
  });

  it("fills the query cache under react-admin's useGetList key", async () => {
    window.localStorage.setItem('authToken', 'tok');
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: true, data: { schools: [{ id: 'c1' }], pagination: { totalCount: 1 } } })));
    const client = new QueryClient();
    prefetchCentreList(client, '', storage());
    await vi.waitFor(() => expect(client.getQueryData(['admin-centres', 'getList', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} }])).toEqual({
      data: [{ id: 'c1' }],
      total: 1,
    }));
    window.localStorage.clear();
  });
});
