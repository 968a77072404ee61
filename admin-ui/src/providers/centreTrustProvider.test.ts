import { describe, expect, it } from 'vitest';
import { requestOf, serveAnswers, signedInForEachTest } from '../testing/fetchStub';
import { dataProvider } from '../dataProvider';

/** Every request answers with this envelope; the calls are read back from the stub. */
const serve = (body: unknown, status = 200) => serveAnswers({ body, status });
const call = requestOf;

signedInForEachTest();

describe("the centre Show view's trust calls through the data provider", () => {
  it('records an autotest result by reference number and resolves to the server message', async () => {
    const fetchMock = serve({ success: true, message: 'Autotest result recorded successfully' });
    const input = { autotestCompletedDate: '2025-03-01', autotestExpectedCapacity: 250, autotestRealizedCapacity: 240, autotestScore: 96, autotestDecision: 'approved' as const };
    expect(await dataProvider.recordAutotestResult('CBT/LA 001', input)).toBe('Autotest result recorded successfully');
    expect(call(fetchMock)).toEqual({ url: '/api/autotest/reference/CBT%2FLA%20001', method: 'PUT', body: input, auth: 'Bearer tok' });
  });

  it("reads a centre's change requests, and none as an empty list", async () => {
    const request = { id: 'r1', status: 'pending', fields: [{ field: 'CentreName', label: 'Centre name', from: 'Old', to: 'New' }], requestedAt: '2025-03-01T10:00:00Z' };
    let fetchMock = serve({ success: true, data: [request] });
    expect(await dataProvider.changeRequests('c 1')).toEqual([request]);
    expect(call(fetchMock)).toMatchObject({ url: '/api/admin/schools/c%201/change-requests', method: 'GET', body: undefined });
    fetchMock = serve({ success: true });
    expect(await dataProvider.changeRequests('c1')).toEqual([]);
  });

  it('approves a change request with a trimmed note (none sent when blank) and declines with a reason', async () => {
    const fetchMock = serve({ success: true, message: 'Change request approved: the centre record now shows the new details.' });
    expect(await dataProvider.decideChangeRequest('c1', 'r/1', 'approve', '   ')).toBe('Change request approved: the centre record now shows the new details.');
    await dataProvider.decideChangeRequest('c1', 'r1', 'approve', ' looks right ');
    await dataProvider.decideChangeRequest('c1', 'r1', 'decline', ' Not the same company ');
    expect([0, 1, 2].map((i) => call(fetchMock, i)).map(({ url, method, body }) => [url, method, body])).toEqual([
      ['/api/admin/schools/c1/change-requests/r%2F1/approve', 'PUT', {}],
      ['/api/admin/schools/c1/change-requests/r1/approve', 'PUT', { reason: 'looks right' }],
      ['/api/admin/schools/c1/change-requests/r1/decline', 'PUT', { reason: 'Not the same company' }],
    ]);
  });

  it("changes an accreditation's standing with a trimmed reason and resolves to the server message, or '' without one", async () => {
    let fetchMock = serve({ success: true, message: 'Accreditation suspended' });
    expect(await dataProvider.changeAccreditationStanding('c1', 'suspend', '  Exam malpractice  ')).toBe('Accreditation suspended');
    expect(call(fetchMock)).toMatchObject({ url: '/api/accreditation/centres/c1/suspend', method: 'POST', body: { reason: 'Exam malpractice' } });
    fetchMock = serve({ success: true });
    expect(await dataProvider.changeAccreditationStanding('c1', 'revoke', 'Closed')).toBe('');
    expect(call(fetchMock)).toMatchObject({ url: '/api/accreditation/centres/c1/revoke', method: 'POST', body: { reason: 'Closed' } });
  });

  it("reads the approval emails' resend state", async () => {
    const status = {
      registration: { lastSentAt: '2025-03-01T10:00:00Z', resentToday: 1, nextAllowedAt: '2025-03-01T10:10:00Z' },
      autotest: { lastSentAt: null, resentToday: 0, nextAllowedAt: null },
    };
    const fetchMock = serve({ success: true, data: status });
    expect(await dataProvider.resendStatus('c1')).toEqual(status);
    expect(call(fetchMock)).toMatchObject({ url: '/api/admin/schools/c1/resends', method: 'GET' });
  });

  it("passes on the server's refusal", async () => {
    serve({ success: false, message: 'A change request for this centre is already waiting for a decision.' }, 409);
    await expect(dataProvider.decideChangeRequest('c1', 'r1', 'approve', '')).rejects.toThrow('A change request for this centre is already waiting for a decision.');
  });
});
