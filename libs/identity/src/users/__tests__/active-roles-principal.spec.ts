import { describe, expect, it } from '@jest/globals';
import { toPrincipal } from '../admin-principal.loader.js';
import type { UserRole } from '#contracts';
import { derivePower } from '../../permissions/derive-permissions.js';
import { checkActivation } from '../user-activation.service.js';
import type { Actor, PowerOf } from '../user-policy.js';

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

describe('toPrincipal: a role deactivated a moment ago grants nothing', () => {
  it('keeps only active roles in the roles every permission check reads', () => {
    expect(toPrincipal(user, new Set(['admin', 'reviewer'])).roles.map((r) => r.type)).toEqual(['admin', 'reviewer']);
    expect(toPrincipal(user, new Set(['admin'])).roles.map((r) => r.type)).toEqual(['admin']);
    expect(toPrincipal(user, new Set()).roles).toEqual([]);
  });
});

describe('checkActivation', () => {
  const powerOf: PowerOf = (roles) => derivePower(roles, new Set(['admin', 'superadmin', 'reviewer']));
  const actor = (id: string, isSuperAdmin: boolean, level: 'national' | 'state', roles: UserRole[]): Actor => ({ id, isSuperAdmin, level, roles, power: powerOf(roles) });
  const national = actor('n1', false, 'national', [{ type: 'admin', level: 'national', assignedStates: [] }]);
  const superAdmin = actor('s1', true, 'national', [{ type: 'superadmin', level: 'national', assignedStates: [] }]);
  const stateUser = { id: 'u1', roles: user.roles.slice(0, 1) };

  it('follows the rules of editing a user', () => {
    expect(checkActivation(national, stateUser, false, powerOf)).toBeNull();
    expect(checkActivation(actor('st', false, 'state', user.roles), stateUser, false, powerOf)?.code).toBe('FORBIDDEN');
    expect(checkActivation(national, { id: 'x', roles: national.roles }, false, powerOf)?.code).toBe('FORBIDDEN');
  });

  it('refuses deactivating oneself or a super admin', () => {
    expect(checkActivation(superAdmin, { id: 's1', roles: superAdmin.roles }, false, powerOf)?.code).toBe('FORBIDDEN');
    expect(checkActivation(superAdmin, { id: 's2', roles: superAdmin.roles }, false, powerOf)?.code).toBe('FORBIDDEN');
    expect(checkActivation(superAdmin, { id: 's2', roles: superAdmin.roles }, true, powerOf)).toBeNull();
  });
});
