import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { UserRole } from '#contracts';
import { createAdmin, createRole, recordResponses, registerAccount, roles, superAdminToken, uniqueEmail } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Who may call which identity endpoint (DECISIONS §4). Each row is one endpoint and target; the
 * columns are the callers; every cell gets fresh targets, so a cell never depends on another.
 */
const CALLERS = ['anonymous', 'no-role', 'state', 'national', 'super'] as const;
type Caller = (typeof CALLERS)[number];

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

interface Row {
  name: string;
  call: () => Promise<Call>;
  expected: Record<Caller, number>;
}

const codes = (anonymous: number, noRole: number, state: number, national: number, superAdmin: number): Record<Caller, number> => ({
  anonymous,
  'no-role': noRole,
  state,
  national,
  super: superAdmin,
});

describe('identity permission matrix', () => {
  let app: TestApp;
  let responses: ReturnType<typeof recordResponses>;
  const tokens = {} as Record<Caller, string | undefined>;
  let reviewer: string;
  let superId: string;

  const userBody = (userRoles: UserRole[]) => ({ firstName: 'Matrix', lastName: 'Cell', email: uniqueEmail('cell'), password: 'Cell-Pass1', gender: 'MALE', roles: userRoles });
  const target = async (userRoles: UserRole[]) => (await createAdmin(app, { roles: userRoles, login: false })).id;
  const stateRoles = () => roles.state(['Kogi']);
  const role = async () => (await createRole(app, `cell_${randomBytes(4).toString('hex')}`)).id;

  const ROWS: Row[] = [
    { name: 'GET /user/all', call: async () => ({ method: 'GET', path: '/api/user/all' }), expected: codes(401, 403, 403, 200, 200) },
    { name: 'POST /user (state level)', call: async () => ({ method: 'POST', path: '/api/user', body: userBody(stateRoles()) }), expected: codes(401, 403, 403, 201, 201) },
    { name: 'POST /user (national)', call: async () => ({ method: 'POST', path: '/api/user', body: userBody(roles.national()) }), expected: codes(401, 403, 403, 403, 201) },
    { name: 'POST /user (super admin)', call: async () => ({ method: 'POST', path: '/api/user', body: userBody(roles.superAdmin()) }), expected: codes(401, 403, 403, 403, 201) },
    {
      name: 'PUT /user/{state user}',
      call: async () => ({ method: 'PUT', path: `/api/user/${await target(stateRoles())}`, body: { firstName: 'E', lastName: 'D', email: uniqueEmail('e') } }),
      expected: codes(401, 403, 403, 200, 200),
    },
    {
      name: 'PUT /user/{state user} made national',
      call: async () => ({ method: 'PUT', path: `/api/user/${await target(stateRoles())}`, body: { firstName: 'E', lastName: 'D', email: uniqueEmail('e'), roles: roles.national() } }),
      expected: codes(401, 403, 403, 403, 200),
    },
    {
      name: 'PUT /user/{national user}',
      call: async () => ({ method: 'PUT', path: `/api/user/${await target(roles.national())}`, body: { firstName: 'E', lastName: 'D', email: uniqueEmail('e') } }),
      expected: codes(401, 403, 403, 403, 200),
    },
    { name: 'DELETE /user/{state user}', call: async () => ({ method: 'DELETE', path: `/api/user/${await target(stateRoles())}` }), expected: codes(401, 403, 403, 200, 200) },
    { name: 'DELETE /user/{national user}', call: async () => ({ method: 'DELETE', path: `/api/user/${await target(roles.national())}` }), expected: codes(401, 403, 403, 403, 200) },
    { name: 'DELETE /user/{super admin}', call: async () => ({ method: 'DELETE', path: `/api/user/${superId}` }), expected: codes(401, 403, 403, 403, 403) },
    {
      name: 'POST /user/{state user}/reset-password',
      call: async () => ({ method: 'POST', path: `/api/user/${await target(stateRoles())}/reset-password`, body: { newPassword: 'Reset-Pass1' } }),
      expected: codes(401, 403, 403, 200, 200),
    },
    {
      name: 'POST /user/{national user}/reset-password',
      call: async () => ({ method: 'POST', path: `/api/user/${await target(roles.national())}/reset-password`, body: { newPassword: 'Reset-Pass1' } }),
      expected: codes(401, 403, 403, 403, 200),
    },
    {
      name: 'POST /user/{state user}/roles (state level)',
      call: async () => ({
        method: 'POST',
        path: `/api/user/${await target(roles.state(['Kogi'], reviewer))}/roles`,
        body: { role: 'admin', level: 'state', assignedStates: ['Kano'] },
      }),
      expected: codes(401, 403, 403, 200, 200),
    },
    {
      name: 'POST /user/{state user}/roles (national)',
      call: async () => ({ method: 'POST', path: `/api/user/${await target(roles.state(['Kogi'], reviewer))}/roles`, body: { role: 'admin', level: 'national' } }),
      expected: codes(401, 403, 403, 403, 200),
    },
    {
      name: 'POST /user/{self-registered}/roles (first role)',
      call: async () => ({
        method: 'POST',
        path: `/api/user/${(await registerAccount(app, { login: false })).id}/roles`,
        body: { role: 'admin', level: 'state', assignedStates: ['Kano'] },
      }),
      expected: codes(401, 403, 403, 403, 200),
    },
    {
      name: 'DELETE /user/{state user}/roles/{role}',
      call: async () => ({ method: 'DELETE', path: `/api/user/${await target([...stateRoles(), ...roles.state(['Kogi'], reviewer)])}/roles/${reviewer}` }),
      expected: codes(401, 403, 403, 200, 200),
    },
    {
      name: 'DELETE /user/{national user}/roles/{role}',
      call: async () => ({ method: 'DELETE', path: `/api/user/${await target([...roles.national(), ...roles.state(['Kogi'], reviewer)])}/roles/${reviewer}` }),
      expected: codes(401, 403, 403, 403, 200),
    },
    { name: 'GET /roles', call: async () => ({ method: 'GET', path: '/api/roles' }), expected: codes(401, 403, 200, 200, 200) },
    { name: 'GET /roles?includeInactive=true', call: async () => ({ method: 'GET', path: '/api/roles?includeInactive=true' }), expected: codes(401, 403, 200, 200, 200) },
    { name: 'GET /roles/active-names', call: async () => ({ method: 'GET', path: '/api/roles/active-names' }), expected: codes(401, 403, 200, 200, 200) },
    {
      name: 'POST /roles',
      call: async () => ({ method: 'POST', path: '/api/roles', body: { roleName: `new_${randomBytes(4).toString('hex')}`, displayName: 'New', description: 'New role' } }),
      expected: codes(401, 403, 403, 403, 201),
    },
    {
      name: 'PUT /roles/{id}',
      call: async () => ({ method: 'PUT', path: `/api/roles/${await role()}`, body: { displayName: 'Renamed', description: 'Changed' } }),
      expected: codes(401, 403, 403, 403, 200),
    },
    { name: 'DELETE /roles/{id}', call: async () => ({ method: 'DELETE', path: `/api/roles/${await role()}` }), expected: codes(401, 403, 403, 403, 200) },
    { name: 'GET /auth/profile', call: async () => ({ method: 'GET', path: '/api/auth/profile' }), expected: codes(401, 200, 200, 200, 200) },
  ];

  beforeAll(async () => {
    app = await startTestApp();
    responses = recordResponses(app);
    tokens.super = await superAdminToken(app);
    reviewer = (await createRole(app, 'matrix_reviewer')).roleName;
    tokens.national = (await createAdmin(app, { roles: roles.national() })).token!;
    tokens.state = (await createAdmin(app, { roles: roles.state(['Lagos', 'Kogi']) })).token!;
    tokens['no-role'] = (await registerAccount(app)).token!;
    tokens.anonymous = undefined;
    superId = (await app.db!.query('SELECT id FROM users WHERE email = $1', [app.superAdmin.email])).rows[0].id;
  });
  afterAll(async () => {
    await app?.close();
  });

  for (const row of ROWS) {
    it(row.name, async () => {
      const actual = {} as Record<Caller, number>;
      for (const caller of CALLERS) {
        const call = await row.call();
        const res = await app.request(call.method, call.path, { token: tokens[caller], body: call.body });
        actual[caller] = res.status;
        expect(res.body.success).toBe(res.status < 400);
      }
      expect(actual).toEqual(row.expected);
    });
  }

  it('never answered with a password hash', () => {
    expect(responses.texts.length).toBeGreaterThan(ROWS.length * CALLERS.length);
    expect(responses.secrets()).toEqual([]);
    // Nothing reached the exception filter as an unexpected (5xx) failure.
    expect(app.output()).not.toMatch(/ failed \[/);
  });
});
