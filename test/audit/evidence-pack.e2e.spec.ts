import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pdfText } from '../../libs/accreditation/src/letters/__tests__/pdf-text.js';
import { accreditedCentre } from '../support/accreditation-factories.js';
import { auditEvents, auditor } from '../support/audit-factories.js';
import { CODE_SUBJECT, codeOf } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { storeFile } from '../support/stored-files.js';

describe('evidence pack per centre', () => {
  let app: TestApp;
  let reader: string;

  beforeAll(async () => {
    app = await startTestApp();
    reader = (await auditor(app)).token!;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('is made by a worker and holds identity, every history entry, documents with SHA-256, approvals and the letter', async () => {
    const su = await superAdminToken(app);
    const { centre } = await accreditedCentre(app, { state: 'Lagos', localGovernment: 'Ikeja' });
    const text0 = '%PDF-1.4 evidence test document';
    const content = Buffer.from(text0);
    const stored = await storeFile(app.db!, content);
    await app.db!.query(
      `INSERT INTO centre_documents (centre_id, document_type, filename, stored_name, content_type, size_bytes) VALUES ($1, 'applicationLetter', 'letter.pdf', $2, 'application/pdf', $3)`,
      [centre.id, stored, content.length],
    );
    // The letter is made and mailed after the approval, each with a history entry: the pack is asked for
    // once the history is complete, so it must hold every entry there is.
    let sent = false;
    for (let i = 0; i < 150 && !sent; i++) {
      const actions = (await app.request('GET', `/api/admin/schools/${centre.id}/actions`, { token: su })).body.data.actions as Array<{ action: string }>;
      sent = actions.some((a) => a.action === 'accreditation_letter_sent');
      if (!sent) await new Promise((r) => setTimeout(r, 200));
    }
    expect(sent).toBe(true);
    // Due process (DECISIONS §10): a warning appealed and dismissed, a delisting appealed and still open.
    const national = (await createAdmin(app, { roles: roles.national(), firstName: 'Ngozi' })).token!;
    const before = app.mail.messages.length;
    expect((await app.request('POST', `/api/centre-registration/${centre.reference}/send-otp`)).status).toBe(200);
    const otp = codeOf(await app.mail.waitFor((m) => m.to.includes(centre.email) && CODE_SUBJECT.test(m.subject), undefined, before));
    const session = (await app.request('POST', `/api/centre-registration/${centre.reference}/verify-otp`, { body: { otp } })).body.data.token as string;
    const appealed: string[] = [];
    for (const body of [{ kind: 'warning', reasons: 'Candidates were seated too close together.' }, { kind: 'delisting', reasons: 'Repeated breaches.', until: new Date(Date.now() + 90 * 24 * 3600_000).toISOString().slice(0, 10) }]) {
      const made = await app.request('POST', `/api/accreditation/centres/${centre.id}/sanctions`, { token: su, body });
      expect(made.status).toBe(201);
      const lodged = await app.request('POST', `/api/centre-registration/${centre.reference}/appeals`, { token: session, body: { decisionId: made.body.data.decision.id, grounds: 'The finding is mistaken.' } });
      expect(lodged.status).toBe(201);
      appealed.push(lodged.body.data.id);
    }
    const dismissed = await app.request('POST', `/api/appeals/${appealed[0]}/decision`, { token: national, body: { outcome: 'dismissed', reasons: 'The seating plan shows it.' } });
    expect(dismissed.status).toBe(200);
    expect((await app.request('GET', `/api/audit/evidence/${centre.id}`, { token: reader })).status).toBe(404);
    const asked = await app.request('POST', `/api/audit/evidence/${centre.id}`, { token: reader });
    expect(asked.status).toBe(202);
    expect(asked.body.data.state).toBe('queued');
    let state = 'queued';
    for (let i = 0; i < 150 && state === 'queued'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      state = (await app.request('GET', `/api/audit/evidence/${centre.id}`, { token: reader })).body.data.state;
    }
    expect(state).toBe('ready');
    let letterReady = false;
    for (let i = 0; i < 100 && !letterReady; i++) {
      letterReady = (await app.request('GET', `/api/accreditation/centres/${centre.id}/letter`, { token: su })).status === 200;
      if (!letterReady) await new Promise((r) => setTimeout(r, 200));
    }
    const res = await fetch(`${app.url}/api/audit/evidence/${centre.id}/pdf`, { headers: { authorization: `Bearer ${reader}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const { text } = await pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain(centre.reference);
    expect(text).toContain(createHash('sha256').update(text0, 'utf8').digest('hex'));
    const history = (await app.request('GET', `/api/admin/schools/${centre.id}/actions`, { token: su })).body.data.actions as Array<{ hash: string; action: string }>;
    for (const entry of history) expect(text).toContain(entry.hash);
    expect(text).toMatch(/Stage 1 /);
    expect(text).toContain('Decisions and appeals (2)');
    expect(text).toContain('Sanctions: warning 1, suspension 0, revocation 0, delisting 1');
    expect(text).toContain('Appeals: 2 lodged; open 1 (overdue 0), dismissed 1, allowed 0');
    expect(text).toContain('Median days from lodging to decision: 0');
    expect(text).toContain('Candidates were seated too close together.');
    expect(text).toMatch(/Appeal dismissed \S+ by \S+ after 0 days: The seating plan shows it\./);
    expect(text).toMatch(/Appeal open; decision due \d{4}-\d{2}-\d{2} \(20 working days\)/);
    const actions = (await auditEvents(app, su, `centreId=${centre.id}&action=centre.evidence*`)).map((e) => e.action);
    expect(actions).toEqual(['centre.evidence_downloaded', 'centre.evidence_requested']);
  });

  it('is refused outside the reader scope', async () => {
    const { centre } = await accreditedCentre(app, { state: 'Kano', localGovernment: 'Fagge' });
    const lagos = (await auditor(app, ['Lagos'])).token!;
    expect((await app.request('POST', `/api/audit/evidence/${centre.id}`, { token: lagos })).status).toBe(404);
  });
});
