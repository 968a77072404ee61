import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CENTRES, dataProvider } from './dataProvider';

type Call = [string, RequestInit];

function serve(body: unknown, init?: ResponseInit) {
  const fetchMock = vi.fn(async () => (typeof body === 'string' ? new Response(body, init) : Response.json(body, init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => window.localStorage.setItem('authToken', 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('centre list', () => {
  it('maps react-admin paging, filters and sort onto GET /admin/schools', async () => {
    const fetchMock = serve({ success: true, data: { schools: [{ id: 'c1', CentreName: 'A' }], pagination: { totalCount: 31 } } });
    const result = await dataProvider.getList(CENTRES, {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'CentreName', order: 'ASC' },
      filter: { search: ' ikeja ', status: 'pending', state: 'Lagos', autotestResult: '' },
    });
    expect(result).toEqual({ data: [{ id: 'c1', CentreName: 'A' }], total: 31 });
    const [url] = fetchMock.mock.calls[0] as unknown as Call;
    const query = new URL(url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ page: '3', limit: '25', search: 'ikeja', status: 'pending', state: 'Lagos', sortBy: 'CentreName', sortOrder: 'asc' });
    expect(url.startsWith('/api/admin/schools?')).toBe(true);
  });

  it('sends the Accreditation filter to the list query (DECISIONS §10)', async () => {
    const fetchMock = serve({ success: true, data: { schools: [], pagination: { totalCount: 0 } } });
    await dataProvider.getList(CENTRES, { pagination: { page: 2, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { accreditation: 'suspended' } });
    const [url] = fetchMock.mock.calls[0] as unknown as Call;
    expect(new URL(url, 'http://x').searchParams.get('accreditation')).toBe('suspended');
  });

  it('leaves out a sort field the server does not accept', async () => {
    const fetchMock = serve({ success: true, data: { schools: [], pagination: { totalCount: 0 } } });
    await dataProvider.getList(CENTRES, { pagination: { page: 1, perPage: 10 }, sort: { field: 'documentCount', order: 'DESC' }, filter: {} });
    const [url] = fetchMock.mock.calls[0] as unknown as Call;
    expect(url).toBe('/api/admin/schools?page=1&limit=10&include=statistics');
  });

  it('asks for the statistics with page 1 and hands them over as meta, so opening the list is one request', async () => {
    const statistics = { total: 3, pending: 1, approved: 1, registration_approved: 1, autotest_approved: 0, rejected: 1, query: 0 };
    const fetchMock = serve({ success: true, data: { schools: [{ id: 'c1' }], pagination: { totalCount: 3 }, statistics } });
    const result = await dataProvider.getList(CENTRES, { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { state: 'Lagos' } });
    expect(result).toEqual({ data: [{ id: 'c1' }], total: 3, meta: { statistics } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url] = fetchMock.mock.calls[0] as unknown as Call;
    expect(new URL(url, 'http://x').searchParams.get('include')).toBe('statistics');
  });

  it('does not ask for the statistics past page 1, and adds no meta without them', async () => {
    const fetchMock = serve({ success: true, data: { schools: [], pagination: { totalCount: 30 } } });
    const result = await dataProvider.getList(CENTRES, { pagination: { page: 2, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    expect(result).toEqual({ data: [], total: 30 });
    const [url] = fetchMock.mock.calls[0] as unknown as Call;
    expect(new URL(url, 'http://x').searchParams.has('include')).toBe(false);
  });

  it('refuses generic writes: status changes go through transition', () => {
    expect(() => dataProvider.update(CENTRES, { id: 'c1', data: { status: 'rejected' }, previousData: { id: 'c1' } })).toThrow();
  });
});

describe('create new centre', () => {
  it('posts the trimmed fields to /centre-registration/simple and answers with the reference number', async () => {
    const fetchMock = serve({ success: true, data: { referenceNumber: 'JAMB-2026-00000001', centre: { _id: 'c9', CentreName: 'Yaba' } } }, { status: 201 });
    const result = await dataProvider.create(CENTRES, { data: { examBody: 'JAMB', CentreName: ' Yaba ', GovernmentId: 'RC1 ', AdminEmail: ' a@b.ng', State: '' } });
    expect(result.data).toEqual({ _id: 'c9', id: 'c9', CentreName: 'Yaba', referenceNumber: 'JAMB-2026-00000001' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as Call;
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual(['/api/centre-registration/simple', 'POST', { CentreName: 'Yaba', GovernmentId: 'RC1', AdminEmail: 'a@b.ng' }]);
  });

  it('sends the chosen state, and passes a refusal on with the server’s message', async () => {
    const fetchMock = serve({ success: false, message: 'A centre with this RC number already exists' }, { status: 409 });
    await expect(dataProvider.create(CENTRES, { data: { CentreName: 'Y', GovernmentId: 'R', AdminEmail: 'a@b.ng', State: 'Kano' } })).rejects.toThrow('A centre with this RC number already exists');
    const [, init] = fetchMock.mock.calls[0] as unknown as Call;
    expect(JSON.parse(String(init.body)).State).toBe('Kano');
  });
});

describe('centre detail and decisions', () => {
  it('flattens the detail so the row fields, version and allowed actions sit side by side', async () => {
    serve({ success: true, data: { school: { _id: 'c1', CentreName: 'A', status: 'pending' }, allowedActions: ['approve'], version: 4 } });
    const { data } = await dataProvider.getOne(CENTRES, { id: 'c1' });
    expect(data).toMatchObject({ id: 'c1', CentreName: 'A', status: 'pending', allowedActions: ['approve'], version: 4 });
  });

  it('sends the decision with the version it was based on as If-Match', async () => {
    const fetchMock = serve({ success: true, message: 'ok' });
    await dataProvider.transition('c1', 'reject', { rejectionReason: 'Incomplete' }, 7);
    const [url, init] = fetchMock.mock.calls[0] as unknown as Call;
    expect(url).toBe('/api/admin/schools/c1/reject');
    expect(init.method).toBe('PUT');
    expect(init.headers).toMatchObject({ 'If-Match': '"7"', Authorization: 'Bearer tok' });
    expect(JSON.parse(init.body as string)).toEqual({ rejectionReason: 'Incomplete' });
  });

  it('reposts with POST', async () => {
    const fetchMock = serve({ success: true });
    await dataProvider.transition('c1', 'repost-to-autotest', {}, 2);
    expect((fetchMock.mock.calls[0] as unknown as Call)[1].method).toBe('POST');
  });

  it('passes the server refusal of a stale decision on', async () => {
    serve({ success: false, message: 'This centre was changed by someone else at the same time. Reload it and try again.' }, { status: 409 });
    await expect(dataProvider.transition('c1', 'approve', {}, 1)).rejects.toMatchObject({ status: 409 });
  });
});

describe('export', () => {
  it('downloads the filtered CSV with the bearer token', async () => {
    const fetchMock = serve('Reference Number\nJAMB-2026-00000001\n', { headers: { 'Content-Type': 'text/csv' } });
    const blob = await dataProvider.exportCsv({ status: 'pending', search: '' });
    expect(await blob.text()).toContain('JAMB-2026-00000001');
    const [url, init] = fetchMock.mock.calls[0] as unknown as Call;
    expect(url).toBe('/api/admin/schools/export/csv?status=pending');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it('keeps the list’s sort (SPEC §7: the same parameters but page and limit)', async () => {
    const fetchMock = serve('Reference Number\n', { headers: { 'Content-Type': 'text/csv' } });
    await dataProvider.exportCsv({ state: 'Lagos' }, { field: 'CentreName', order: 'ASC' });
    expect((fetchMock.mock.calls[0] as unknown as Call)[0]).toBe('/api/admin/schools/export/csv?state=Lagos&sortBy=CentreName&sortOrder=asc');
  });

  it('fails with the server’s message, else with SPEC’s "Failed to export CSV"', async () => {
    serve({ success: false, message: 'Forbidden' }, { status: 403 });
    await expect(dataProvider.exportCsv({})).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
    serve('<html>Bad gateway</html>', { status: 502 });
    await expect(dataProvider.exportCsv({})).rejects.toMatchObject({ status: 502, message: 'Failed to export CSV' });
  });
});
