import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pdfText } from '../../libs/accreditation/src/letters/__tests__/pdf-text.js';
import { accreditedCentre } from '../support/accreditation-factories.js';
import { auditEvents, auditor } from '../support/audit-factories.js';
import { superAdminToken } from '../support/factories.js';
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
    const actions = (await auditEvents(app, su, `centreId=${centre.id}&action=centre.evidence*`)).map((e) => e.action);
    expect(actions).toEqual(['centre.evidence_downloaded', 'centre.evidence_requested']);
  });

  it('is refused outside the reader scope', async () => {
    const { centre } = await accreditedCentre(app, { state: 'Kano', localGovernment: 'Fagge' });
    const lagos = (await auditor(app, ['Lagos'])).token!;
    expect((await app.request('POST', `/api/audit/evidence/${centre.id}`, { token: lagos })).status).toBe(404);
  });
});
