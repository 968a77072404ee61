import { describe, expect, it } from 'vitest';
import { requestOf, serveAnswers, signedInForEachTest } from '../testing/fetchStub';
import { auditMethods } from './auditMethods';

signedInForEachTest();
const urls = (fetchMock: ReturnType<typeof serveAnswers>) => fetchMock.mock.calls.map((_, i) => `${requestOf(fetchMock, i).method} ${requestOf(fetchMock, i).url}`);
const pack = { packId: 'p1', centreId: 'c/1', state: 'queued', createdAt: '2026-11-24T10:00:00Z', finishedAt: null, sha256: null, error: null };

describe('the audit methods', () => {
  it('verifies the chain and exports only the known filters', async () => {
    const fetchMock = serveAnswers({ body: { success: true, data: { intact: true, checked: 3, checkpoint: null, historyChecked: 1 } } }, { body: new Blob(['csv']) });
    expect((await auditMethods.auditVerify()).intact).toBe(true);
    await auditMethods.auditExportCsv({ action: 'centre.approved', state: 'Lagos', bogus: 'x', actor: '' });
    expect(urls(fetchMock)).toEqual(['GET /api/audit/verify', 'GET /api/audit/events/export/csv?action=centre.approved&state=Lagos']);
  });

  it('asks for an evidence pack, follows it and downloads its PDF, the centre id escaped', async () => {
    const fetchMock = serveAnswers(
      { body: { success: true, data: pack }, status: 202 },
      { body: { success: true, data: { ...pack, state: 'ready' } } },
      { body: new Blob(['%PDF']) },
    );
    expect((await auditMethods.requestEvidencePack('c/1')).state).toBe('queued');
    expect((await auditMethods.evidencePack('c/1'))?.state).toBe('ready');
    expect(await (await auditMethods.evidencePackPdf('c/1')).text()).toBe('%PDF');
    expect(urls(fetchMock)).toEqual(['POST /api/audit/evidence/c%2F1', 'GET /api/audit/evidence/c%2F1', 'GET /api/audit/evidence/c%2F1/pdf']);
  });

  it('reads "no pack yet" as null, and passes any other refusal on', async () => {
    serveAnswers({ body: { success: false, message: 'No evidence pack has been generated for this centre' }, status: 404 }, { body: { success: false, message: 'Forbidden' }, status: 403 });
    expect(await auditMethods.evidencePack('c1')).toBeNull();
    await expect(auditMethods.evidencePack('c1')).rejects.toThrow();
  });
});
