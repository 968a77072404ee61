import { describe, expect, it } from '@jest/globals';
import { GRANT_MSG, type UserRole } from '#contracts';
import type { AdminPrincipal } from '#platform';
import { deriveAccess } from '../../permissions/derive-permissions.js';
import { checkRoleList, checkRoleReach } from '../role-policy.js';

const ACTIVE = new Set(['superadmin', 'admin', 'role_desk', 'reader']);
const LISTS = new Map([['role_desk', ['roles.read', 'roles.manage'] as const], ['reader', ['centres.read'] as const]]);
const principal = (roles: UserRole[]): AdminPrincipal => ({ kind: 'admin', id: 'p', email: 'p@council.test', firstName: 'P', lastName: 'Q', roles, ...deriveAccess(roles, ACTIVE, LISTS) });

const rmgr = principal([{ type: 'role_desk', level: 'national', assignedStates: [] }, { type: 'admin', level: 'state', assignedStates: ['Lagos'] }]);
const reader = (level: 'national' | 'state', states: string[] = []): UserRole => ({ type: 'reader', level, assignedStates: states });
const read = { isActive: true, permissions: ['centres.read'] as const };
const review = { isActive: true, permissions: ['centres.read', 'centres.review'] as const };

describe('role policy: a role edit is a grant to every holder (DECISIONS §9)', () => {
  it('refuses a permission the editor holds in Lagos only to a role held nationally or in Kano', () => {
    expect(checkRoleReach(rmgr, 'reader', [reader('national')], read, review)?.message).toBe(GRANT_MSG.cannotWidenRole('centres.review', GRANT_MSG.everywhere));
    expect(checkRoleReach(rmgr, 'reader', [reader('state', ['Lagos', 'Kano'])], read, review)?.message).toBe(GRANT_MSG.cannotWidenRole('centres.review', GRANT_MSG.inState('Kano')));
  });

  it('allows it where every holder stays within the editor’s states, and when nobody holds the role', () => {
    expect(checkRoleReach(rmgr, 'reader', [reader('state', ['Lagos'])], read, review)).toBeNull();
    expect(checkRoleReach(rmgr, 'reader', [], read, review)).toBeNull();
  });

  it('counts making an inactive role active again as giving its whole list, and taking away as giving nothing', () => {
    expect(checkRoleReach(rmgr, 'reader', [reader('national')], { ...read, isActive: false }, read)?.message).toBe(GRANT_MSG.cannotWidenRole('centres.read', GRANT_MSG.everywhere));
    expect(checkRoleReach(rmgr, 'reader', [reader('national')], review, read)).toBeNull();
    expect(checkRoleReach(rmgr, 'reader', [reader('national')], review, { ...review, isActive: false })).toBeNull();
  });

  it('lets a super admin edit any reach, but no list carries accreditation.configure (SPEC §6)', () => {
    const superAdmin = principal([{ type: 'superadmin', level: 'national', assignedStates: [] }]);
    expect(checkRoleReach(superAdmin, 'reader', [reader('national')], read, review)).toBeNull();
    expect(checkRoleList(['centres.read', 'accreditation.configure'])?.message).toBe(GRANT_MSG.superAdminOnlyPermission('accreditation.configure'));
    expect(checkRoleList(null)).toBeNull();
  });
});
