import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { createAdmin, createRole, recordResponses, registerAccount, roles, superAdminToken, uniqueEmail, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const body = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Amina',
  lastName: 'Bello',
  email: uniqueEmail('u'),
  password: 'Start-Pass1',
  gender: 'FEMALE',
  ...overrides,
});

describe('user and role management', () => {
  let app: TestApp;
  let su: string;
  let responses: ReturnType<typeof recordResponses>;
  beforeAll(async () => {
    app = await startTestApp();
    responses = recordResponses(app);
    su = await superAdminToken(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('create', () => {
    it('accepts the legacy single-role body and answers both forms', async () => {
      const res = await app.request('POST', '/api/user', { token: su, body: body({ role: 'admin', adminLevel: 'state', assignedState: 'lagos' }) });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(MSG.userCreated);
      expect(res.body.data).toMatchObject({
        role: 'admin',
        adminLevel: 'state',
        assignedState: 'Lagos',
        roles: [{ type: 'admin', level: 'state', assignedStates: ['Lagos'] }],
        isSuperAdmin: false,
        isActive: true,
        shouldResetPassword: true,
        gender: 'FEMALE',
      });
      expect(res.body.data._id).toBe(res.body.data.id);
    });

    it('accepts the multi-role body with canonical states', async () => {
      const reviewer = await createRole(app, 'reviewer_create');
      const res = await app.request('POST', '/api/user', {
        token: su,
        body: body({
          roles: [
            { type: 'admin', level: 'state', assignedStates: ['Abuja', 'Kano'] },
            { type: reviewer.roleName, level: 'national', assignedStates: ['Oyo'] },
          ],
        }),
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        role: 'admin',
        adminLevel: 'national',
        assignedState: 'FCT',
        roles: [
          { type: 'admin', level: 'state', assignedStates: ['FCT', 'Kano'] },
          { type: reviewer.roleName, level: 'national', assignedStates: [] },
        ],
      });
    });

    it('gives the SPEC messages for missing fields and bad roles', async () => {
      const empty = await app.request('POST', '/api/user', { token: su, body: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual([
        { path: 'firstName', msg: MSG.firstNameRequired },
        { path: 'lastName', msg: MSG.lastNameRequired },
        { path: 'email', msg: MSG.emailRequired },
        // DECISIONS §10: no password makes the account an invitation (test/identity/staff-invitations.e2e.spec.ts).
      ]);
      const short = await app.request('POST', '/api/user', { token: su, body: body({ password: '12345', roles: roles.national() }) });
      expect(short.body.errors).toEqual([{ path: 'password', msg: MSG.passwordMin6 }]);

      const cases: Array<[Record<string, unknown>, string]> = [
        [{}, MSG.atLeastOneRole],
        [{ roles: [] }, MSG.atLeastOneRole],
        [{ roles: [{ type: 'admin', level: 'national' }, { type: 'admin', level: 'state', assignedStates: [] }] }, MSG.stateRoleNeedsState(2)],
        [{ role: 'admin', adminLevel: 'state' }, MSG.stateAdminNeedsState],
        [{ roles: [{ type: 'no_such_role', level: 'national' }] }, MSG.roleNotActive(1, 'no_such_role')],
        [{ role: 'admin', adminLevel: 'state', assignedState: 'Gotham' }, MSG.legacyUnknownState('Gotham')],
      ];
      for (const [roleFields, message] of cases) {
        const res = await app.request('POST', '/api/user', { token: su, body: body(roleFields) });
        expect([res.status, res.body.message]).toEqual([400, message]);
      }
    });

    it('refuses a second account with the same email, in any case', async () => {
      const first = body({ roles: roles.state(['Ogun']) });
      expect((await app.request('POST', '/api/user', { token: su, body: first })).status).toBe(201);
      const again = await app.request('POST', '/api/user', { token: su, body: { ...first, email: first.email.toUpperCase() } });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(MSG.emailTaken);
    });
  });

  describe('list', () => {
    it('pages newest first with the pagination block', async () => {
      for (let i = 0; i < 3; i += 1) await app.request('POST', '/api/user', { token: su, body: body({ firstName: `Page${i}`, roles: roles.state(['Osun']) }) });
      const first = await app.request('GET', '/api/user/all?page=1&limit=2', { token: su });
      expect(first.status).toBe(200);
      expect(first.body.data.map((u: { firstName: string }) => u.firstName)).toEqual(['Page2', 'Page1']);
      const total = first.body.pagination.totalUsers as number;
      expect(first.body.pagination).toEqual({ page: 1, limit: 2, totalUsers: total, totalPages: Math.ceil(total / 2) });
      const second = await app.request('GET', '/api/user/all?page=2&limit=2', { token: su });
      expect(second.body.data[0].firstName).toBe('Page0');

      expect((await app.request('GET', '/api/user/all', { token: su })).body.pagination.limit).toBe(10);
      expect((await app.request('GET', '/api/user/all?limit=500', { token: su })).body.pagination.limit).toBe(100);
      expect((await app.request('GET', '/api/user/all?limit=abc&page=-3', { token: su })).body.pagination).toMatchObject({ page: 1, limit: 10 });
      const all = await app.request('GET', '/api/user/all?limit=100', { token: su });
      expect(all.body.data.length).toBe(total);
    });

    it('reads one user by id, as the list shows it; an unknown or malformed id is 404', async () => {
      const listed = (await app.request('GET', '/api/user/all?limit=1', { token: su })).body.data[0];
      const one = await app.request('GET', `/api/user/${listed.id}`, { token: su });
      expect([one.status, one.body.data]).toEqual([200, listed]);
      expect(one.body.data).not.toHaveProperty('passwordHash');
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'%20OR%20'1'='1"]) {
        const missing = await app.request('GET', `/api/user/${id}`, { token: su });
        expect([missing.status, missing.body.message]).toEqual([404, MSG.userNotFound]);
      }
      // 'all' stays the list, not a user called "all".
      expect(Array.isArray((await app.request('GET', '/api/user/all', { token: su })).body.data)).toBe(true);
    });
  });

  describe('edit', () => {
    it('changes names, email and roles, ignoring a password', async () => {
      const target = await createAdmin(app, { roles: roles.state(['Kano']) });
      const before = await app.db!.query('SELECT password_hash FROM users WHERE id = $1', [target.id]);
      const newEmail = uniqueEmail('edited');
      const res = await app.request('PUT', `/api/user/${target.id}`, {
        token: su,
        body: { firstName: 'Edited', lastName: 'Name', email: newEmail, password: 'Sneaky-Pass1', role: 'admin', adminLevel: 'state', assignedState: 'Kaduna' },
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(MSG.userUpdated);
      expect(res.body.data).toMatchObject({ firstName: 'Edited', email: newEmail, assignedState: 'Kaduna', roles: [{ type: 'admin', level: 'state', assignedStates: ['Kaduna'] }] });
      const after = await app.db!.query('SELECT password_hash FROM users WHERE id = $1', [target.id]);
      expect(after.rows[0].password_hash).toBe(before.rows[0].password_hash);
      // Kano was taken away: the user's old session ends.
      expect((await app.request('GET', '/api/auth/profile', { token: target.token! })).status).toBe(401);

      // Without role fields the roles stay; a wider state list keeps the session.
      const token = await app.login(newEmail, target.password);
      const keep = await app.request('PUT', `/api/user/${target.id}`, { token: su, body: { firstName: 'Kept', lastName: 'Roles', email: newEmail } });
      expect(keep.body.data.roles).toEqual([{ type: 'admin', level: 'state', assignedStates: ['Kaduna'] }]);
      const widen = await app.request('PUT', `/api/user/${target.id}`, {
        token: su,
        body: { firstName: 'Kept', lastName: 'Roles', email: newEmail, roles: [{ type: 'admin', level: 'state', assignedStates: ['Kaduna', 'Kano'] }] },
      });
      expect(widen.status).toBe(200);
      expect((await app.request('GET', '/api/auth/profile', { token })).status).toBe(200);
    });

    it('refuses a taken email and unknown ids', async () => {
      const a = await createAdmin(app, { login: false });
      const b = await createAdmin(app, { login: false });
      const taken = await app.request('PUT', `/api/user/${a.id}`, { token: su, body: { firstName: 'A', lastName: 'B', email: b.email } });
      expect(taken.status).toBe(409);
      const missing = await app.request('PUT', '/api/user/00000000-0000-4000-8000-000000000000', { token: su, body: { firstName: 'A', lastName: 'B', email: uniqueEmail() } });
      expect([missing.status, missing.body.message]).toEqual([404, MSG.userNotFound]);
      expect((await app.request('PUT', '/api/user/not-a-uuid', { token: su, body: { firstName: 'A', lastName: 'B', email: uniqueEmail() } })).status).toBe(404);
    });

    it('keeps the last super admin', async () => {
      const { rows } = await app.db!.query('SELECT id FROM users WHERE email = $1', [app.superAdmin.email]);
      const superId = rows[0].id as string;
      const demote = await app.request('PUT', `/api/user/${superId}`, {
        token: su,
        body: { firstName: 'Super', lastName: 'Admin', email: app.superAdmin.email, roles: roles.national() },
      });
      expect([demote.status, demote.body.message]).toEqual([409, MSG.lastSuperAdmin]);

      const second = await createAdmin(app, { roles: [...roles.superAdmin(), ...roles.national()] });
      const removed = await app.request('DELETE', `/api/user/${second.id}/roles/superadmin`, { token: su });
      expect(removed.status).toBe(200);
      expect(removed.body.data).toMatchObject({ isSuperAdmin: false, roles: roles.national() });
      expect((await app.request('GET', '/api/auth/profile', { token: second.token! })).status).toBe(401);
    });
  });

  describe('password reset by an admin', () => {
    it('sets a password the user must change, ending their sessions', async () => {
      const target = await createAdmin(app, { roles: roles.state(['Benue']) });
      const short = await app.request('POST', `/api/user/${target.id}/reset-password`, { token: su, body: { newPassword: '12345' } });
      expect(short.body.errors).toEqual([{ path: 'newPassword', msg: MSG.passwordMin6Long }]);
      const res = await app.request('POST', `/api/user/${target.id}/reset-password`, { token: su, body: { newPassword: 'Temp-Pass1' } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(MSG.passwordResetFor(target.email));
      expect((await app.request('GET', '/api/auth/profile', { token: target.token! })).status).toBe(401);
      const login = await app.request('POST', '/api/auth/login', { body: { email: target.email, password: 'Temp-Pass1' } });
      expect(login.body.data.shouldResetPassword).toBe(true);
    });
  });

  describe('roles of a user', () => {
    it('adds and removes role types, never the last one', async () => {
      const reviewer = await createRole(app, 'reviewer_user');
      const target = await createAdmin(app, { roles: roles.state(['Delta']) });
      const added = await app.request('POST', `/api/user/${target.id}/roles`, { token: su, body: { role: reviewer.roleName } });
      expect(added.status).toBe(200);
      expect(added.body.data.roles).toEqual([
        { type: 'admin', level: 'state', assignedStates: ['Delta'] },
        { type: reviewer.roleName, level: 'state', assignedStates: ['Delta'] },
      ]);
      expect((await app.request('GET', '/api/auth/profile', { token: target.token! })).status).toBe(200);
      expect((await app.request('POST', `/api/user/${target.id}/roles`, { token: su, body: { role: reviewer.roleName } })).status).toBe(409);
      const inactive = await app.request('POST', `/api/user/${target.id}/roles`, { token: su, body: { role: 'ghost', level: 'national' } });
      expect([inactive.status, inactive.body.errors]).toEqual([400, [{ path: 'role', msg: '"ghost" is not an active role' }]]);

      const removed = await app.request('DELETE', `/api/user/${target.id}/roles/admin`, { token: su });
      expect(removed.status).toBe(200);
      expect(removed.body.data.roles).toEqual([{ type: reviewer.roleName, level: 'state', assignedStates: ['Delta'] }]);
      expect((await app.request('GET', '/api/auth/profile', { token: target.token! })).status).toBe(401);
      const last = await app.request('DELETE', `/api/user/${target.id}/roles/${reviewer.roleName}`, { token: su });
      expect([last.status, last.body.message]).toEqual([409, MSG.lastRoleCannotBeRemoved]);
      expect((await app.request('DELETE', `/api/user/${target.id}/roles/admin`, { token: su })).status).toBe(404);
    });
  });

  describe('delete', () => {
    it('hides the account, frees the email, and protects super admins and oneself', async () => {
      const target = await createAdmin(app, { roles: roles.state(['Imo']) });
      const res = await app.request('DELETE', `/api/user/${target.id}`, { token: su });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(MSG.userDeleted);
      const list = await app.request('GET', '/api/user/all?limit=100', { token: su });
      expect(list.body.data.some((u: { id: string }) => u.id === target.id)).toBe(false);
      expect((await app.request('GET', '/api/auth/profile', { token: target.token! })).status).toBe(401);
      expect((await app.request('DELETE', `/api/user/${target.id}`, { token: su })).status).toBe(404);
      const again = await app.request('POST', '/api/user', { token: su, body: body({ email: target.email, roles: roles.state(['Imo']) }) });
      expect(again.status).toBe(201);

      const { rows } = await app.db!.query('SELECT id FROM users WHERE email = $1', [app.superAdmin.email]);
      const superDel = await app.request('DELETE', `/api/user/${rows[0].id}`, { token: su });
      expect([superDel.status, superDel.body.message]).toEqual([403, MSG.superAdminCannotBeDeleted]);

      const national = await createAdmin(app, { roles: roles.national() });
      const self = await app.request('DELETE', `/api/user/${national.id}`, { token: national.token! });
      expect([self.status, self.body.message]).toEqual([403, MSG.cannotDeleteSelf]);
    });
  });

  describe('a national admin', () => {
    let national: CreatedAdmin;
    beforeAll(async () => {
      national = await createAdmin(app, { roles: roles.national() });
    });

    it('creates and manages state-level users only, with role types they hold', async () => {
      const ok = await app.request('POST', '/api/user', { token: national.token!, body: body({ role: 'admin', adminLevel: 'state', assignedState: 'Sokoto' }) });
      expect(ok.status).toBe(201);
      const id = ok.body.data.id as string;
      const promote = await app.request('PUT', `/api/user/${id}`, {
        token: national.token!,
        body: { firstName: 'A', lastName: 'B', email: ok.body.data.email, role: 'admin', adminLevel: 'national' },
      });
      expect([promote.status, promote.body.message]).toEqual([403, MSG.onlySuperAdminManagesElevated]);
      const reviewer = await createRole(app, 'reviewer_national');
      const unheld = await app.request('POST', `/api/user/${id}/roles`, { token: national.token!, body: { role: reviewer.roleName } });
      expect([unheld.status, unheld.body.message]).toEqual([403, MSG.cannotGrantUnheldRole(reviewer.roleName)]);
      expect((await app.request('POST', `/api/user/${id}/reset-password`, { token: national.token!, body: { newPassword: 'Temp-Pass1' } })).status).toBe(200);
      expect((await app.request('DELETE', `/api/user/${id}`, { token: national.token! })).status).toBe(200);
    });

    it('leaves the first role of a self-registered account to a super admin', async () => {
      const account = await registerAccount(app);
      const grant = { role: 'admin', level: 'state', assignedStates: ['Kebbi'] };
      const refused = await app.request('POST', `/api/user/${account.id}/roles`, { token: national.token!, body: grant });
      expect([refused.status, refused.body.message]).toEqual([403, MSG.onlySuperAdminGrantsFirstRole]);
      const granted = await app.request('POST', `/api/user/${account.id}/roles`, { token: su, body: grant });
      expect(granted.status).toBe(200);
      const profile = await app.request('GET', '/api/auth/profile', { token: account.token! });
      expect(profile.body.data).toMatchObject({ level: 'state', assignedStates: ['Kebbi'], roles: [{ type: 'admin', level: 'state', assignedStates: ['Kebbi'] }] });
      expect((await app.request('GET', '/api/roles', { token: account.token! })).status).toBe(200);
    });
  });

  describe('system roles', () => {
    it('creates a role with a lower-case name and lists it', async () => {
      const res = await app.request('POST', '/api/roles', {
        token: su,
        body: { roleName: 'Exam_Officer', displayName: 'Exam officer', description: 'Runs exam days', category: 'management' },
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(MSG.roleCreated);
      expect(Object.keys(res.body.data).sort()).toEqual(['_id', 'category', 'createdAt', 'description', 'displayName', 'id', 'isActive', 'isSystem', 'permissions', 'roleName']);
      expect(res.body.data).toMatchObject({ roleName: 'exam_officer', category: 'management', isSystem: false, isActive: true });

      const list = await app.request('GET', '/api/roles', { token: su });
      expect(list.body.data.map((r: { roleName: string }) => r.roleName)).toEqual(expect.arrayContaining(['superadmin', 'admin', 'exam_officer']));
      const names = await app.request('GET', '/api/roles/active-names', { token: su });
      expect(names.body.data).toEqual(expect.arrayContaining([{ value: 'exam_officer', label: 'Exam officer', category: 'management' }]));

      const dup = await app.request('POST', '/api/roles', { token: su, body: { roleName: 'EXAM_OFFICER', displayName: 'Again', description: 'Again' } });
      expect([dup.status, dup.body.message]).toEqual([409, MSG.roleNameTaken]);
      // An expected conflict is its 409: no error line with its SQL buries the real errors (this app logs from warn up).
      expect(app.output()).not.toMatch(/duplicate key|INSERT INTO "system_roles"/);
    });

    it('checks the role fields', async () => {
      const empty = await app.request('POST', '/api/roles', { token: su, body: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual([
        { path: 'roleName', msg: MSG.roleNameRequired },
        { path: 'displayName', msg: MSG.roleDisplayAndDescriptionRequired },
        { path: 'description', msg: MSG.roleDisplayAndDescriptionRequired },
      ]);
      const bad = await app.request('POST', '/api/roles', { token: su, body: { roleName: 'exam officer!', displayName: 'D', description: 'D', category: 'cooking' } });
      expect(bad.body.errors).toEqual([
        { path: 'roleName', msg: MSG.roleNameInvalid },
        { path: 'category', msg: MSG.roleCategoryInvalid },
      ]);
    });

    it('edits a role but never its name, and protects system roles', async () => {
      const role = await createRole(app, 'editable_role');
      const res = await app.request('PUT', `/api/roles/${role.id}`, {
        token: su,
        body: { roleName: 'renamed', displayName: 'Editable', description: 'Changed', category: 'specialized' },
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(MSG.roleUpdated);
      expect(res.body.data).toMatchObject({ roleName: 'editable_role', displayName: 'Editable', description: 'Changed', category: 'specialized' });
      const missing = await app.request('PUT', `/api/roles/${role.id}`, { token: su, body: { displayName: '', description: 'x' } });
      expect(missing.body.errors).toEqual([{ path: 'displayName', msg: MSG.roleDisplayAndDescriptionRequired }]);

      const roleList = await app.request('GET', '/api/roles', { token: su });
      const admin = roleList.body.data.find((r: { roleName: string }) => r.roleName === 'admin');
      const del = await app.request('DELETE', `/api/roles/${admin.id}`, { token: su });
      expect([del.status, del.body.message]).toEqual([403, MSG.systemRolesCannotBeDeleted]);
      const recategorise = await app.request('PUT', `/api/roles/${admin.id}`, { token: su, body: { displayName: 'Admin', description: 'Admin', category: 'technical' } });
      expect(recategorise.status).toBe(400);
      const rename = await app.request('PUT', `/api/roles/${admin.id}`, { token: su, body: { displayName: 'Administrator', description: 'Reviews centres' } });
      expect(rename.status).toBe(200);
      expect((await app.request('DELETE', '/api/roles/00000000-0000-4000-8000-000000000000', { token: su })).status).toBe(404);
    });

    it('deactivates a role: its holders lose access within seconds, and it can come back', async () => {
      const role = await createRole(app, 'short_lived');
      const holder = await createAdmin(app, { roles: [{ type: role.roleName, level: 'state', assignedStates: ['Niger'] }] });
      expect((await app.request('GET', '/api/roles', { token: holder.token! })).status).toBe(200);

      const res = await app.request('DELETE', `/api/roles/${role.id}`, { token: su });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(MSG.roleDeactivated);
      expect(res.body.data.isActive).toBe(false);

      const deadline = Date.now() + 8000;
      let status = 0;
      while (Date.now() < deadline) {
        status = (await app.request('GET', '/api/roles', { token: holder.token! })).status;
        if (status === 403) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe(403);
      expect((await app.request('GET', '/api/auth/profile', { token: holder.token! })).body.data.level).toBeNull();

      const active = await app.request('GET', '/api/roles', { token: su });
      expect(active.body.data.some((r: { id: string }) => r.id === role.id)).toBe(false);
      const all = await app.request('GET', '/api/roles?includeInactive=true', { token: su });
      expect(all.body.data.find((r: { id: string }) => r.id === role.id)).toMatchObject({ isActive: false });
      const names = await app.request('GET', '/api/roles/active-names', { token: su });
      expect(names.body.data.some((o: { value: string }) => o.value === role.roleName)).toBe(false);
      const grant = await app.request('POST', '/api/user', { token: su, body: body({ roles: [{ type: role.roleName, level: 'national' }] }) });
      expect(grant.status).toBe(400);

      const back = await app.request('PUT', `/api/roles/${role.id}`, { token: su, body: { displayName: role.displayName, description: role.description, isActive: true } });
      expect(back.body.data.isActive).toBe(true);
      expect((await app.request('GET', '/api/roles', { token: holder.token! })).status).toBe(200);
    });
  });

  it('creates a super admin from the command line, refusing a duplicate or a short password', async () => {
    const cli = join(dirname(fileURLToPath(import.meta.url)), '../../dist/apps/api/src/cli.js');
    const env = { PATH: process.env.PATH ?? '', DATABASE_URL: app.env.DATABASE_URL!, DATA_DIR: app.env.DATA_DIR!, LOG_LEVEL: 'warn' };
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, [cli, 'create-superadmin', ...args], { env }).then(
        (r) => ({ code: 0, out: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
      );
    const email = uniqueEmail('cli');
    const created = await run(email.toUpperCase(), 'Cli-Super-Pass1', 'Ops', 'Person');
    expect(created).toMatchObject({ code: 0 });
    const login = await app.request('POST', '/api/auth/login', { body: { email, password: 'Cli-Super-Pass1' } });
    expect(login.body.data).toMatchObject({ shouldResetPassword: false, user: { isSuperAdmin: true, firstName: 'Ops', lastName: 'Person' } });

    const duplicate = await run(email, 'Cli-Super-Pass1');
    expect(duplicate.code).not.toBe(0);
    expect(duplicate.out).toContain(MSG.emailTaken);
    const short = await run(uniqueEmail('cli'), 'short');
    expect(short.code).not.toBe(0);
    expect(short.out).toContain(MSG.passwordMin8);
  }, 120_000); // three command-line runs, each starting the portal's modules

  it('answers malformed bodies and ids with a 4xx, never a 5xx', async () => {
    const target = await createAdmin(app, { login: false });
    const role = await createRole(app, 'fuzzed_role');
    const weird: unknown[] = [null, 5, 'text', [], { roles: [null, 5, 'x', { type: 5, level: [], assignedStates: 'Lagos' }] }, { email: 5, firstName: {}, gender: 'X', role: [], adminLevel: 7, assignedState: {} }];
    const calls: Array<[string, string]> = [
      ['POST', '/api/user'],
      ['PUT', `/api/user/${target.id}`],
      ['POST', `/api/user/${target.id}/reset-password`],
      ['POST', `/api/user/${target.id}/roles`],
      ['POST', '/api/roles'],
      ['PUT', `/api/roles/${role.id}`],
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/register'],
      ['POST', '/api/auth/reset-password'],
      ['POST', '/api/auth/change-password'],
      ['PUT', '/api/user/%00'],
      ['DELETE', `/api/user/${target.id}/roles/%27%3B--`],
    ];
    for (const [method, path] of calls) {
      for (const payload of weird) {
        const res = await app.request(method, path, { token: su, body: payload });
        expect([method, path, res.status < 500]).toEqual([method, path, true]);
        expect(res.body.success).toBe(false);
      }
    }
  });

  it('documents every identity route in the OpenAPI document', async () => {
    const doc = await app.request('GET', '/api/docs-json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/register',
        '/api/auth/profile',
        '/api/auth/forgot-password',
        '/api/auth/validate-reset-token',
        '/api/auth/reset-password',
        '/api/auth/reset-password-login',
        '/api/auth/change-password',
        '/api/user/all',
        '/api/user',
        '/api/user/{id}',
        '/api/user/{id}/reset-password',
        '/api/user/{id}/roles',
        '/api/user/{id}/roles/{role}',
        '/api/roles',
        '/api/roles/active-names',
        '/api/roles/{id}',
      ]),
    );
  });

  it('never answered with a password hash', () => {
    expect(responses.texts.length).toBeGreaterThan(50);
    expect(responses.secrets()).toEqual([]);
    // Nothing reached the exception filter as an unexpected (5xx) failure.
    expect(app.output()).not.toMatch(/ failed \[/);
  });
});
