import { LETTER_MSG, MSG } from '#contracts';
import { pdfText } from '../../libs/accreditation/src/letters/__tests__/pdf-text.js';
import { accreditedCentre, initialise, passedAutotestCentre } from '../support/accreditation-factories.js';
import { createAdmin, roles, superAdminToken } from '../support/factories.js';
import type { CreatedCentre } from '../support/centre-factories.js';
import type { CapturedMail } from '../support/smtp-capture.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const CODE = /\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/;
const isLetterMail = (centre: CreatedCentre) => (m: CapturedMail) => m.to.includes(centre.email) && m.subject.startsWith('Accreditation letter');

async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 15000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('accreditation letter', () => {
  let app: TestApp;
  let centre: CreatedCentre;
  let accreditationId: string;
  let mail: CapturedMail;
  let code: string;

  const letterRow = async () =>
    (await app.db!.query('SELECT letter_code, letter_stored_name, letter_generated_at, accreditation_letter_sent, letter_sent_at FROM accreditations WHERE id = $1', [accreditationId])).rows[0];
  /** Every stored letter (in the database, DECISIONS §9). */
  const letterFiles = async () => (await app.db!.query(`SELECT id::text AS id FROM files WHERE kind = 'letter' ORDER BY id`)).rows.map((r) => r.id as string);
  const download = (centreId: string, token?: string) => fetch(`${app.url}/api/accreditation/centres/${centreId}/letter`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    app = await startTestApp({ env: { PUBLIC_URL: 'https://portal.example.test' } });
    const made = await accreditedCentre(app, { state: 'Lagos', centreName: 'Harmony CBT Centre' });
    centre = made.centre;
    accreditationId = made.accreditation.id;
    mail = await app.mail.waitFor(isLetterMail(centre));
    code = CODE.exec(mail.text)![1]!;
  }, 60000);

  afterAll(async () => {
    await app?.close();
  });

  it('mails the centre its letter as a PDF naming the centre, the reference and the verification code', async () => {
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf!.filename).toBe(`accreditation-letter-${centre.reference}.pdf`);
    expect(pdf!.contentType).toBe('application/pdf');
    const { text } = await pdfText(pdf!.content);
    expect(text).toContain('Certificate of Accreditation');
    expect(text).toContain('JAMB');
    expect(text).toContain('Harmony CBT Centre');
    expect(text).toContain(centre.reference);
    expect(text).toContain(code);
    expect(text).toContain(`https://portal.example.test/verify/${code}`);
    expect(text).toContain('1 School Road, Ikeja LGA, Lagos');
    expect(text).toContain('Approver1');
    expect(text).toContain('Approver2');
    expect(mail.text).toContain(`https://portal.example.test/verify/${code}`);
    expect(mail.text).toContain(centre.reference);
  });

  it('prints the validity of the snapshot: "Valid from" and "Valid until" (DECISIONS §9)', async () => {
    const { rows } = await app.db!.query(`SELECT snapshot->>'validFrom' AS "validFrom", snapshot->>'validUntil' AS "validUntil" FROM accreditations WHERE id = $1`, [accreditationId]);
    const lagosDate = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' }).format(new Date(iso));
    expect(rows[0].validFrom).toBeTruthy();
    const { text } = await pdfText(mail.attachments[0]!.content);
    expect(text).toMatch(new RegExp(`Valid from\\s+${lagosDate(rows[0].validFrom)}`));
    expect(text).toMatch(new RegExp(`Valid until\\s+${lagosDate(rows[0].validUntil)}`));
  });

  it('records the code and marks the letter sent once the mail is out, with a history entry', async () => {
    const row = await until(async () => {
      const r = await letterRow();
      return r.accreditation_letter_sent ? r : null;
    }, 'accreditation_letter_sent');
    expect(row.letter_code).toBe(code);
    expect(row.letter_generated_at).not.toBeNull();
    expect(row.letter_sent_at).not.toBeNull();

    const token = await superAdminToken(app);
    const view = await app.request('GET', `/api/accreditation/centres/${centre.id}`, { token });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ accreditationLetterSent: true, letterCode: code, hasLetter: true, status: 'approved' });

    const history = await app.request('GET', `/api/admin/schools/${centre.id}/actions`, { token });
    const sent = history.body.data.actions.filter((e: { action: string }) => e.action === 'accreditation_letter_sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ actor: 'system', fromStatus: 'autotest_approved', toStatus: 'autotest_approved' });
  });

  it('lets an admin who may see the centre download the stored letter', async () => {
    const res = await download(centre.id, await superAdminToken(app));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="accreditation-letter-${centre.reference}.pdf"`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.equals(mail.attachments[0]!.content)).toBe(true);

    const lagos = await createAdmin(app, { roles: roles.state(['Lagos']) });
    expect((await download(centre.id, lagos.token!)).status).toBe(200);
  });

  it('answers 404 outside the admin states, before a letter exists, and for unknown centres; 401 without a token', async () => {
    const oyo = await createAdmin(app, { roles: roles.state(['Oyo']) });
    const outside = await app.request('GET', `/api/accreditation/centres/${centre.id}/letter`, { token: oyo.token! });
    expect(outside.status).toBe(404);
    expect(outside.text).not.toContain('%PDF');

    const token = await superAdminToken(app);
    const waiting = await passedAutotestCentre(app, { state: 'Lagos' });
    await initialise(app, waiting.id, token);
    const notReady = await app.request('GET', `/api/accreditation/centres/${waiting.id}/letter`, { token });
    expect(notReady.status).toBe(404);
    // Not accredited yet: said in words (a letter being made says MSG.letterNotReady, see letter-delivery).
    expect(notReady.body).toMatchObject({ success: false, message: LETTER_MSG.notAccredited });

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '%2e%2e%2f']) {
      expect((await app.request('GET', `/api/accreditation/centres/${id}/letter`, { token })).status).toBe(404);
    }
    expect((await download(centre.id)).status).toBe(401);
  });

  it('makes one letter and one mail however often its events are replayed', async () => {
    const before = await letterRow();
    expect(await letterFiles()).toHaveLength(1);
    const generatedEvents = async () =>
      Number((await app.db!.query(`SELECT count(*) FROM outbox_events WHERE type = 'accreditation.letter_generated' AND payload->>'accreditationId' = $1`, [accreditationId])).rows[0].count);
    expect(await generatedEvents()).toBe(1);

    // A redelivered approval (a new event id, so runJobOnce does not skip it) and a redelivered LetterGenerated.
    const replay = async (type: string) => {
      const { rows: [event] } = await app.db!.query(
        `INSERT INTO outbox_events (type, payload) VALUES ($1, $2) RETURNING id`,
        [type, JSON.stringify({ accreditationId, centreId: centre.id, state: 'Lagos', at: new Date().toISOString() })],
      );
      await until(
        async () => (await app.db!.query('SELECT 1 FROM completed_jobs WHERE job_id = $1', [`${event.id}-accreditation.letter`])).rowCount,
        `the replayed ${type} job`,
      );
    };
    await replay('accreditation.approved');
    await replay('accreditation.letter_generated');
    await replay('accreditation.approved');

    const after = await letterRow();
    expect(after.letter_code).toBe(before.letter_code);
    expect(after.letter_stored_name).toBe(before.letter_stored_name);
    expect(after.letter_sent_at.toISOString()).toBe(before.letter_sent_at.toISOString());
    expect(await letterFiles()).toEqual([before.letter_stored_name]);
    expect(await generatedEvents()).toBe(2);
    expect(app.mail.messages.filter(isLetterMail(centre))).toHaveLength(1);
    const { rows } = await app.db!.query(`SELECT count(*)::int AS n FROM centre_actions WHERE centre_id = $1 AND action = 'accreditation_letter_sent'`, [centre.id]);
    expect(rows[0].n).toBe(1);
  });

  it('names people, not a role: each approver by name and the final approver as the signatory (DECISIONS §10 Screens)', async () => {
    const { text } = await pdfText(mail.attachments[0]!.content);
    expect(text).toMatch(/Signed for JAMB by\s+Approver3 Admin/);
    expect(text).toContain('1. Document review');
    // The default stages carry names (DECISIONS §10), and a person who corrects their name is named rightly when the letter is made again.
    const su = await superAdminToken(app);
    const { rows: [approval] } = await app.db!.query(`SELECT approver_id FROM accreditation_approvals WHERE accreditation_id = $1 AND stage_number = 3`, [accreditationId]);
    const { rows: [person] } = await app.db!.query(`SELECT email FROM users WHERE id = $1`, [approval.approver_id]);
    const renamed = await app.request('PUT', `/api/user/${approval.approver_id}`, { token: su, body: { firstName: 'Amina', lastName: 'Bello', email: person.email } });
    expect(renamed.status).toBe(200);
    const before = (await letterRow()).letter_generated_at.toISOString();
    expect((await app.request('POST', `/api/accreditation/centres/${centre.id}/letter/regenerate`, { token: su, body: { reason: 'Approver name corrected' } })).status).toBe(202);
    await until(async () => (await letterRow()).letter_generated_at?.toISOString() !== before, 'the regenerated letter', 30000);
    const again = await until(async () => {
      const res = await download(centre.id, su);
      return res.status === 200 ? Buffer.from(await res.arrayBuffer()) : null;
    }, 'the regenerated letter download');
    const regenerated = (await pdfText(again)).text;
    expect(regenerated).toMatch(/Signed for JAMB by\s+Amina Bello/);
    expect(regenerated).toContain('Approver1');
    expect(regenerated).not.toContain('Approver3');
  });
});
