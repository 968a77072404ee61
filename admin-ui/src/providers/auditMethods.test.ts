import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditMethods } from './auditMethods';

beforeEach(() => window.localStorage.setItem('authToken', 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function serve(...answers: Array<[unknown, number?]>) {
  const fetchMock = vi.fn(async () => {
    const [body, status = 200] = answers.shift()!;
    return body instanceof Blob ? new Response(body, { status }) : Response.json(body, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const calls = (fetchMock: ReturnType<typeof serve>) => (fetchMock.mock.calls as unknown as Array<[string, RequestInit]>).map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
const pack = { packId: 'p1', centreId: 'c/1', state: 'queued', createdAt: '2026-11-24T10:00:00Z', finishedAt: null, sha256: null, error: null };

describe('the audit methods', () => {
  it('verifies the chain and exports only the known filters', async () => {
    const fetchMock = serve([{ success: true, data: { intact: true, checked: 3, checkpoint: null, historyChecked: 1 } }], [new Blob(['csv'])]);
    expect((await auditMethods.auditVerify()).intact).toBe(true);
    await auditMethods.auditExportCsv({ action: 'centre.approved', state: 'Lagos', bogus: 'x', actor: '' });
    expect(calls(fetchMock)).toEqual(['GET /api/audit/verify', 'GET /api/audit/events/export/csv?action=centre.approved&state=Lagos']);
  });

  it('asks for an evidence pack, follows it and downloads its PDF, the centre id escaped', async () => {
    const fetchMock = serve([{ success: true, data: pack }, 202], [{ success: true, data: { ...pack, state: 'ready' } }], [new Blob(['%PDF'])]);
    expect((await auditMethods.requestEvidencePack('c/1')).state).toBe('queued');
    expect((await auditMethods.evidencePack('c/1'))?.state).toBe('ready');
    expect(await (await auditMethods.evidencePackPdf('c/1')).text()).toBe('%PDF');
    expect(calls(fetchMock)).toEqual(['POST /api/audit/evidence/c%2F1', 'GET /api/audit/evidence/c%2F1', 'GET /api/audit/evidence/c%2F1/pdf']);
  });

  it('reads "no pack yet" as null, and passes any other refusal on', async () => {
    serve([{ success: false, message: 'No evidence pack has been generated for this centre' }, 404], [{ success: false, message: 'Forbidden' }, 403]);
    expect(await auditMethods.evidencePack('c1')).toBeNull();
    await expect(auditMethods.evidencePack('c1')).rejects.toThrow();
  });
});
