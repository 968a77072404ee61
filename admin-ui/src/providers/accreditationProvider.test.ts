import { describe, expect, it } from 'vitest';
import { requestOf, serveAnswers, signedInForEachTest } from '../testing/fetchStub';
import { dataProvider } from '../dataProvider';
import { ACCREDITATION, accreditationProvider, accreditedFileName, letterFileName } from './accreditationProvider';

const serve = serveAnswers;
const call = requestOf;

signedInForEachTest();

describe('the admin-accreditation resource', () => {
  it('maps react-admin paging and the two filters onto GET /accreditation/centres', async () => {
    const row = { id: 'c1', CentreName: 'Yaba', accreditation: null };
    const fetchMock = serve({ body: { success: true, data: { centres: [row], pagination: { totalCount: 31 } } } });
    const result = await dataProvider.getList(ACCREDITATION, {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { search: ' yaba ', accreditationStatus: 'approved' },
    });
    expect(result).toEqual({ data: [row], total: 31 });
    const { url, auth } = call(fetchMock);
    expect(url).toBe('/api/accreditation/centres?page=2&limit=25&search=yaba&accreditationStatus=approved');
    expect(auth).toBe('Bearer tok');
  });

  it('sends the overdue filter and the state the dashboard links with', async () => {
    const fetchMock = serve({ body: { success: true, data: { centres: [], pagination: { totalCount: 0 } } } });
    await accreditationProvider.getList({ pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { overdue: 'true', state: 'Lagos' } });
    expect(call(fetchMock).url).toBe('/api/accreditation/centres?page=1&limit=10&overdue=true&state=Lagos');
  });

  it('leaves out empty filters', async () => {
    const fetchMock = serve({ body: { success: true, data: { centres: [], pagination: { totalCount: 0 } } } });
    await accreditationProvider.getList({ pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { search: '  ', accreditationStatus: '', overdue: '', state: ' ' } });
    expect(call(fetchMock).url).toBe('/api/accreditation/centres?page=1&limit=10');
  });

  it("reads one centre's accreditation, and none started as null rather than an error", async () => {
    let fetchMock = serve({ body: { success: true, data: { status: 'pending', currentStage: 1 } } });
    expect(await dataProvider.getOne(ACCREDITATION, { id: 'c 1' })).toEqual({ data: { id: 'c 1', workflow: { status: 'pending', currentStage: 1 } } });
    expect(call(fetchMock).url).toBe('/api/accreditation/centres/c%201');
    fetchMock = serve({ body: { success: false, message: 'Accreditation not found' }, status: 404 });
    expect(await dataProvider.getOne(ACCREDITATION, { id: 'c2' })).toEqual({ data: { id: 'c2', workflow: null } });
  });

  it('passes on other failures', async () => {
    serve({ body: { success: false, message: 'Access denied' }, status: 403 });
    await expect(dataProvider.getOne(ACCREDITATION, { id: 'c1' })).rejects.toThrow('Access denied');
  });
});

describe('the named accreditation methods', () => {
  it('initializes, approves a stage with trimmed comments (none sent when blank) and rejects with a reason', async () => {
    const fetchMock = serve({ body: { success: true, data: { status: 'in_progress' } } });
    expect(await dataProvider.initializeAccreditation('c1')).toEqual({ status: 'in_progress' });
    await dataProvider.approveAccreditationStage('c1', '  fine  ');
    await dataProvider.approveAccreditationStage('c1', '   ');
    await dataProvider.rejectAccreditation('c1', 'Missing documents');
    expect([0, 1, 2, 3].map((i) => call(fetchMock, i)).map(({ url, method, body }) => [url, method, body])).toEqual([
      ['/api/accreditation/centres/c1/initialize', 'POST', undefined],
      ['/api/accreditation/centres/c1/approve', 'POST', { comments: 'fine' }],
      ['/api/accreditation/centres/c1/approve', 'POST', {}],
      ['/api/accreditation/centres/c1/reject', 'POST', { rejectionReason: 'Missing documents' }],
    ]);
  });

  it('reads the stats', async () => {
    const stats = { passedAutotest: 3, noAccreditation: 1, accreditationPending: 1, accreditationInProgress: 0, fullyAccredited: 1, accreditationRejected: 0 };
    const fetchMock = serve({ body: { success: true, data: stats } });
    expect(await dataProvider.accreditationStats()).toEqual(stats);
    expect(call(fetchMock).url).toBe('/api/accreditation/stats');
  });

  it('reads the active configuration (null when none was saved) and saves a new version', async () => {
    serve({ body: { success: false, message: 'No active accreditation configuration found' }, status: 404 });
    expect(await dataProvider.accreditationConfig()).toBeNull();
    const fetchMock = serve({ body: { success: true, data: { id: 'v2', version: 2 } } });
    const body = { configName: 'Two-stage', description: 'Review then approve', totalStagesRequired: 2, approvalStages: [], fourEyes: false };
    expect(await dataProvider.saveAccreditationConfig(body)).toEqual({ id: 'v2', version: 2 });
    expect(call(fetchMock)).toMatchObject({ url: '/api/accreditation/config', method: 'POST', body });
  });

  it("offers the active role names, or SPEC's admin and superadmin when they cannot be read", async () => {
    serve({ body: { success: true, data: [{ value: 'reviewer', label: 'Reviewer', category: 'custom' }] } });
    expect(await dataProvider.accreditationApproverRoles()).toEqual([{ value: 'reviewer', label: 'Reviewer', category: 'custom' }]);
    serve({ body: 'down', status: 500 });
    expect((await dataProvider.accreditationApproverRoles()).map((r) => r.value)).toEqual(['admin', 'superadmin']);
  });

  it('downloads the letter and the accredited export with the token, and asks for a letter again with the reason', async () => {
    const fetchMock = serve({ body: 'file' });
    expect(await (await dataProvider.accreditationLetter('c1')).text()).toBe('file');
    await dataProvider.exportAccreditedCsv();
    expect([call(fetchMock, 0), call(fetchMock, 1)].map(({ url, auth }) => [url, auth])).toEqual([
      ['/api/accreditation/centres/c1/letter', 'Bearer tok'],
      ['/api/accreditation/export/csv', 'Bearer tok'],
    ]);
    const regenerate = serve({ body: { success: true, message: 'The letter is being made again' }, status: 202 });
    expect(await dataProvider.regenerateAccreditationLetter('c1', 'Lost')).toBe('The letter is being made again');
    expect(call(regenerate)).toMatchObject({ url: '/api/accreditation/centres/c1/letter/regenerate', method: 'POST', body: { reason: 'Lost' } });
  });

  it("names the files as SPEC §9 does", () => {
    expect(accreditedFileName(new Date('2026-11-24T10:00:00Z'))).toBe('accredited-centres-2026-11-24.csv');
    expect(letterFileName('CBT/LA/0001')).toBe('accreditation-letter-CBT_LA_0001.pdf');
  });
});
