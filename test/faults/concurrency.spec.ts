import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { initialise, passedAutotestCentre, saveConfig, stageApprovers } from '../support/accreditation-factories.js';
import { seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { scalar, sleep, waitUntil } from './fault-helpers.js';

type Action = 'approve' | 'reject' | 'query';
const BODY: Record<Action, Record<string, string>> = {
  approve: { autotestInstructions: 'Bring your ID' },
  reject: { rejectionReason: 'Incomplete documents' },
  query: { queryDetails: 'Send the fire certificate' },
};
const TO: Record<Action, string> = { approve: 'registration_approved', reject: 'rejected', query: 'query' };
const MAIL_EVENT: Record<Action, string> = { approve: 'centre.registration_approved', reject: 'centre.rejected', query: 'centre.queried' };
const MAIL_SUBJECT: Record<Action, string> = { approve: 'Approved for registration', reject: 'Registration not approved', query: 'Additional information required' };

/**
 * Admins acting on one record at the same moment (DECISIONS §5): one wins, the others get 409,
 * and the history, the outbox and the mail show the winner's change once and nothing else. On the
 * services (PostgreSQL, Redis, SMTP) and in the default mode `npm start` gives (embedded PostgreSQL,
 * in-process jobs, mail as .eml files).
 */
describe.each([
  { mode: 'services', services: true },
  { mode: 'default mode', services: false },
])('faults: concurrent decisions on one record ($mode)', ({ services }) => {
  let app: TestApp;
  let national: CreatedAdmin;

  beforeAll(async () => {
    app = await startTestApp({ services });
    national = await createAdmin(app, { roles: roles.national() });
  }, 120000);
  afterAll(async () => {
    await app?.close();
  }, 60000);

  /** The centre's history (after the seed entry) and its outbox events, to compare with the winner. */
  const trail = async (centre: CreatedCentre) => ({
    history: (await app.db!.query(`SELECT action, from_status, to_status FROM centre_actions WHERE centre_id = $1 AND seq > 1 ORDER BY seq`, [centre.id])).rows,
    events: (await app.db!.query(`SELECT type, payload->>'action' AS action FROM outbox_events WHERE payload->>'centreId' = $1 ORDER BY type`, [centre.id])).rows,
  });
  const expectOneWinner = async (centre: CreatedCentre, answers: Array<{ status: number }>, actions: Action[]) => {
    const winners = answers.flatMap((a, i) => (a.status === 200 ? [actions[i]!] : []));
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(answers.length - 1);
    const won = winners[0]!;
    const { rows: [row] } = await app.db!.query('SELECT status, version FROM centres WHERE id = $1', [centre.id]);
    expect(row).toEqual({ status: TO[won], version: 2 });
    // History and outbox agree: one entry, one status change and one email event, all the winner's.
    expect(await trail(centre)).toEqual({
      history: [{ action: won, from_status: 'pending', to_status: TO[won] }],
      events: [
        { type: MAIL_EVENT[won], action: null },
        { type: 'centre.status_changed', action: won },
      ].sort((a, b) => a.type.localeCompare(b.type)),
    });
    await app.mail.waitFor((m) => m.to.includes(centre.email) && m.subject.startsWith(MAIL_SUBJECT[won]));
    return won;
  };

  it('lets exactly one of 20 conflicting transitions on one centre through (If-Match: the version the screens showed)', async () => {
    const centre = await seedCentre(app, { status: 'pending' });
    const detail = await app.request('GET', `/api/admin/schools/${centre.id}`, { token: national.token! });
    const version = String(detail.body.data.version);
    const actions = Array.from({ length: 20 }, (_, i): Action => (['approve', 'reject', 'query'] as const)[i % 3]!);
    const answers = await Promise.all(
      actions.map((action) => app.request('PUT', `/api/admin/schools/${centre.id}/${action}`, { token: national.token!, body: BODY[action], headers: { 'if-match': version } })),
    );
    const won = await expectOneWinner(centre, answers, actions);
    // Whether a loser read the centre before or after the winner's commit, it is told the same thing.
    const losers = answers.filter((a) => a.status === 409).map((a) => a.body.message);
    expect(new Set(losers)).toEqual(new Set([MSG.concurrentChange]));
    await sleep(1000);
    expect(app.mail.to(centre.email)).toHaveLength(1);
    process.stdout.write(`[faults] 20 conflicting transitions with If-Match: 1 x 200 (${won}), 19 x 409 (${[...new Set(losers)].join(' | ')})\n`);
  }, 60000);

  it('lets exactly one of 20 simultaneous approvals of one centre through (no If-Match)', async () => {
    const centre = await seedCentre(app, { status: 'pending' });
    const actions = Array.from({ length: 20 }, (): Action => 'approve');
    const answers = await Promise.all(actions.map((action) => app.request('PUT', `/api/admin/schools/${centre.id}/${action}`, { token: national.token!, body: BODY[action] })));
    await expectOneWinner(centre, answers, actions);
    await sleep(1000);
    expect(app.mail.to(centre.email)).toHaveLength(1);
  }, 60000);

  it('lets exactly one of two approvals of the same accreditation stage through', async () => {
    await saveConfig(app, 2);
    const [first, second] = await stageApprovers(app, 2);
    const centre = await passedAutotestCentre(app);
    await initialise(app, centre.id);
    const { rows: [before] } = await app.db!.query('SELECT id, version FROM accreditations WHERE centre_id = $1', [centre.id]);

    // Both requests must read the same stage before either writes: the test holds the accreditation's
    // row lock until both are waiting on it, then lets them race.
    const lock = await app.db!.connect();
    let answers: Array<{ status: number; body: any }>;
    try {
      await lock.query('BEGIN');
      await lock.query('SELECT 1 FROM accreditations WHERE id = $1 FOR UPDATE', [before.id]);
      const racing = [first!, second!].map((admin) => app.request('POST', `/api/accreditation/centres/${centre.id}/approve`, { token: admin.token!, body: { comments: `by ${admin.email}` } }));
      await waitUntil(
        'both approvals waiting on the row',
        async () =>
          (await scalar(
            app,
            `SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'UPDATE accreditations%'`,
          )) === 2,
        20000,
        50,
      );
      await lock.query('COMMIT');
      answers = await Promise.all(racing);
    } finally {
      lock.release();
    }
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body.message).toBe(MSG.concurrentChange);
    const { rows: [after] } = await app.db!.query('SELECT status, current_stage, version FROM accreditations WHERE id = $1', [before.id]);
    expect(after).toEqual({ status: 'in_progress', current_stage: 1, version: before.version + 1 });
    expect(await scalar(app, 'SELECT count(*) FROM accreditation_approvals WHERE accreditation_id = $1', [before.id])).toBe(1);
    expect(await scalar(app, `SELECT count(*) FROM centre_actions WHERE centre_id = $1 AND action = 'accreditation_stage_approved'`, [centre.id])).toBe(1);
    expect(await scalar(app, `SELECT count(*) FROM outbox_events WHERE type = 'accreditation.stage_approved' AND payload->>'accreditationId' = $1`, [before.id])).toBe(1);

    // The loser, now seeing stage 2, approves it: the record moved on cleanly.
    const loserAdmin = answers[0]!.status === 409 ? first! : second!;
    const next = await app.request('POST', `/api/accreditation/centres/${centre.id}/approve`, { token: loserAdmin.token!, body: {} });
    expect(next.status).toBe(200);
    // Decisions only: the letter that follows the last stage adds entries of its own, in its own time.
    const decisions = ['initialized', 'stage_approved', 'approved', 'rejected'];
    const { rows: events } = await app.db!.query(
      `SELECT replace(type, 'accreditation.', '') AS kind, count(*)::int AS n FROM outbox_events WHERE payload->>'accreditationId' = $1 AND type = ANY($2) GROUP BY 1 ORDER BY 1`,
      [before.id, decisions.map((d) => `accreditation.${d}`)],
    );
    const { rows: history } = await app.db!.query(
      `SELECT replace(action, 'accreditation_', '') AS kind, count(*)::int AS n FROM centre_actions WHERE centre_id = $1 AND action = ANY($2) GROUP BY 1 ORDER BY 1`,
      [centre.id, decisions.map((d) => `accreditation_${d}`)],
    );
    expect(events).toEqual(history);
    expect(history).toEqual([
      { kind: 'approved', n: 1 },
      { kind: 'initialized', n: 1 },
      { kind: 'stage_approved', n: 2 },
    ]);
    process.stdout.write(`[faults] two approvals of stage 1 at once: 200 and 409 ("${loser.body.message}")\n`);
  }, 60000);
});
