import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { approveAll, initialise, saveConfig, stageApprovers } from '../support/accreditation-factories.js';
import { createAdmin, roles, superAdminToken } from '../support/factories.js';
import {
  completeRegistration,
  newIdentity,
  passTime,
  recordAutotest,
  review,
  saveRegistration,
  signInCentre,
  simpleCreate,
  uploadAllDocuments,
} from '../support/lifecycle-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { TEST_REDIS_URL } from '../support/test-database.js';

const MONTH_DAYS = 31;

/**
 * DECISIONS §10, Personal data: retention applied by the daily job, a legal hold that stops it, and
 * an erasure that removes the personal values everywhere while the audit chain still verifies and
 * the reports count the same centres (docs/TRUST.md "Personal data in the audit log").
 */
describe('retention and erasure', () => {
  let app: TestApp;
  let su: string;

  /** Every text, json and bytea column of every table, searched for each value. */
  const whereFound = async (values: string[]): Promise<string[]> => {
    const db = app.db!;
    const { rows: columns } = await db.query<{ table_name: string; column_name: string; data_type: string }>(
      `SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
        WHERE c.table_schema = 'public' AND (c.data_type IN ('text', 'character varying', 'json', 'jsonb', 'bytea', 'ARRAY'))`,
    );
    const found: string[] = [];
    for (const { table_name, column_name, data_type } of columns) {
      for (const value of values) {
        const asText = data_type === 'bytea' ? `position(convert_to($1, 'UTF8') in "${column_name}") > 0` : `"${column_name}"::text ILIKE '%' || $1 || '%'`;
        const { rows } = await db.query(`SELECT 1 FROM "${table_name}" WHERE ${asText} LIMIT 1`, [value]);
        if (rows.length > 0) found.push(`${table_name}.${column_name} holds ${value}`);
      }
    }
    return found;
  };
  const verify = async () => (await app.request('GET', '/api/audit/verify', { token: su })).body.data;
  const stateTotals = async () => {
    const res = await app.request('POST', '/api/reports/rebuild', { token: su });
    expect(res.status).toBeLessThan(300);
    // A fixed range around the registrations: the clock moves a year between the two readings.
    const year = new Date().getUTCFullYear();
    const range = `startDate=${year - 1}-01-01&endDate=${year + 1}-12-31`;
    const states = (await app.request('GET', `/api/reports/state-distribution?${range}`, { token: su })).body.data.states as Array<Record<string, unknown>>;
    return states;
  };
  const preRegistered = async (suffix: string) => {
    const identity = newIdentity('Lagos');
    const person = { AdminName: `Chidinma Erasable${suffix}`, AdminNumber: `+23480${String(Date.now()).slice(-7)}${suffix.length}` };
    const res = await app.request('POST', '/api/school-registration/register', { body: { ...identity, ...person } });
    expect(res.status).toBe(201);
    const [row] = (await app.db!.query('SELECT id, reference_number FROM centres WHERE admin_email = $1', [identity.AdminEmail.toLowerCase()])).rows;
    return { id: row.id as string, reference: row.reference_number as string, values: [person.AdminName, identity.AdminEmail, person.AdminNumber.slice(1)] };
  };

  /** Every step through the API, so each history entry has its audit entry (a seeded centre's would not verify). */
  const accreditedThroughApi = async () => {
    const identity = newIdentity('Lagos');
    const created = await simpleCreate(app, su, identity);
    expect(created.status).toBe(201);
    const reference = created.body.data.referenceNumber as string;
    const id = (created.body.data.centre._id ?? created.body.data.centre.id) as string;
    const token = (await signInCentre(app, reference, identity.AdminEmail)).body.data.token as string;
    expect((await saveRegistration(app, reference, token, identity)).status).toBe(200);
    expect((await uploadAllDocuments(app, reference, token)).status).toBe(201);
    expect((await completeRegistration(app, reference, token)).status).toBe(200);
    expect((await review(app, su, id, 'approve-autotest')).status).toBe(200);
    expect((await recordAutotest(app, su, reference, 'approved')).status).toBe(200);
    const current = await app.request('GET', '/api/accreditation/config', { token: su });
    const config = current.status === 200 ? current.body.data : await saveConfig(app, 2);
    await initialise(app, id, su);
    await approveAll(app, id, await stageApprovers(app, config.totalStagesRequired));
    return { id, reference, email: identity.AdminEmail.toLowerCase() };
  };

  beforeAll(async () => {
    app = await startTestApp({ env: { TEST_CLOCK: '1' } });
    su = await superAdminToken(app);
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  }, 60_000);

  it('a stale pre-registration is erased by the daily job; the chain verifies and no column holds its values; a held one is kept', async () => {
    const stale = await preRegistered('a');
    const held = await preRegistered('b');
    // Before: the values sit in the centre's record and in the audit vault, never in an audit entry's hashed body.
    const before = await whereFound(stale.values);
    expect(before).toEqual(expect.arrayContaining([expect.stringMatching(/^centres\.admin_email/), expect.stringMatching(/^centres\.admin_name/)]));
    expect(before.filter((f) => f.startsWith('audit_events.'))).toEqual([]);
    const hold = await app.request('POST', '/api/privacy/legal-holds', { token: su, body: { centreId: held.id, reason: 'Court order 14/2026' } });
    expect(hold.status).toBe(201);
    const totalsBefore = await stateTotals();

    const due = await app.request('GET', '/api/privacy/retention', { token: su });
    expect(due.status).toBe(200);
    const dueStale = due.body.data.due.find((d: { subjectId: string }) => d.subjectId === stale.id);
    expect(dueStale).toMatchObject({ retentionClass: 'centre_application', held: false });
    expect(due.body.data.due.find((d: { subjectId: string }) => d.subjectId === held.id)).toMatchObject({ held: true });
    expect(due.body.data.legalHolds).toEqual(expect.arrayContaining([expect.objectContaining({ centreId: held.id, reason: 'Court order 14/2026' })]));

    await passTime(app, 12 * MONTH_DAYS + 2);

    expect(await whereFound(stale.values)).toEqual([]);
    expect(await whereFound(held.values)).not.toEqual([]);
    const result = await verify();
    expect(result).toMatchObject({ intact: true });
    expect(await stateTotals()).toEqual(totalsBefore);
    const erased = (await app.db!.query(`SELECT action, centre_id FROM audit_events WHERE action = 'privacy.erased' AND centre_id = $1`, [stale.id])).rows;
    expect(erased).toHaveLength(1);
    // The record stays, for the figures; its status and reference are facts, not personal values.
    const [row] = (await app.db!.query('SELECT status, reference_number FROM centres WHERE id = $1', [stale.id])).rows;
    expect(row.reference_number).toBe(stale.reference);
  }, 120_000);

  it('an erasure of a centre under legal hold is a worded 409; lifting the hold (with a reason) lets it through', async () => {
    const held = await preRegistered('c');
    expect((await app.request('POST', '/api/privacy/legal-holds', { token: su, body: { centreId: held.id, reason: 'Police inquiry' } })).status).toBe(201);
    const refused = await app.request('POST', '/api/privacy/erasures', { token: su, body: { centreId: held.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/legal hold/i);
    expect(await whereFound(held.values)).not.toEqual([]);

    const noReason = await app.request('POST', `/api/privacy/legal-holds/${held.id}/lift`, { token: su, body: {} });
    expect(noReason.status).toBe(400);
    expect((await app.request('POST', `/api/privacy/legal-holds/${held.id}/lift`, { token: su, body: { reason: 'Inquiry closed' } })).status).toBe(200);
    const done = await app.request('POST', '/api/privacy/erasures', { token: su, body: { centreId: held.id } });
    expect(done.status).toBe(200);
    expect(await whereFound(held.values)).toEqual([]);
    expect(await verify()).toMatchObject({ intact: true });
    const actions = (await app.db!.query(`SELECT action FROM audit_events WHERE centre_id = $1 AND action LIKE 'privacy.%' ORDER BY id`, [held.id])).rows.map((r) => r.action);
    expect(actions).toEqual(['privacy.legal_hold_set', 'privacy.legal_hold_lifted', 'privacy.erased']);
  }, 120_000);

  it("a deactivated staff account is erased 24 months on: the audit entries naming it keep verifying, their values are gone from the vault", async () => {
    const firstName = `Obiageli${Date.now().toString(36)}`;
    const staff = await createAdmin(app, { roles: roles.national(), firstName });
    // Its creation and its sign-in are audited: the entries hold references, the vault the values.
    const entries = (await app.db!.query(`SELECT actor_email, changes FROM audit_events WHERE actor_id = $1 OR target_id = $1::text`, [staff.id])).rows;
    expect(entries.length).toBeGreaterThan(0);
    expect(JSON.stringify(entries)).not.toContain(staff.email);
    expect(await whereFound([staff.email, firstName])).toEqual(expect.arrayContaining([expect.stringMatching(/^audit_personal_values\.value/), expect.stringMatching(/^users\.email/)]));
    const log = await app.request('GET', `/api/audit/audit-events?actor=${staff.id}`, { token: su });
    expect(JSON.stringify(log.body)).toContain(staff.email);
    expect((await app.request('POST', `/api/user/${staff.id}/deactivate`, { token: su })).status).toBe(200);

    await passTime(app, 24 * MONTH_DAYS + 2);

    expect(await whereFound([staff.email, firstName])).toEqual([]);
    expect(await verify()).toMatchObject({ intact: true });
    const after = await app.request('GET', `/api/audit/audit-events?actor=${staff.id}`, { token: su });
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.body)).toContain('[erased]');
  }, 120_000);

  it("the documents of a centre whose last accreditation ended are erased 6 years on: contents and chunks gone, the reports' counts and the chain kept", async () => {
    const centre = await accreditedThroughApi();
    const documents = (await app.db!.query(`SELECT id, stored_name FROM centre_documents WHERE centre_id = $1`, [centre.id])).rows as Array<{ id: string; stored_name: string }>;
    expect(documents.length).toBeGreaterThan(0);
    const files = documents.map((d) => d.stored_name);
    const chunks = () => app.db!.query(`SELECT count(*)::int AS n FROM file_chunks WHERE file_id::text = ANY($1::text[])`, [files]).then((r) => r.rows[0].n as number);
    expect(await chunks()).toBeGreaterThan(0);
    const [valid] = (await app.db!.query(`SELECT valid_until FROM accreditations WHERE centre_id = $1`, [centre.id])).rows;
    expect(valid.valid_until).not.toBeNull();
    const totalsBefore = await stateTotals();

    // Four years on, the accreditation (valid a year) ended three years ago: its documents are kept.
    await passTime(app, 4 * 366);
    expect(await chunks()).toBeGreaterThan(0);
    const due = await app.request('GET', '/api/privacy/retention', { token: su });
    expect(due.body.data.due.find((d: { subjectId: string }) => d.subjectId === centre.id)).toBeUndefined();

    // Six years after it ended (RETENTION_DOCUMENTS_YEARS), the daily job erases them.
    await passTime(app, 3 * 366 + 10);
    expect(await chunks()).toBe(0);
    const after = (await app.db!.query(`SELECT f.size_bytes, f.sha256, d.filename FROM centre_documents d JOIN files f ON f.id::text = d.stored_name WHERE d.centre_id = $1`, [centre.id])).rows;
    expect(after).toHaveLength(documents.length);
    expect(after.every((r) => Number(r.size_bytes) === 0 && r.sha256 === null && r.filename === 'erased')).toBe(true);
    expect(await whereFound([centre.email])).toEqual([]);
    // The facts the reports count stay: the centre, its accreditation, how many documents it had.
    expect(await stateTotals()).toEqual(totalsBefore);
    expect((await app.db!.query(`SELECT count(*)::int AS n FROM accreditations WHERE centre_id = $1`, [centre.id])).rows[0].n).toBe(1);
    expect(await verify()).toMatchObject({ intact: true });
    const erased = (await app.db!.query(`SELECT data->>'rule' AS rule, (data->>'documents')::int AS documents FROM audit_events WHERE action = 'privacy.erased' AND centre_id = $1`, [centre.id])).rows;
    expect(erased).toEqual([{ rule: 'ended_accreditation', documents: documents.length }]);
  }, 240_000);

  it('keeps every erasure in the journal every instance shares (Redis); one it missed is added by the next daily run', async () => {
    const centre = await preRegistered('j');
    expect((await app.request('POST', '/api/privacy/erasures', { token: su, body: { centreId: centre.id } })).status).toBe(200);
    const redis = new Redis(TEST_REDIS_URL);
    try {
      const key = `${app.env.QUEUE_PREFIX}:privacy:erasures`;
      const subjects = async () => (await redis.lrange(key, 0, -1)).map((l) => JSON.parse(l).subject as string);
      expect(await subjects()).toContain(`centre:${centre.id}`);
      expect((await redis.lrange(key, 0, -1)).join('\n')).not.toContain(centre.values[1]!);
      // Redis lost what was written (it was away at that moment): the erasures table still says what was done.
      await redis.del(key);
      await passTime(app, 1);
      expect(await subjects()).toEqual(expect.arrayContaining([`centre:${centre.id}`]));
    } finally {
      redis.disconnect();
    }
  }, 120_000);

  it("a privacy request answered 6 years ago is erased by the daily job: none of the requester's values in any table, its kind, dates and outcome kept", async () => {
    const stamp = Date.now().toString(36);
    const person = { name: `Ngozi Requester${stamp}`, email: `ngozi-${stamp}@example.ng`, centre: `Former coordinator of Erasable Centre ${stamp}`, details: `Tell me what you hold about me ${stamp}` };
    const submitted = await app.request('POST', '/api/public/privacy-requests', { body: { kind: 'access', ...person, language: 'yo' } });
    expect(submitted.status).toBe(201);
    const reference = submitted.body.data.reference as string;
    const mail = await app.mail.waitFor((m) => m.to.includes(person.email));
    const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const [{ id, sealed }] = (
      await app.db!.query(
        `SELECT r.id, (SELECT e.payload #>> '{data,sealedToken}' FROM outbox_events e WHERE e.payload #>> '{data,reference}' = r.reference AND e.payload #>> '{data,sealedToken}' IS NOT NULL LIMIT 1) AS sealed
           FROM privacy_requests r WHERE r.reference = $1`,
        [reference],
      )
    ).rows as Array<{ id: string; sealed: string }>;
    expect(sealed).toEqual(expect.any(String));
    expect((await app.request('POST', '/api/public/privacy-requests/confirm', { body: { token } })).status).toBe(200);
    const answer = `We hold your name ${stamp} as the coordinator of that centre.`;
    const sentBefore = app.mail.to(person.email).length;
    expect((await app.request('POST', `/api/admin/privacy-requests/${id}/answer`, { token: su, body: { answer } })).status).toBe(200);
    await app.mail.waitFor((m) => m.to.includes(person.email) && app.mail.to(person.email).indexOf(m) >= sentBefore);
    const values = [person.name, person.email, person.centre, person.details, answer, token, sealed];
    const facts = async () =>
      (await app.db!.query(`SELECT reference, kind, status, language, created_at, confirmed_at, due_date, closed_at FROM privacy_requests WHERE id = $1`, [id])).rows[0];
    const factsBefore = await facts();
    expect(await whereFound(values)).toEqual(expect.arrayContaining([expect.stringMatching(/^privacy_requests\.name/), expect.stringMatching(/^privacy_requests\.answer/)]));
    const due = (await app.request('GET', '/api/privacy/retention', { token: su })).body.data.due as Array<Record<string, unknown>>;
    expect(due.find((d) => d.subjectId === id)).toBeUndefined();

    // Five years on the request is kept (its emails' contents went after their 12 months).
    await passTime(app, 5 * 366);
    expect(await whereFound([person.name, person.details, answer])).toEqual(
      expect.arrayContaining([expect.stringMatching(/^privacy_requests\.name/), expect.stringMatching(/^privacy_requests\.details/), expect.stringMatching(/^privacy_requests\.answer/)]),
    );
    const soon = (await app.request('GET', '/api/privacy/retention', { token: su })).body.data.due as Array<Record<string, unknown>>;
    expect(soon.find((d) => d.subjectId === id)).toMatchObject({ subjectType: 'privacy_request', rule: 'closed_privacy_request', retentionClass: 'privacy_request', label: reference, held: false });

    // Six years after the answer (RETENTION_PRIVACY_REQUEST_YEARS), the daily job erases it.
    await passTime(app, 366 + 2);
    expect(await whereFound(values)).toEqual([]);
    expect(await facts()).toEqual(factsBefore);
    expect(factsBefore).toMatchObject({ reference, kind: 'access', status: 'answered' });
    expect(await verify()).toMatchObject({ intact: true });
    const erased = (await app.db!.query(`SELECT data FROM audit_events WHERE action = 'privacy.erased' AND target_type = 'privacy_request' AND target_id = $1`, [id])).rows;
    expect(erased).toEqual([{ data: expect.objectContaining({ rule: 'closed_privacy_request', retentionClass: 'privacy_request', reference, kind: 'access', outcome: 'answered' }) }]);
    const view = await app.request('GET', `/api/admin/privacy-requests/${id}`, { token: su });
    expect(view.body.data).toMatchObject({ status: 'answered', kind: 'access', name: '[erased]', answer: '[erased]' });
    expect(view.body.data.history.map((h: { action: string }) => h.action)).toContain('privacy.erased');
    expect((await app.db!.query(`SELECT count(*)::int AS n FROM erasures WHERE subject = $1`, [`privacy_request:${id}`])).rows[0].n).toBe(1);
  }, 240_000);

  it('only holders of privacy.retention read the schedule or set holds', async () => {
    const reviewer = await createAdmin(app, { roles: roles.national() });
    expect((await app.request('GET', '/api/privacy/retention', { token: reviewer.token! })).status).toBe(403);
    const stale = await preRegistered('d');
    expect((await app.request('POST', '/api/privacy/legal-holds', { token: reviewer.token!, body: { centreId: stale.id, reason: 'x' } })).status).toBe(403);
    expect((await app.request('POST', '/api/privacy/legal-holds', { token: su, body: { centreId: stale.id } })).status).toBe(400);
  });
});
