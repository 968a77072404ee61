import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chainedEntry } from '../../libs/centres/src/history/action-history.js';
import { seedCentre } from '../support/centre-factories.js';
import { superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Every figure is recomputed here with plain SQL over the source tables (not the report tables)
// and must equal what the API answers after a rebuild, for each period.

const TZ = `'Africa/Lagos'`;
const DAY = (col: string) => `(${col} AT TIME ZONE ${TZ})::date`;
// An import is counted as an import, never as an approval or a decision (docs/REPORTS.md).
const TRANSITIONS = ['approve', 'approve-autotest', 'reject', 'query', 'reset', 'repost-to-autotest', 'pre_registered', 'created'];
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

describe('report figures equal direct SQL on varied data', () => {
  let app: TestApp;
  let token: string;
  const one = async (sql: string, params: unknown[] = []): Promise<number> => Number(Object.values((await app.db!.query(sql, params)).rows[0])[0] ?? 0);

  async function addAction(centreId: string, action: string, from: string | null, to: string | null, daysAgo: number): Promise<void> {
    const { rows: [prev] } = await app.db!.query('SELECT seq, hash FROM centre_actions WHERE centre_id = $1 ORDER BY seq DESC LIMIT 1', [centreId]);
    const at = new Date(Date.now() - daysAgo * 86_400_000);
    const e = chainedEntry(centreId, { action: action as never, fromStatus: from, toStatus: to, actor: { type: 'system', name: 'test' } }, prev ?? null, at);
    await app.db!.query(
      `INSERT INTO centre_actions (centre_id, seq, action, from_status, to_status, actor_type, actor_name, at, prev_hash, hash) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
      [e.centreId, e.seq, e.action, e.fromStatus, e.toStatus, e.actorType, e.actorName, e.at, e.prevHash, e.hash],
    );
    if (to) await app.db!.query('UPDATE centres SET status = $2 WHERE id = $1', [centreId, to]);
  }

  async function centre(state: string | null, createdDaysAgo: number, extra: Record<string, unknown> = {}): Promise<string> {
    const seeded = await seedCentre(app, { state, localGovernment: state === 'Lagos' ? 'Ikeja' : state === 'Kano' ? 'Nasarawa' : null, status: 'pending' });
    const sets = Object.keys(extra).map((k, i) => `${k} = $${i + 3}`);
    await app.db!.query(`UPDATE centres SET created_at = now() - make_interval(hours => $2::int)${sets.length ? ', ' + sets.join(', ') : ''} WHERE id = $1`, [
      seeded.id,
      Math.round(createdDaysAgo * 24),
      ...Object.values(extra),
    ]);
    return seeded.id;
  }

  async function documents(centreId: string, types: string[]): Promise<void> {
    for (const t of types) {
      await app.db!.query(
        `INSERT INTO centre_documents (centre_id, document_type, filename, stored_name, content_type, size_bytes) VALUES ($1, $2, 'f.pdf', $3, 'application/pdf', 10)`,
        [centreId, t, randomBytes(8).toString('hex')],
      );
    }
  }

  beforeAll(async () => {
    app = await startTestApp();
    token = await superAdminToken(app);
    const all4 = ['applicationLetter', 'rcDocument', 'gpsPicture', 'centrePicture'];
    // Decisions spread over today, earlier this week, earlier this month and long ago, in three "states".
    const spread: Array<[string | null, number, number, string, Record<string, unknown>, string[]]> = [
      ['Lagos', 0.2, 0.1, 'approve', { centre_capacity: 40, is_registration_complete: true }, all4],
      ['Lagos', 3, 1, 'reject', { centre_capacity: 25 }, []],
      ['Lagos', 9, 2.5, 'approve', { centre_capacity: 60, autotest_expected_capacity: 60, autotest_realized_capacity: 50 }, ['applicationLetter', 'gpsPicture']],
      ['Kano', 20, 6, 'query', { centre_capacity: 10 }, []],
      ['Kano', 40, 35, 'approve', { centre_capacity: 100, autotest_expected_capacity: 100, autotest_realized_capacity: 55, is_registration_complete: true }, all4],
      ['Kano', 1, 0.5, 'reject', {}, []],
      [null, 2, 0.3, 'approve', { centre_capacity: 5, autotest_expected_capacity: 10, autotest_realized_capacity: 7 }, ['rcDocument']],
    ];
    for (const [state, created, decided, action, extra, docs] of spread) {
      const id = await centre(state, created, extra);
      const to = action === 'approve' ? 'registration_approved' : action === 'reject' ? 'rejected' : 'query';
      await addAction(id, action, 'pending', to, decided);
      await documents(id, docs);
    }
    const reset = await centre('Lagos', 15);
    await addAction(reset, 'reject', 'pending', 'rejected', 14);
    await addAction(reset, 'reset', 'rejected', 'pending', 0.05);
    const autotest = await centre('Kano', 12);
    await addAction(autotest, 'approve', 'pending', 'registration_approved', 11);
    await addAction(autotest, 'approve-autotest', 'registration_approved', 'autotest_approved', 0.1);
    await addAction(autotest, 'registration_completed', 'autotest_approved', 'autotest_approved', 0.1);
    await centre('Lagos', 0.01);
    await centre('Kano', 70);
    const res = await app.request('POST', '/api/reports/rebuild', { token });
    expect(res.status).toBe(200);
  }, 60000);

  afterAll(async () => {
    await app?.close();
  });

  const ranges = async (period: string) => {
    const { rows: [r] } = await app.db!.query(
      `WITH t AS (SELECT (now() AT TIME ZONE ${TZ})::date AS d)
       SELECT to_char(s, 'YYYY-MM-DD') AS s, to_char(e, 'YYYY-MM-DD') AS e, to_char(s - (e - s + 1), 'YYYY-MM-DD') AS ps, to_char(s - 1, 'YYYY-MM-DD') AS pe,
              to_char(d, 'YYYY-MM-DD') AS today
         FROM t, LATERAL (SELECT CASE $1 WHEN 'daily' THEN d WHEN 'weekly' THEN date_trunc('week', d)::date ELSE date_trunc('month', d)::date END AS s,
                                 CASE $1 WHEN 'daily' THEN d WHEN 'weekly' THEN (date_trunc('week', d) + interval '6 days')::date
                                         ELSE (date_trunc('month', d) + interval '1 month - 1 day')::date END AS e) b`,
      [period],
    );
    return r as { s: string; e: string; ps: string; pe: string; today: string };
  };

  const transitionsInto = (status: string, from: string, to: string) =>
    one(
      `SELECT count(*) FROM centre_actions WHERE to_status = '${status}' AND from_status IS DISTINCT FROM to_status AND action = ANY($3) AND ${DAY('at')} BETWEEN $1 AND $2`,
      [from, to, TRANSITIONS],
    );

  for (const period of ['daily', 'weekly', 'monthly']) {
    it(`${period}: trends, pipeline, states, capacity and documents`, async () => {
      const r = await ranges(period);
      const q = `?period=${period}`;
      const trends = (await app.request('GET', `/api/reports/registration-trends${q}`, { token })).body.data;
      const registrations = await one(`SELECT count(*) FROM centres WHERE ${DAY('created_at')} BETWEEN $1 AND $2`, [r.s, r.e]);
      const completed = await one(`SELECT count(*) FROM centres WHERE is_registration_complete AND ${DAY('created_at')} BETWEEN $1 AND $2`, [r.s, r.e]);
      const approvals = await transitionsInto('registration_approved', r.s, r.e);
      expect(trends).toMatchObject({
        startDate: r.s,
        endDate: r.e,
        totalCentres: await one('SELECT count(*) FROM centres'),
        approvedToday: await transitionsInto('registration_approved', r.today, r.today),
        totalRegistrations: registrations,
        approvals,
        previousApprovals: await transitionsInto('registration_approved', r.ps, r.pe),
        completionRate: pct(completed, registrations),
      });
      expect(trends.series.reduce((n: number, p: { registrations: number }) => n + p.registrations, 0)).toBe(registrations);
      expect(trends.series.reduce((n: number, p: { approvals: number }) => n + p.approvals, 0)).toBe(approvals);

      const pipeline = (await app.request('GET', `/api/reports/approval-pipeline${q}`, { token })).body.data;
      const rejections = await transitionsInto('rejected', r.s, r.e);
      const { rows: [first] } = await app.db!.query(
        `SELECT count(*)::int AS n, coalesce(sum(extract(epoch FROM f.at - c.created_at) / 86400), 0)::float AS days
           FROM (SELECT centre_id, min(at) AS at FROM centre_actions WHERE from_status = 'pending' AND action IN ('approve', 'reject', 'query') GROUP BY centre_id) f
           JOIN centres c ON c.id = f.centre_id WHERE ${DAY('f.at')} BETWEEN $1 AND $2`,
        [r.s, r.e],
      );
      expect(pipeline).toMatchObject({
        pendingReview: await one(`SELECT count(*) FROM centres WHERE status = 'pending'`),
        inProgress: await one(`SELECT count(*) FROM centres WHERE status IN ('registration_approved', 'query')`),
        rejectionRate: pct(rejections, approvals + rejections),
        rejections,
        queries: await transitionsInto('query', r.s, r.e),
        decisionsTimed: first.n,
        averageTime: first.n > 0 ? Math.round((first.days / first.n) * 10) / 10 : 0,
      });

      const states = (await app.request('GET', `/api/reports/state-distribution${q}`, { token })).body.data.states;
      const { rows: expected } = await app.db!.query(
        `SELECT coalesce(state, 'Not specified') AS name, count(*)::int AS "totalCentres", count(*) FILTER (WHERE status = 'pending')::int AS pending,
                count(*) FILTER (WHERE status IN ('registration_approved', 'autotest_approved'))::int AS approved,
                count(*) FILTER (WHERE status = 'rejected')::int AS rejected, count(*) FILTER (WHERE status = 'query')::int AS query,
                count(*) FILTER (WHERE ${DAY('created_at')} BETWEEN $1 AND $2)::int AS registrations
           FROM centres GROUP BY state ORDER BY 2 DESC, coalesce(state, '')`,
        [r.s, r.e],
      );
      expect(states).toEqual(expected);

      const capacity = (await app.request('GET', `/api/reports/capacity-analysis${q}`, { token })).body.data;
      const { rows: [cap] } = await app.db!.query(
        `SELECT coalesce(sum(centre_capacity), 0)::int AS total, coalesce(sum(autotest_expected_capacity) FILTER (WHERE autotest_realized_capacity IS NOT NULL AND autotest_expected_capacity > 0), 0)::int AS e,
                coalesce(sum(autotest_realized_capacity) FILTER (WHERE autotest_expected_capacity > 0), 0)::int AS r,
                count(*) FILTER (WHERE autotest_realized_capacity::float / nullif(autotest_expected_capacity, 0) >= 0.8)::int AS good,
                count(*) FILTER (WHERE autotest_realized_capacity::float / nullif(autotest_expected_capacity, 0) < 0.6)::int AS poor
           FROM centres`,
      );
      expect(capacity).toMatchObject({ totalCapacity: cap.total, utilizationRate: pct(cap.r, cap.e), performance: { good: cap.good, fair: 1, poor: cap.poor } });

      const docs = (await app.request('GET', `/api/reports/documentation-compliance${q}`, { token })).body.data;
      const { rows: [d] } = await app.db!.query(
        `SELECT count(*)::int AS eligible, count(*) FILTER (WHERE t = 4)::int AS compliant, coalesce(sum(4 - t), 0)::int AS missing
           FROM (SELECT c.id, (SELECT count(DISTINCT document_type) FROM centre_documents x WHERE x.centre_id = c.id)::int AS t
                   FROM centres c WHERE status IN ('registration_approved', 'autotest_approved')) e`,
      );
      expect(docs).toMatchObject({ eligibleCentres: d.eligible, compliantCentres: d.compliant, missingDocuments: d.missing, complianceRate: pct(d.compliant, d.eligible) });
      expect(docs.registrationsCompleted).toBe(await one(`SELECT count(*) FROM centre_actions WHERE action = 'registration_completed' AND ${DAY('at')} BETWEEN $1 AND $2`, [r.s, r.e]));
    });
  }

  it('gives the same figures after a second rebuild (nothing counted twice)', async () => {
    const read = async () => Promise.all(['registration-trends', 'approval-pipeline', 'state-distribution'].map(async (c) => (await app.request('GET', `/api/reports/${c}?period=monthly`, { token })).body.data));
    const first = await read();
    expect((await app.request('POST', '/api/reports/rebuild', { token })).status).toBe(200);
    expect(await read()).toEqual(first);
    // Sanity: the seeded data is varied enough for the comparisons to mean something.
    expect(first[0].totalCentres).toBeGreaterThanOrEqual(10);
    expect(first[1].rejections + first[1].queries).toBeGreaterThan(0);
  });
});
