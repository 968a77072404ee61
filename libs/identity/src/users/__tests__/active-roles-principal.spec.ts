import { describe, expect, it } from '@jest/globals';
import { toPrincipal } from '../admin-principal.loader.js';
import { checkActivation } from '../user-activation.service.js';

const user = {
  id: 'u1',
  email: 'a@council.test',
  firstName: 'Ada',
  lastName: 'Obi',
  roles: [
    { type: 'admin', level: 'state' as const, assignedStates: ['Lagos'] },
    { type: 'reviewer', level: 'state' as const, assignedStates: ['Lagos'] },
  ],
};

describe('toPrincipal (issue 15, finding 8)', () => {
  it('keeps only active roles in the roles every permission check reads', () => {
    expect(toPrincipal(user, new Set(['admin', 'reviewer'])).roles.map((r) => r.type)).toEqual(['admin', 'reviewer']);
    expect(toPrincipal(user, new Set(['admin'])).roles.map((r) => r.type)).toEqual(['admin']);
    expect(toPrincipal(user, new Set()).roles).toEqual([]);
  });
});

describe('checkActivation', () => {
  const national = { id: 'n1', isSuperAdmin: false, level: 'national' as const, roles: [{ type: 'admin', level: 'national' as const, assignedStates: [] }] };
  const superAdmin = { id: 's1', isSuperAdmin: true, level: 'national' as const, roles: [{ type: 'superadmin', level: 'national' as const, assignedStates: [] }] };
  const stateUser = { id: 'u1', roles: user.roles.slice(0, 1) };

  it('follows the rules of editing a user', () => {
    expect(checkActivation(national, stateUser, false)).toBeNull();
    expect(checkActivation({ ...national, level: 'state', roles: user.roles }, stateUser, false)?.code).toBe('FORBIDDEN');
    expect(checkActivation(national, { id: 'x', roles: national.roles }, false)?.code).toBe('FORBIDDEN');
  });

  it('refuses deactivating oneself or a super admin', () => {
    expect(checkActivation(superAdmin, { id: 's1', roles: superAdmin.roles }, false)?.code).toBe('FORBIDDEN');
    expect(checkActivation(superAdmin, { id: 's2', roles: superAdmin.roles }, false)?.code).toBe('FORBIDDEN');
    expect(checkActivation(superAdmin, { id: 's2', roles: superAdmin.roles }, true)).toBeNull();
  });
});
