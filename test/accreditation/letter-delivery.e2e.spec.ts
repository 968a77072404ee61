import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LETTER_MSG, MSG } from '#contracts';
import { accreditedCentre, initialise, passedAutotestCentre } from '../support/accreditation-factories.js';
import type { CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken } from '../support/factories.js';
import type { CapturedMail } from '../support/smtp-capture.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const isLetterMail = (centre: CreatedCentre) => (m: CapturedMail) => m.to.includes(centre.email) && m.subject.startsWith('Accreditation letter');

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 20000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * No lost letter, ever (in the default mode, where the letter was once lost): the reconciliation
 * makes the letter of an accredited centre that has none, a super admin can have a letter made
 * again, and a download that finds no letter says why.
 */
describe('accreditation letter delivery', () => {
  let app: TestApp;
  let su: string;

  const letterRow = async (centreId: string) =>
    (await app.db!.query('SELECT id, letter_code, letter_stored_name, accreditation_letter_sent FROM accreditations WHERE centre_id = $1', [centreId])).rows[0];
  const download = (centreId: string, token = su) => app.request('GET', `/api/accreditation/centres/${centreId}/letter`, { token });
  /** The state the PGlite era left behind: accredited long ago, no letter, nothing queued to make one. */
  const accreditedWithoutLetter = async (): Promise<CreatedCentre> => {
    const centre = await passedAutotestCentre(app);
    await app.db!.query(
      `INSERT INTO accreditations (centre_id, config_id, status, current_stage, total_stages_required, accredited_at, standing)
       SELECT $1, id, 'approved', total_stages_required, total_stages_required, now() - interval '10 minutes', 'accredited' FROM accreditation_configs WHERE version = 1`,
      [centre.id],
    );
    return centre;
  };

  beforeAll(async () => {
    app = await startTestApp({ services: false, env: { LETTER_RECONCILE_MS: '1000' } });
    su = await superAdminToken(app);
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  }, 60_000);

  it('makes and mails the letter of an accredited centre that has none, at start and while running', async () => {
    const lost = await accreditedWithoutLetter();
    // Not accredited through the workflow, so no event will ever make its letter: only the reconciliation.
    await app.restart();
    const mail = await app.mail.waitFor(isLetterMail(lost), 20000);
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    expect((await download(lost.id)).status).toBe(200);
    expect(await letterRow(lost.id)).toMatchObject({ accreditation_letter_sent: true });

    const later = await accreditedWithoutLetter();
    await app.mail.waitFor(isLetterMail(later), 20000);
    expect((await download(later.id)).status).toBe(200);
    // Once each, however many passes ran since.
    await new Promise((r) => setTimeout(r, 2500));
    expect(app.mail.messages.filter(isLetterMail(lost))).toHaveLength(1);
    expect(app.mail.messages.filter(isLetterMail(later))).toHaveLength(1);
  }, 90_000);

  it('retries letter events that had given up', async () => {
    const centre = await accreditedWithoutLetter();
    // A letter stored but its mail's event out of attempts (the relay gives up after 50).
    const { rows: [row] } = await app.db!.query('SELECT id FROM accreditations WHERE centre_id = $1', [centre.id]);
    await until('the letter made by the reconciliation', async () => (await app.mail.messages.find(isLetterMail(centre))) ?? null);
    await app.db!.query(`UPDATE accreditations SET accreditation_letter_sent = false, letter_sent_at = NULL WHERE id = $1`, [row.id]);
    const { rows: [failed] } = await app.db!.query(
      `INSERT INTO outbox_events (type, payload, status, attempts) VALUES ('accreditation.letter_generated', $1, 'failed', 50) RETURNING id`,
      [{ accreditationId: row.id, centreId: centre.id, state: 'Lagos', at: new Date().toISOString() }],
    );
    await until('the event retried and done', async () => (await app.db!.query(`SELECT status FROM outbox_events WHERE id = $1`, [failed.id])).rows[0].status === 'dispatched');
    await until('the letter mailed again', async () => app.mail.messages.filter(isLetterMail(centre)).length === 2);
    expect(await letterRow(centre.id)).toMatchObject({ accreditation_letter_sent: true });
  }, 60_000);

  it('says in words why there is no letter to download', async () => {
    const notYet = await passedAutotestCentre(app);
    const none = await download(notYet.id);
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ success: false, message: LETTER_MSG.notAccredited });
    await initialise(app, notYet.id, su);
    expect((await download(notYet.id)).body.message).toBe(LETTER_MSG.notAccredited);

    const { centre } = await accreditedCentre(app);
    await app.mail.waitFor(isLetterMail(centre));
    const row = await letterRow(centre.id);
    // Being made (the job or the reconciliation will make it): the SPEC's text.
    await app.db!.query('UPDATE accreditations SET letter_stored_name = NULL WHERE id = $1', [row.id]);
    expect((await download(centre.id)).body).toMatchObject({ success: false, message: MSG.letterNotReady });
    // Stored, but its file gone from the file storage.
    await app.db!.query('UPDATE accreditations SET letter_stored_name = $2 WHERE id = $1', [row.id, row.letter_stored_name]);
    await app.db!.query('DELETE FROM files WHERE id = $1', [row.letter_stored_name]);
    const missing = await download(centre.id);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, message: LETTER_MSG.fileMissing });
  }, 90_000);

  it('lets a super admin regenerate a letter: same verification code, mailed again, in the history', async () => {
    const { centre } = await accreditedCentre(app);
    const first = await app.mail.waitFor(isLetterMail(centre));
    const before = await letterRow(centre.id);
    await app.db!.query('DELETE FROM files WHERE id = $1', [before.letter_stored_name]);

    const national = await createAdmin(app, { roles: roles.national() });
    const refused = await app.request('POST', `/api/accreditation/centres/${centre.id}/letter/regenerate`, { token: national.token!, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(LETTER_MSG.onlySuperAdmin);

    const res = await app.request('POST', `/api/accreditation/centres/${centre.id}/letter/regenerate`, { token: su, body: { reason: 'File lost from the shared volume' } });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ success: true, message: LETTER_MSG.regenerating, data: { verificationCode: before.letter_code, letterStatus: 'generating' } });

    await until('the letter mailed again', async () => app.mail.messages.filter(isLetterMail(centre)).length === 2);
    const after = await letterRow(centre.id);
    expect(after).toMatchObject({ letter_code: before.letter_code, accreditation_letter_sent: true });
    expect(after.letter_stored_name).not.toBe(before.letter_stored_name);
    const again = await fetch(`${app.url}/api/accreditation/centres/${centre.id}/letter`, { headers: { authorization: `Bearer ${su}` } });
    expect(again.status).toBe(200);
    const second = app.mail.messages.filter(isLetterMail(centre))[1]!;
    expect(second.messageId).not.toBe(first.messageId);
    expect(Buffer.from(await again.arrayBuffer()).equals(second.attachments[0]!.content)).toBe(true);

    const history = await app.request('GET', `/api/admin/schools/${centre.id}/actions`, { token: su });
    const regenerated = history.body.data.actions.filter((e: { action: string }) => e.action === 'accreditation_letter_regenerated');
    expect(regenerated).toHaveLength(1);
    expect(regenerated[0]).toMatchObject({ actor: { email: app.superAdmin.email }, reason: 'File lost from the shared volume' });
    expect(history.body.data.actions.filter((e: { action: string }) => e.action === 'accreditation_letter_sent')).toHaveLength(2);

    // Only an accredited centre has a letter to make again; outside anything known, 404.
    const pending = await passedAutotestCentre(app);
    const notAccredited = await app.request('POST', `/api/accreditation/centres/${pending.id}/letter/regenerate`, { token: su, body: {} });
    expect(notAccredited.status).toBe(409);
    expect(notAccredited.body.message).toBe(LETTER_MSG.notAccredited);
    expect((await app.request('POST', '/api/accreditation/centres/00000000-0000-4000-8000-000000000000/letter/regenerate', { token: su, body: {} })).status).toBe(404);
    expect((await app.request('POST', `/api/accreditation/centres/${centre.id}/letter/regenerate`, { token: su, body: { reason: 42 } })).status).toBe(400);
  }, 90_000);
});
