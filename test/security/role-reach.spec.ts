import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GRANT_MSG, MSG, type Permission, type UserRole } from '#contracts';
import { seedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Red-team pass 3 (docs/SECURITY.md): a role edit reaches every holder of the role, so it is a grant
 * in every state those holders reach (DECISIONS §9); the accreditation configuration stays with super
 * admins (SPEC §6); auditor accounts are managed by super admins only (DECISIONS §4).
 */
describe('security: what a role edit reaches, super-admin-only power, auditor accounts', () => {
  let app: TestApp;
  let su: string;

  const role = async (name: string, permissions: readonly Permission[] | null) => {
    const res = await app.request('POST', '/api/roles', { token: su, body: { roleName: name, displayName: name, description: 'Reach test', category: 'technical', ...(permissions ? { permissions } : {}) } });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };
  const holder = async (held: UserRole[]) => createAdmin(app, { roles: held });
  const edit = (token: string, id: string, permissions: readonly Permission[]) =>
    app.request('PUT', `/api/roles/${id}`, { token, body: { displayName: 'Edited', description: 'Reach test', permissions } });

  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
    await role('role_desk', ['roles.read', 'roles.manage']);
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  it('a role manager reviewing in Lagos only cannot give review to a role held nationally, so its holder approves no Kano centre', async () => {
    const reader = await role('reader', ['centres.read']);
    const nationalReader = await holder([{ type: 'reader', level: 'national', assignedStates: [] }]);
    const rmgr = await holder([{ type: 'role_desk', level: 'national', assignedStates: [] }, ...roles.state(['Lagos'])]);
    const widened = await edit(rmgr.token!, reader, ['centres.read', 'centres.review']);
    expect([widened.status, widened.body.success, widened.body.message]).toEqual([403, false, GRANT_MSG.cannotWidenRole('centres.review', GRANT_MSG.everywhere)]);
    expect((await app.db!.query(`SELECT permissions FROM system_roles WHERE role_name = 'reader'`)).rows[0].permissions).toEqual(['centres.read']);
    const kano = await seedCentre(app, { status: 'pending', state: 'Kano', localGovernment: 'Fagge' });
    const approve = await app.request('PUT', `/api/admin/schools/${kano.id}/approve`, { token: nationalReader.token!, body: {} });
    expect(approve.status).toBe(403);
    expect((await app.db!.query('SELECT status FROM centres WHERE id = $1', [kano.id])).rows[0].status).toBe('pending');
  });

  it('the editor must hold the permission in every state any holder of the role reaches; within them the edit goes through', async () => {
    const desk = await role('lagos_desk', ['centres.read']);
    await holder([{ type: 'lagos_desk', level: 'state', assignedStates: ['Lagos'] }]);
    const rmgr = await holder([{ type: 'role_desk', level: 'national', assignedStates: [] }, ...roles.state(['Lagos'])]);
    expect((await edit(rmgr.token!, desk, ['centres.read', 'centres.review'])).status).toBe(200);
    // A second holder in Lagos and Kano: review cannot reach Kano through a later edit either.
    const other = await role('kano_desk', ['centres.read']);
    await holder([{ type: 'kano_desk', level: 'state', assignedStates: ['Lagos', 'Kano'] }]);
    const widened = await edit(rmgr.token!, other, ['centres.read', 'centres.review']);
    expect([widened.status, widened.body.message]).toEqual([403, GRANT_MSG.cannotWidenRole('centres.review', GRANT_MSG.inState('Kano'))]);
    // Assigning the widened Lagos role in Kano later is a grant of review in Kano: refused to a Lagos-only granter.
    await role('lagos_users', ['users.read', 'users.manage']);
    const granter = await holder([{ type: 'lagos_users', level: 'national', assignedStates: [] }, ...roles.state(['Lagos']), { type: 'lagos_desk', level: 'state', assignedStates: ['Lagos'] }]);
    const made = await app.request('POST', '/api/user', {
      token: granter.token!,
      body: { firstName: 'Kano', lastName: 'Desk', email: `kano-desk-${Date.now()}@council.test`, password: 'Admin-Pass1', gender: 'FEMALE', roles: [{ type: 'lagos_desk', level: 'state', assignedStates: ['Kano'] }] },
    });
    expect([made.status, made.body.message]).toEqual([403, GRANT_MSG.cannotGrantScope('centres.read', GRANT_MSG.inState('Kano'))]);
  });

  it('nobody gives accreditation.configure to a role, and a stored list carrying it opens no configuration', async () => {
    const created = await app.request('POST', '/api/roles', { token: su, body: { roleName: 'configurer', displayName: 'Configurer', description: 'x', category: 'technical', permissions: ['accreditation.read', 'accreditation.configure'] } });
    expect([created.status, created.body.success, created.body.message]).toEqual([400, false, GRANT_MSG.superAdminOnlyPermission('accreditation.configure')]);
    const custom = await role('config_reader', ['accreditation.read']);
    const edited = await edit(su, custom, ['accreditation.read', 'accreditation.configure']);
    expect([edited.status, edited.body.message]).toEqual([400, GRANT_MSG.superAdminOnlyPermission('accreditation.configure')]);
    const auditor = ((await app.request('GET', '/api/roles', { token: su })).body.data as Array<{ id: string; roleName: string; permissions: Permission[] }>).find((r) => r.roleName === 'auditor')!;
    const system = await edit(su, auditor.id, [...auditor.permissions, 'accreditation.configure']);
    expect(system.status).toBe(400);
    expect((await app.db!.query(`SELECT count(*)::int AS n FROM system_roles WHERE 'accreditation.configure' = ANY(permissions)`)).rows[0].n).toBe(0);
    // A list written before this rule: its holders still cannot change the configuration.
    await app.db!.query(`UPDATE system_roles SET permissions = ARRAY['accreditation.read', 'accreditation.configure'] WHERE role_name = 'config_reader'`);
    const old = await holder([{ type: 'config_reader', level: 'national', assignedStates: [] }]);
    const profile = await app.request('GET', '/api/auth/profile', { token: old.token! });
    expect(profile.body.data.permissions).not.toContain('accreditation.configure');
    const save = await app.request('POST', '/api/accreditation/config', { token: old.token!, body: {} });
    expect([save.status, save.body.message]).toEqual([403, MSG.onlySuperAdminConfig]);
  });

  it("a national admin manages no auditor's account: password, email, roles, deactivation", async () => {
    const national = (await holder(roles.national())).token!;
    const auditor = await holder([{ type: 'auditor', level: 'state', assignedStates: ['Lagos'] }]);
    const refused = [403, GRANT_MSG.onlySuperAdminManagesAuditors];
    const reset = await app.request('POST', `/api/user/${auditor.id}/reset-password`, { token: national, body: { newPassword: 'Taken-Over-1a' } });
    expect([reset.status, reset.body.message]).toEqual(refused);
    const email = await app.request('PUT', `/api/user/${auditor.id}`, { token: national, body: { firstName: 'Test', lastName: 'Admin', email: 'audit-takeover@council.test' } });
    expect([email.status, email.body.message]).toEqual(refused);
    const addRole = await app.request('POST', `/api/user/${auditor.id}/roles`, { token: national, body: { role: 'admin', level: 'state', assignedStates: ['Lagos'] } });
    expect([addRole.status, addRole.body.message]).toEqual(refused);
    const off = await app.request('POST', `/api/user/${auditor.id}/deactivate`, { token: national, body: {} });
    expect([off.status, off.body.message]).toEqual(refused);
    // Nor makes an auditor of someone it manages.
    const staff = await holder(roles.state(['Lagos']));
    const made = await app.request('POST', `/api/user/${staff.id}/roles`, { token: national, body: { role: 'auditor', level: 'state', assignedStates: ['Lagos'] } });
    expect([made.status, made.body.message]).toEqual(refused);
    expect((await app.request('GET', '/api/auth/profile', { token: auditor.token! })).status).toBe(200);
    expect((await app.db!.query('SELECT email, roles FROM users WHERE id = $1', [auditor.id])).rows[0]).toEqual({ email: auditor.email.toLowerCase(), roles: [{ type: 'auditor', level: 'state', assignedStates: ['Lagos'] }] });
    // The super admin does.
    expect((await app.request('POST', `/api/user/${auditor.id}/reset-password`, { token: su, body: { newPassword: 'Reset-By-Super-1a' } })).status).toBe(200);
  });
});
