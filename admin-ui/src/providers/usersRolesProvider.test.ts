import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../dataProvider';
import { FALLBACK_ROLE_OPTIONS, ROLES, roleOptionsOf, USERS, usersRolesProvider } from './usersRolesProvider';
import { roleRow } from '../testing/fixtures';

type Call = [string, RequestInit];

function serve(...bodies: unknown[]) {
  const fetchMock = vi.fn(async () => Response.json(bodies.length > 1 ? bodies.shift() : bodies[0]));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const calls = (fetchMock: ReturnType<typeof serve>) =>
  (fetchMock.mock.calls as unknown as Call[]).map(([url, init]) => [init.method, url, init.body === undefined ? undefined : JSON.parse(String(init.body))]);

const role = roleRow;

beforeEach(() => window.localStorage.setItem('authToken', 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('admin-roles', () => {
  it('lists every role, inactive ones too, and pages them here', async () => {
    const rows = [role(), role({ id: 'r2', roleName: 'b' }), role({ id: 'r3', roleName: 'c' })];
    const fetchMock = serve({ success: true, data: rows });
    const result = await dataProvider.getList(ROLES, { pagination: { page: 2, perPage: 2 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(result).toEqual({ data: [rows[2]], total: 3 });
    expect(calls(fetchMock)).toEqual([['GET', '/api/roles?includeInactive=true', undefined]]);
  });

  it('asks for the active roles alone when filtered so', async () => {
    const fetchMock = serve({ success: true, data: [] });
    await dataProvider.getList(ROLES, { filter: { isActive: true } });
    expect(calls(fetchMock)[0][1]).toBe('/api/roles');
  });

  it('reads one role from the list, and refuses a missing one', async () => {
    serve({ success: true, data: [role(), role({ id: 'r2' })] });
    expect((await dataProvider.getOne(ROLES, { id: 'r2' })).data.id).toBe('r2');
    await expect(dataProvider.getOne(ROLES, { id: 'gone' })).rejects.toThrow('This role no longer exists.');
  });

  it('creates with the role name and never sends it on an update; a system role keeps its category', async () => {
    const fetchMock = serve({ success: true, data: role({ id: 'r9' }) });
    await dataProvider.create(ROLES, { data: { roleName: 'qa', displayName: 'QA', description: 'Checks', category: 'technical', permissions: ['users.read'] } });
    await dataProvider.update(ROLES, { id: 'r1', data: { ...role(), displayName: 'Admins' }, previousData: role() });
    expect(calls(fetchMock)).toEqual([
      ['POST', '/api/roles', { roleName: 'qa', displayName: 'QA', description: 'Checks', category: 'technical', permissions: ['users.read'] }],
      ['PUT', '/api/roles/r1', { displayName: 'Admins', description: 'Reviews centres', permissions: null }],
    ]);
  });

  it('deactivates with DELETE and reactivates with the role’s own texts', async () => {
    const fetchMock = serve({ success: true, message: 'done' });
    expect(await dataProvider.deactivateRole('r2')).toBe('done');
    await dataProvider.reactivateRole(role({ id: 'r2', category: 'technical', isSystem: false, isActive: false }));
    await dataProvider.delete(ROLES, { id: 'r3' });
    expect(calls(fetchMock)).toEqual([
      ['DELETE', '/api/roles/r2', undefined],
      ['PUT', '/api/roles/r2', { displayName: 'Administrator', description: 'Reviews centres', category: 'technical', isActive: true }],
      ['DELETE', '/api/roles/r3', undefined],
    ]);
  });

  it('never sends a permission list for the super admin role', async () => {
    const fetchMock = serve({ success: true, data: role() });
    await dataProvider.update(ROLES, { id: 'r0', data: role({ roleName: 'superadmin', permissions: null }), previousData: role() });
    expect(calls(fetchMock)[0][2]).toEqual({ displayName: 'Administrator', description: 'Reviews centres' });
  });

  it('turns active roles into picker options, with the fallback when there are none', () => {
    expect(roleOptionsOf([role(), role({ id: 'r2', roleName: 'old', isActive: false })])).toEqual([{ value: 'admin', label: 'Administrator', category: 'system' }]);
    expect(roleOptionsOf(undefined)).toBe(FALLBACK_ROLE_OPTIONS);
  });
});

describe('admin-users', () => {
  const user = { id: 'u1', firstName: 'Ada', lastName: 'Obi', email: 'ada@x.test', roles: [] };

  it('maps react-admin paging onto GET /user/all and reads the total', async () => {
    const fetchMock = serve({ success: true, data: [user], pagination: { totalUsers: 31 } });
    const result = await dataProvider.getList(USERS, { pagination: { page: 3, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(result).toEqual({ data: [user], total: 31 });
    expect(calls(fetchMock)[0][1]).toBe('/api/user/all?page=3&limit=5');
  });

  it('reads one user with GET /user/:id, the id escaped', async () => {
    const fetchMock = serve({ success: true, data: user }, { success: true, data: user });
    expect((await usersRolesProvider.getOne(USERS, { id: 'u1' })).data).toEqual(user);
    await usersRolesProvider.getOne(USERS, { id: 'a/b' });
    expect(calls(fetchMock).map((c) => c[1])).toEqual(['/api/user/u1', '/api/user/a%2Fb']);
  });

  it('creates, updates and deletes through the user endpoints', async () => {
    const fetchMock = serve({ success: true, data: user, message: 'ok' });
    await dataProvider.create(USERS, { data: { firstName: 'Ada', roles: [] } });
    await dataProvider.update(USERS, { id: 'u1', data: { firstName: 'Ada' }, previousData: user });
    await dataProvider.delete(USERS, { id: 'u1', previousData: user });
    expect(calls(fetchMock)).toEqual([
      ['POST', '/api/user', { firstName: 'Ada', roles: [] }],
      ['PUT', '/api/user/u1', { firstName: 'Ada' }],
      ['DELETE', '/api/user/u1', undefined],
    ]);
  });

  it('resets a password and deactivates or reactivates, resolving to the server’s message', async () => {
    const fetchMock = serve({ success: true, message: 'Password reset' });
    expect(await dataProvider.resetUserPassword('u1', 'Fresh-Pass7')).toBe('Password reset');
    await dataProvider.setUserActive('u1', false);
    await dataProvider.setUserActive('u1', true);
    expect(calls(fetchMock)).toEqual([
      ['POST', '/api/user/u1/reset-password', { newPassword: 'Fresh-Pass7' }],
      ['POST', '/api/user/u1/deactivate', undefined],
      ['POST', '/api/user/u1/reactivate', undefined],
    ]);
  });

  it('reads the state names', async () => {
    serve({ success: true, data: [{ name: 'Lagos' }, { name: 'Kano' }] });
    expect(await dataProvider.stateNames()).toEqual(['Lagos', 'Kano']);
  });
});
