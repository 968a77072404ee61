import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GRANT_MSG, PERMISSIONS, SESSION_MSG, type Permission, type UserRole } from '#contracts';
import { seedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Grants bounded by the granter, scope per role entry, and bounded background work (DECISIONS §9;
 * docs/SECURITY.md, red-team pass 2): each case is a row of that pass's table, written so
 * that it failed before its fix.
 */
const HEADER = 'CentreName,GovernmentId,AdminEmail,State,LocalGovernment,AdminName,AdminNumber,ownershipType';
const csvForm = () => {
  const form = new FormData();
  const t = randomBytes(4).toString('hex');
  form.append('csvFile', new Blob([`${HEADER}\nGrant ${t},RC-G-${t},g-${t}@centre.test,Lagos,Ikeja,,,\n`], { type: 'text/csv' }), 'centres.csv');
  return form;
};

describe('security: bounded grants and per-role scope', () => {
  let app: TestApp;
  let su: string;

  /** A custom role with this list, made by the super admin; returns its id. */
  const role = async (name: string, permissions: readonly Permission[]) => {
    const res = await app.request('POST', '/api/roles', { token: su, body: { roleName: name, displayName: name, description: 'Grant test', category: 'technical', permissions } });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };
  const holder = async (held: UserRole[]) => (await createAdmin(app, { roles: held })).token!;

  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  it('a holder of roles.manage cannot give itself or anyone more than it holds, nor touch system roles', async () => {
    const own = await role('role_keeper', ['roles.read', 'roles.manage']);
    const keeper = await holder([{ type: 'role_keeper', level: 'national', assignedStates: [] }]);
    const everything = await app.request('PUT', `/api/roles/${own}`, { token: keeper, body: { displayName: 'Keeper', description: 'x', permissions: [...PERMISSIONS] } });
    expect([everything.status, everything.body.message]).toEqual([403, GRANT_MSG.cannotEditOwnRole]);
    const created = await app.request('POST', '/api/roles', { token: keeper, body: { roleName: 'keeper_plus', displayName: 'Plus', description: 'x', category: 'technical', permissions: ['roles.read', 'accreditation.configure'] } });
    expect([created.status, created.body.message]).toEqual([403, GRANT_MSG.cannotGivePermission('accreditation.configure')]);
    // No list means a national admin's rights, which the keeper does not hold either.
    expect((await app.request('POST', '/api/roles', { token: keeper, body: { roleName: 'keeper_level', displayName: 'Level', description: 'x', category: 'technical' } })).status).toBe(403);
    const roleList = (await app.request('GET', '/api/roles', { token: su })).body.data as Array<{ id: string; roleName: string; description: string }>;
    const admin = roleList.find((r) => r.roleName === 'admin')!;
    const system = await app.request('PUT', `/api/roles/${admin.id}`, { token: keeper, body: { displayName: 'Administrator', description: admin.description, permissions: ['centres.read'] } });
    expect([system.status, system.body.message]).toEqual([403, GRANT_MSG.onlySuperAdminChangesSystemRoles]);
    expect((await app.db!.query(`SELECT permissions FROM system_roles WHERE role_name IN ('admin', 'role_keeper') ORDER BY role_name`)).rows).toEqual([
      { permissions: null },
      { permissions: ['roles.read', 'roles.manage'] },
    ]);
    // Within what it holds, it still works.
    expect((await app.request('POST', '/api/roles', { token: keeper, body: { roleName: 'reader', displayName: 'Reader', description: 'x', category: 'technical', permissions: ['roles.read'] } })).status).toBe(201);
  });

  it('a read-only role reaching other states adds nothing to where another role writes', async () => {
    const lagosPlusNationalAuditor = await holder([...roles.state(['Lagos']), { type: 'auditor', level: 'national', assignedStates: [] }]);
    const rivers = await seedCentre(app, { status: 'pending', state: 'Rivers', localGovernment: 'Bonny' });
    expect((await app.request('GET', `/api/admin/schools/${rivers.id}`, { token: lagosPlusNationalAuditor })).status).toBe(200);
    expect((await app.request('PUT', `/api/admin/schools/${rivers.id}/approve`, { token: lagosPlusNationalAuditor, body: {} })).status).toBe(404);
    const lagosPlusKanoAuditor = await holder([...roles.state(['Lagos']), { type: 'auditor', level: 'state', assignedStates: ['Kano'] }]);
    const kano = await seedCentre(app, { status: 'pending', state: 'Kano', localGovernment: 'Fagge' });
    expect((await app.request('PUT', `/api/admin/schools/${kano.id}/reject`, { token: lagosPlusKanoAuditor, body: { rejectionReason: 'No' } })).status).toBe(404);
    const lagos = await seedCentre(app, { status: 'pending', state: 'Lagos' });
    expect((await app.request('PUT', `/api/admin/schools/${lagos.id}/reject`, { token: lagosPlusKanoAuditor, body: { rejectionReason: 'No' } })).status).toBe(200);
    expect((await app.db!.query(`SELECT status FROM centres WHERE id = ANY($1) ORDER BY state`, [[rivers.id, kano.id]])).rows.map((r) => r.status)).toEqual(['pending', 'pending']);
  });

  it("nobody resets the password of, or changes the email of, an account holding what they do not hold", async () => {
    await role('user_desk', ['users.read', 'users.manage']);
    const desk = await holder([{ type: 'user_desk', level: 'national', assignedStates: [] }]);
    const target = await createAdmin(app, { roles: roles.state(['Lagos']) });
    const reset = await app.request('POST', `/api/user/${target.id}/reset-password`, { token: desk, body: { newPassword: 'Taken-Over-1a' } });
    expect([reset.status, reset.body.message]).toEqual([403, GRANT_MSG.targetHoldsMore('centres.read', GRANT_MSG.inState('Lagos'))]);
    const email = await app.request('PUT', `/api/user/${target.id}`, { token: desk, body: { firstName: 'Test', lastName: 'Admin', email: 'taken-over@council.test' } });
    expect(email.status).toBe(403);
    expect((await app.request('GET', '/api/auth/profile', { token: target.token! })).status).toBe(200);
    expect((await app.db!.query('SELECT email FROM users WHERE id = $1', [target.id])).rows[0].email).toBe(target.email.toLowerCase());
    // A national admin holds all of it: the reset goes through.
    const national = await holder(roles.national());
    expect((await app.request('POST', `/api/user/${target.id}/reset-password`, { token: national, body: { newPassword: 'Reset-By-Peer-1a' } })).status).toBe(200);
  });

  it('a state reader sees the users whose roles lie in its states only', async () => {
    const lagosUser = await createAdmin(app, { roles: roles.state(['Lagos']), login: false });
    const kanoUser = await createAdmin(app, { roles: roles.state(['Kano']), login: false });
    const stateAuditor = await holder([{ type: 'auditor', level: 'state', assignedStates: ['Lagos'] }]);
    const list = await app.request('GET', '/api/user/all?limit=100', { token: stateAuditor });
    expect(list.status).toBe(200);
    const emails = (list.body.data as Array<{ email: string; roles: UserRole[] }>).map((u) => u.email);
    expect(emails).toContain(lagosUser.email.toLowerCase());
    expect(emails).not.toContain(kanoUser.email.toLowerCase());
    expect(emails).not.toContain(app.superAdmin.email);
    for (const user of list.body.data as Array<{ roles: UserRole[] }>) {
      expect(user.roles.every((r) => r.level === 'state' && r.assignedStates.every((s) => s === 'Lagos'))).toBe(true);
    }
    expect((await app.request('GET', `/api/user/${kanoUser.id}`, { token: stateAuditor })).status).toBe(404);
    expect((await app.request('GET', `/api/user/${lagosUser.id}`, { token: stateAuditor })).status).toBe(200);
    const nationalAuditor = await holder([{ type: 'auditor', level: 'national', assignedStates: [] }]);
    expect(((await app.request('GET', '/api/user/all?limit=100', { token: nationalAuditor })).body.data as Array<{ email: string }>).map((u) => u.email)).toContain(app.superAdmin.email);
  });

  it('the whole-chain verification is for national readers and super admins only', async () => {
    const stateAuditor = await holder([{ type: 'auditor', level: 'state', assignedStates: ['Lagos'] }]);
    expect((await app.request('GET', '/api/audit/verify', { token: stateAuditor })).status).toBe(403);
    expect((await app.request('GET', '/api/audit/events', { token: stateAuditor })).status).toBe(200);
    const nationalAuditor = await holder([{ type: 'auditor', level: 'national', assignedStates: [] }]);
    const verified = await app.request('GET', '/api/audit/verify', { token: nationalAuditor });
    // (Centres seeded straight into the database by this file have no audit entries, so the answer's verdict is not the point here.)
    expect([verified.status, typeof verified.body.data.intact, typeof verified.body.data.checked]).toEqual([200, 'boolean', 'number']);
  });

  describe('background work an admin may ask for', () => {
    it('an evidence pack still being made answers a second request for the centre', async () => {
      const centre = await seedCentre(app, { state: 'Lagos' });
      // A pack another admin asked for, not made yet (a worker has not got to it).
      const { rows: [waiting] } = await app.db!.query(`INSERT INTO evidence_packs (centre_id, requested_by) VALUES ($1, NULL) RETURNING id`, [centre.id]);
      const answers = await Promise.all([1, 2, 3].map(() => app.request('POST', `/api/audit/evidence/${centre.id}`, { token: su })));
      expect(answers.map((r) => [r.status, r.body.data.packId])).toEqual([1, 2, 3].map(() => [202, waiting.id]));
      expect((await app.db!.query(`SELECT count(*)::int AS n FROM evidence_packs WHERE centre_id = $1`, [centre.id])).rows[0].n).toBe(1);
    });

    it('at most a few unfinished jobs per admin: evidence packs, bulk decisions, imports (429)', async () => {
      const admin = await createAdmin(app, { roles: roles.national() });
      const centres = await Promise.all([1, 2, 3, 4].map(() => seedCentre(app, { state: 'Lagos' })));
      // Three packs of this admin waiting, as a worker that has not got to them yet leaves them.
      for (const c of centres.slice(0, 3)) await app.db!.query(`INSERT INTO evidence_packs (centre_id, requested_by) VALUES ($1, $2)`, [c.id, admin.id]);
      const pack = await app.request('POST', `/api/audit/evidence/${centres[3]!.id}`, { token: admin.token! });
      expect([pack.status, pack.body.message]).toEqual([429, SESSION_MSG.tooManyJobsInFlight(3)]);
      await app.db!.query(`INSERT INTO bulk_action_jobs (created_by, action, text) VALUES ($1, 'query', 'x'), ($1, 'query', 'y')`, [admin.id]);
      const bulk = await app.request('POST', '/api/admin/schools/bulk-actions', { token: admin.token!, body: { action: 'query', ids: [centres[3]!.id], queryDetails: 'Busy' } });
      expect([bulk.status, bulk.body.message]).toEqual([429, SESSION_MSG.tooManyJobsInFlight(2)]);
      await app.db!.query(`INSERT INTO import_jobs (created_by, filename, stored_name) VALUES ($1, 'a.csv', 'a'), ($1, 'b.csv', 'b')`, [admin.id]);
      const upload = await app.request('POST', '/api/centre-registration/bulk-upload', { token: admin.token!, raw: csvForm() });
      expect(upload.status).toBe(429);
      // Another admin is not held up by this one's jobs.
      const other = await createAdmin(app, { roles: roles.national() });
      expect((await app.request('POST', `/api/audit/evidence/${centres[3]!.id}`, { token: other.token! })).status).toBe(202);
      expect((await app.db!.query(`SELECT count(*)::int AS n FROM bulk_action_jobs WHERE created_by = $1`, [admin.id])).rows[0].n).toBe(2);
    });

    it('"all matching" covers at most as many centres as a selection may (400 above)', async () => {
      await app.db!.query(
        `INSERT INTO centres (reference_number, centre_name, government_id, exam_body, ownership_type, status, source, admin_name, admin_email, admin_number, state, local_government, address)
         SELECT 'JAMB-2026-9' || lpad(g::text, 7, '0'), 'Bulk ' || g, 'RCBULK' || g, 'JAMB', 'Private Institution', 'pending', 'public', 'Ada Obi', 'bulk' || g || '@school.test', '+2348012345678', 'Oyo', 'Ibadan North', '1 Road'
           FROM generate_series(1, 10001) g`,
      );
      const res = await app.request('POST', '/api/admin/schools/bulk-actions', { token: su, body: { action: 'query', filter: { state: 'Oyo' }, queryDetails: 'All of them' } });
      expect([res.status, res.body.errors?.[0]?.msg]).toEqual([400, SESSION_MSG.tooManyBulkTargets(10_000)]);
      expect((await app.db!.query(`SELECT count(*)::int AS n FROM bulk_action_jobs WHERE text = 'All of them'`)).rows[0].n).toBe(0);
    }, 60_000);
  });
});
