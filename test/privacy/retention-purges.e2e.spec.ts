import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signedInCentre } from '../support/centre-factories.js';
import { roles, superAdminToken, uniqueEmail } from '../support/factories.js';
import { centresCsv, importCsv, newIdentity, passTime } from '../support/lifecycle-api.js';
import { storeFile } from '../support/stored-files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * DECISIONS §10, Personal data: the classes of personal data that are not a person's record but
 * traces of a step (one-time codes and links, import uploads, emails, self-registrations never
 * confirmed) are deleted by the daily retention job once their period (docs/PRIVACY.md "Retention")
 * has passed, each deletion counted in the job's outcome. The test clock moves time; the clock runs
 * every sweep on each move. Everything is made at the start, then time moves on one timeline (the
 * portal stamps some rows with the database's own time, which the test clock does not move), each
 * step checking what is gone and what must still be there. Pre-registrations are kept far longer
 * here, so that their own erasure does not hide what these rules do.
 */
describe('retention of codes, links, uploads, emails and unconfirmed registrations', () => {
  let app: TestApp;
  let su: string;
  const count = async (sql: string, params: unknown[] = []) => (await app.db!.query(sql, params)).rows[0].n as number;
  /** The retention job's last outcome, as the Jobs page shows it: "<what>: <n>" per kind. */
  const outcome = async (): Promise<Record<string, number>> => {
    const { rows } = await app.db!.query(`SELECT last_outcome, last_message FROM periodic_runs WHERE name = 'privacy.retention_sweep'`);
    expect(rows[0]?.last_outcome).toBe('ok');
    const counted: Record<string, number> = {};
    for (const [, what, n] of String(rows[0].last_message).matchAll(/([a-z][a-z -]+?): (\d+)/g)) counted[what!] = Number(n);
    return counted;
  };

  beforeAll(async () => {
    app = await startTestApp({ env: { TEST_CLOCK: '1', RETENTION_PREREGISTRATION_MONTHS: '240', RETENTION_REJECTED_MONTHS: '240' } });
    su = await superAdminToken(app);
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  }, 60_000);

  /** Made at the start (day 0), with what a test needs to find them again. */
  const made = {} as {
    centre: { id: string };
    invitedId: string;
    requester: string;
    registrant: string;
    person: string;
    jobId: string;
    leftFile: string;
    figures: Record<string, unknown>;
    mail: { events: string[]; notices: string[]; like: string; held: number };
  };
  const present = {
    otps: () => count('SELECT count(*)::int AS n FROM centre_otps WHERE centre_id = $1', [made.centre.id]),
    invitation: () => count(`SELECT count(*)::int AS n FROM password_reset_tokens WHERE user_id = $1`, [made.invitedId]),
    request: () => count(`SELECT count(*)::int AS n FROM privacy_requests WHERE email = $1`, [made.requester]),
    registration: () => count('SELECT count(*)::int AS n FROM pending_registrations WHERE email = $1', [made.registrant]),
    importRows: () => count(`SELECT count(*)::int AS n FROM import_job_rows WHERE job_id = $1 AND (raw IS NOT NULL OR message IS NOT NULL)`, [made.jobId]),
    importFile: () => count(`SELECT count(*)::int AS n FROM files WHERE id = $1`, [made.leftFile]),
    mail: async () =>
      (await count(`SELECT count(*)::int AS n FROM outbox_events WHERE id::text = ANY($1::text[]) AND (payload::text ILIKE $2 OR coalesce(last_error, '') ILIKE $2)`, [made.mail.events, made.mail.like])) +
      (await count(`SELECT count(*)::int AS n FROM centre_notifications WHERE id::text = ANY($1::text[]) AND (array_to_string(recipients, ' ') ILIKE $2 OR data::text ILIKE $2)`, [
        made.mail.notices,
        made.mail.like,
      ])),
  };

  it('day 0: codes, links, an unconfirmed request and registration, an import and emails hold personal data', async () => {
    // A sign-in code asked for and used at once.
    made.centre = await signedInCentre(app);
    expect(await count('SELECT count(*)::int AS n FROM centre_otps WHERE centre_id = $1 AND consumed_at IS NOT NULL', [made.centre.id])).toBe(1);
    // An invitation (no password given): a link valid 72 hours.
    const invited = await app.request('POST', '/api/user', { token: su, body: { firstName: 'Ngozi', lastName: 'Invited', email: uniqueEmail('invited'), gender: 'FEMALE', roles: roles.state() } });
    expect(invited.status).toBe(201);
    made.invitedId = invited.body.data.id;
    expect(await present.invitation()).toBe(1);
    // A privacy request never confirmed: its link is valid 72 hours.
    made.requester = uniqueEmail('requester');
    const asked = await app.request('POST', '/api/public/privacy-requests', {
      body: { kind: 'access', name: 'Amina Unconfirmed', email: made.requester, centre: 'A centre in Kano', details: 'What do you hold about me?', language: 'en' },
    });
    expect(asked.status).toBe(201);
    expect(await count(`SELECT count(*)::int AS n FROM privacy_requests WHERE email = $1 AND token_hash IS NOT NULL`, [made.requester])).toBe(1);
    // A self-registration never confirmed: its link is valid 24 hours.
    made.registrant = uniqueEmail('unconfirmed');
    const registered = await app.request('POST', '/api/auth/register', { body: { firstName: 'Tunde', lastName: 'Pending', email: made.registrant, password: 'Regist3r@Pass', gender: 'MALE' } });
    expect(registered.status).toBe(201);
    expect(await present.registration()).toBe(1);

    // An import: a row refused is kept as read, its error beside it, for the council to correct.
    made.person = `Kelechi Imported${Date.now().toString(36)}`;
    const job = await importCsv(app, su, centresCsv([newIdentity('Oyo'), { ...newIdentity('Oyo'), AdminName: made.person, AdminEmail: 'not-an-email' }]));
    expect(job.state).toBe('completed');
    made.jobId = job.id ?? job.jobId;
    const { rows } = await app.db!.query(`SELECT raw, message FROM import_job_rows WHERE job_id = $1`, [made.jobId]);
    expect(JSON.stringify(rows)).toContain(made.person);
    // A file an import could not remove (its process stopped): kept past the import by nobody's choice.
    made.leftFile = await storeFile(app.db!, `CentreName,AdminName\nLeft Behind,${made.person}\n`, { kind: 'import', contentType: 'text/csv' });
    await app.db!.query(`UPDATE import_jobs SET stored_name = $2 WHERE id = $1`, [made.jobId, made.leftFile]);
    made.figures = (await app.db!.query(`SELECT successful, failed, total FROM import_jobs WHERE id = $1`, [made.jobId])).rows[0];

    // Emails: a pre-registration's receipt.
    const identity = newIdentity('Lagos');
    const pre = await app.request('POST', '/api/school-registration/register', {
      body: { ...identity, AdminName: 'Chidinma Mailed', AdminNumber: `+23480${String(Date.now()).slice(-8)}` },
    });
    expect(pre.status).toBe(201);
    await app.mail.waitFor((m) => m.to.includes(identity.AdminEmail.toLowerCase()));
    const like = `%${identity.AdminEmail.toLowerCase()}%`;
    const events = (await app.db!.query(`SELECT id FROM outbox_events WHERE payload::text ILIKE $1`, [like])).rows.map((r) => String(r.id));
    expect(events.length).toBeGreaterThan(0);
    const notices = (await app.db!.query(`SELECT id FROM centre_notifications WHERE array_to_string(recipients, ' ') ILIKE $1 OR data::text ILIKE $1`, [like])).rows.map((r) => String(r.id));
    made.mail = { events, notices, like, held: 0 };
    made.mail.held = await present.mail();
    expect(made.mail.held).toBeGreaterThan(0);
  }, 120_000);

  it('day 4: links expired a day ago are kept for their 7 days; nothing is gone yet', async () => {
    await passTime(app, 4);
    expect(await present.otps()).toBe(1);
    expect(await present.invitation()).toBe(1);
    expect(await present.request()).toBe(1);
    expect(await present.registration()).toBe(1);
  }, 60_000);

  it('day 9: the code used on day 0 and the registration link expired on day 1 are deleted', async () => {
    await passTime(app, 5);
    expect(await present.otps()).toBe(0);
    expect(await present.registration()).toBe(0);
    expect(await present.invitation()).toBe(1);
    const counted = await outcome();
    expect(counted['one-time codes and links']).toBeGreaterThanOrEqual(1);
    expect(counted['unconfirmed registrations']).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('day 11: the invitation link and the unconfirmed privacy request (links expired on day 3) are deleted; the account stays', async () => {
    await passTime(app, 2);
    expect(await present.invitation()).toBe(0);
    // An unconfirmed request is nobody's request: it goes with its link (docs/PROCESSING.md, privacy_request).
    expect(await present.request()).toBe(0);
    const counted = await outcome();
    expect(counted['one-time codes and links']).toBeGreaterThanOrEqual(1);
    expect(counted['unconfirmed privacy requests']).toBeGreaterThanOrEqual(1);
    expect(await count(`SELECT count(*)::int AS n FROM users WHERE id = $1`, [made.invitedId])).toBe(1);
  }, 60_000);

  it("day 91: an import's rows as read and the file it left behind are gone 90 days after it ended; its figures stay", async () => {
    await passTime(app, 69);
    expect(await present.importRows()).toBe(1);
    expect(await present.importFile()).toBe(1);
    await passTime(app, 11);
    expect(await present.importRows()).toBe(0);
    expect(await present.importFile()).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM file_chunks WHERE file_id = $1`, [made.leftFile])).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM import_job_rows WHERE job_id = $1`, [made.jobId])).toBe(2);
    expect((await app.db!.query(`SELECT successful, failed, total, stored_name FROM import_jobs WHERE id = $1`, [made.jobId])).rows[0]).toEqual({ ...made.figures, stored_name: null });
    const counted = await outcome();
    expect(counted['import rows']).toBeGreaterThanOrEqual(1);
    expect(counted['import files']).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('12 months: the recipients and contents of the emails of day 0 are blanked; the rows stay, so none is sent twice', async () => {
    await passTime(app, 270);
    expect(await present.mail()).toBe(made.mail.held);
    await passTime(app, 4 + 3);
    expect(await present.mail()).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM outbox_events WHERE id::text = ANY($1::text[])`, [made.mail.events])).toBe(made.mail.events.length);
    expect((await outcome())['email records']).toBeGreaterThanOrEqual(made.mail.events.length);
  }, 60_000);
});
