import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { councilDay, DUE_PROCESS_DOC_MSG, SANCTION_MSG } from '#contracts';
import { pdfText } from '../../libs/accreditation/src/letters/__tests__/pdf-text.js';
import { accreditedCentre, saveConfig } from '../support/accreditation-factories.js';
import { auditEvents, auditor } from '../support/audit-factories.js';
import { CODE_SUBJECT, codeOf, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken } from '../support/factories.js';
import { pngImage } from '../support/inspection-factories.js';
import { passTime, TINY_PDF } from '../support/lifecycle-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * DECISIONS §10 "Due process": the centre attaches documents (PDF, JPEG or PNG, checked like every
 * other document) to its representations on a notice of proposal and to its appeal while it is open
 * ("documents after"); staff see and download them where they decide, each read audited; they are in
 * the evidence pack.
 */
describe('due process: documents with representations and appeals', () => {
  let app: TestApp;
  let su: string;

  beforeAll(async () => {
    app = await startTestApp({ env: { TEST_CLOCK: '1', RATE_LIMIT_FACTOR: '1000' } });
    su = await superAdminToken(app);
    await saveConfig(app, 2);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  async function signIn(centre: CreatedCentre): Promise<string> {
    const before = app.mail.messages.length;
    expect((await app.request('POST', `/api/centre-registration/${centre.reference}/send-otp`)).status).toBe(200);
    const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && CODE_SUBJECT.test(m.subject), undefined, before);
    const res = await app.request('POST', `/api/centre-registration/${centre.reference}/verify-otp`, { body: { otp: codeOf(mail) } });
    return res.body.data.token;
  }

  const attach = (path: string, token: string, bytes: Buffer, filename: string) => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(bytes)]), filename);
    return app.request('POST', path, { token, raw: form });
  };
  const stored = async () => Number((await app.db!.query(`SELECT count(*)::int AS n FROM due_process_documents`)).rows[0].n);

  it('a document with the representations: checked like other documents, shown to staff on the notice, downloaded with an audit entry, in the evidence pack', async () => {
    const { centre } = await accreditedCentre(app);
    const notice = (await app.request('POST', `/api/accreditation/centres/${centre.id}/sanctions`, { token: su, body: { kind: 'suspension', reasons: 'Repeated late starts.' } })).body.data.notice;
    const token = await signIn(centre);
    const path = `/api/centre-registration/${centre.reference}/notices/${notice.id}/documents`;

    const before = await stored();
    const word = await attach(path, token, Buffer.from('PK\u0003\u0004 not really a docx'), 'timetable.docx');
    expect(word.status).toBe(415);
    expect(word.body).toMatchObject({ success: false, message: DUE_PROCESS_DOC_MSG.unsupported });
    const disguised = await attach(path, token, Buffer.from('<script>alert(1)</script>'), 'bus-receipt.pdf');
    expect(disguised.status).toBe(415);
    expect(await stored()).toBe(before);

    const pdf = await attach(path, token, TINY_PDF, 'bus-company-letter.pdf');
    expect(pdf.status).toBe(201);
    expect(pdf.body.data).toMatchObject({ filename: 'bus-company-letter.pdf', contentType: 'application/pdf', sizeBytes: TINY_PDF.length });
    const png = await attach(path, token, pngImage(), 'new-timetable.png');
    expect(png.status).toBe(201);
    expect((await app.request('POST', `/api/centre-registration/${centre.reference}/notices/${notice.id}/representations`, { token, body: { representations: 'The buses were late; see the letter.' } })).status).toBe(201);

    const mine = await app.request('GET', `/api/centre-registration/${centre.reference}/notices`, { token });
    expect(mine.body.data[0].documents.map((d: { filename: string }) => d.filename)).toEqual(['bus-company-letter.pdf', 'new-timetable.png']);
    const staff = await app.request('GET', `/api/accreditation/centres/${centre.id}/sanctions`, { token: su });
    const documents = staff.body.data.notices[0].documents as Array<{ id: string; filename: string }>;
    expect(documents.map((d) => d.filename)).toEqual(['bus-company-letter.pdf', 'new-timetable.png']);

    const download = await fetch(`${app.url}/api/admin/schools/${centre.id}/due-process-documents/${documents[0]!.id}`, { headers: { authorization: `Bearer ${su}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(TINY_PDF)).toBe(true);
    const viewed = await auditEvents(app, su, `centreId=${centre.id}&action=centre.document_viewed`);
    expect(viewed[0]).toMatchObject({ action: 'centre.document_viewed' });
    const kano = await createAdmin(app, { roles: roles.state(['Kano']), firstName: 'Kabiru' });
    expect((await app.request('GET', `/api/admin/schools/${centre.id}/due-process-documents/${documents[0]!.id}`, { token: kano.token! })).status).toBe(404);

    // After the window no more documents: the same worded 409 as the representations.
    await passTime(app, 15);
    const late = await attach(path, token, TINY_PDF, 'late.pdf');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(SANCTION_MSG.windowClosed(councilDay(new Date(notice.representationsUntil))));

    // The evidence pack lists them with their SHA-256.
    const reader = (await auditor(app)).token!;
    expect((await app.request('POST', `/api/audit/evidence/${centre.id}`, { token: reader })).status).toBe(202);
    let state = 'queued';
    for (let i = 0; i < 150 && state !== 'ready'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      state = (await app.request('GET', `/api/audit/evidence/${centre.id}`, { token: reader })).body.data.state;
    }
    expect(state).toBe('ready');
    const packed = await fetch(`${app.url}/api/audit/evidence/${centre.id}/pdf`, { headers: { authorization: `Bearer ${reader}` } });
    const { text } = await pdfText(Buffer.from(await packed.arrayBuffer()));
    expect(text).toContain('bus-company-letter.pdf');
    expect(text).toContain(createHash('sha256').update(TINY_PDF).digest('hex'));
  });

  it('documents after opening an appeal, while it is open; the appeal shows them to staff; none once decided', async () => {
    const { centre } = await accreditedCentre(app);
    const revoked = await app.request('POST', `/api/accreditation/centres/${centre.id}/sanctions`, { token: su, body: { kind: 'revocation', reasons: 'Impersonation ring.', urgent: true } });
    const token = await signIn(centre);
    const lodged = await app.request('POST', `/api/centre-registration/${centre.reference}/appeals`, { token, body: { decisionId: revoked.body.data.decision.id, grounds: 'The police cleared us.' } });
    expect(lodged.status).toBe(201);
    const path = `/api/centre-registration/${centre.reference}/appeals/${lodged.body.data.id}/documents`;
    expect((await attach(`/api/centre-registration/${centre.reference}/appeals/00000000-0000-4000-8000-000000000000/documents`, token, TINY_PDF, 'x.pdf')).status).toBe(404);
    const added = await attach(path, token, TINY_PDF, 'police-report.pdf');
    expect(added.status).toBe(201);

    const mine = await app.request('GET', `/api/centre-registration/${centre.reference}/appeals`, { token });
    expect(mine.body.data[0].documents).toEqual([expect.objectContaining({ filename: 'police-report.pdf', contentType: 'application/pdf' })]);
    const staff = await app.request('GET', `/api/appeals/${lodged.body.data.id}`, { token: su });
    expect(staff.body.data.documents).toEqual([expect.objectContaining({ id: added.body.data.id, filename: 'police-report.pdf' })]);

    const decider = await createAdmin(app, { roles: roles.national(), firstName: 'Dayo' });
    expect((await app.request('POST', `/api/appeals/${lodged.body.data.id}/decision`, { token: decider.token!, body: { outcome: 'dismissed', reasons: 'The report does not cover the exam day.' } })).status).toBe(200);
    const before = await stored();
    const after = await attach(path, token, TINY_PDF, 'more.pdf');
    expect(after.status).toBe(409);
    expect(after.body.message).toBe(DUE_PROCESS_DOC_MSG.appealClosed('dismissed'));
    expect(await stored()).toBe(before);
  });
});
