import { describe, expect, it } from '@jest/globals';
import { MSG, type UserRole } from '#contracts';
import { checkCreate, checkDelete, checkManageTarget, checkManageUsers, checkRoleRemoval, checkRolesChange, isElevated, losesSuperAdmin, removesAccess, type Actor } from '../user-policy.js';

const superRole: UserRole = { type: 'superadmin', level: 'national', assignedStates: [] };
const national: UserRole = { type: 'admin', level: 'national', assignedStates: [] };
const lagos: UserRole = { type: 'admin', level: 'state', assignedStates: ['Lagos'] };
const kano: UserRole = { type: 'admin', level: 'state', assignedStates: ['Kano'] };
const reviewerLagos: UserRole = { type: 'reviewer', level: 'state', assignedStates: ['Lagos'] };

const superAdmin: Actor = { id: 's', isSuperAdmin: true, level: 'national', roles: [superRole] };
const nationalAdmin: Actor = { id: 'n', isSuperAdmin: false, level: 'national', roles: [national] };
const stateAdmin: Actor = { id: 'st', isSuperAdmin: false, level: 'state', roles: [lagos] };
const noRole: Actor = { id: 'x', isSuperAdmin: false, level: null, roles: [] };

describe('user policy (DECISIONS §4)', () => {
  it('lets only national and super admins manage users', () => {
    expect(checkManageUsers(superAdmin)).toBeNull();
    expect(checkManageUsers(nationalAdmin)).toBeNull();
    expect(checkManageUsers(stateAdmin)).toEqual({ code: 'FORBIDDEN', message: MSG.stateAdminsManageNoUsers });
    expect(checkManageUsers(noRole)?.code).toBe('FORBIDDEN');
  });

  it('treats national and super admin roles as elevated', () => {
    expect(isElevated([lagos, kano])).toBe(false);
    expect(isElevated([lagos, national])).toBe(true);
    expect(isElevated([superRole])).toBe(true);
    expect(isElevated([])).toBe(false);
  });

  it('lets a super admin create anyone', () => {
    expect(checkCreate(superAdmin, [superRole])).toBeNull();
    expect(checkCreate(superAdmin, [national])).toBeNull();
    expect(checkCreate(superAdmin, [reviewerLagos])).toBeNull();
  });

  it('lets a national admin create state-level users of role types they hold', () => {
    expect(checkCreate(nationalAdmin, [lagos])).toBeNull();
    expect(checkCreate(nationalAdmin, [lagos, kano])).toBeNull();
  });

  it('refuses a national admin anything national or super', () => {
    expect(checkCreate(nationalAdmin, [national])).toEqual({ code: 'FORBIDDEN', message: MSG.onlySuperAdminManagesElevated });
    expect(checkCreate(nationalAdmin, [superRole])?.code).toBe('FORBIDDEN');
    expect(checkRolesChange(nationalAdmin, [national], [lagos])?.code).toBe('FORBIDDEN');
    expect(checkRolesChange(nationalAdmin, [lagos], [lagos, national])?.code).toBe('FORBIDDEN');
  });

  it('refuses a national admin a role type they do not hold, but keeps one the user already has', () => {
    expect(checkCreate(nationalAdmin, [reviewerLagos])).toEqual({ code: 'FORBIDDEN', message: MSG.cannotGrantUnheldRole('reviewer') });
    expect(checkRolesChange(nationalAdmin, [reviewerLagos], [{ ...reviewerLagos, assignedStates: ['Kano'] }])).toBeNull();
  });

  it('leaves the first role of a self-registered account to a super admin', () => {
    expect(checkRolesChange(nationalAdmin, [], [lagos])).toEqual({ code: 'FORBIDDEN', message: MSG.onlySuperAdminGrantsFirstRole });
    expect(checkRolesChange(superAdmin, [], [lagos])).toBeNull();
    expect(checkManageTarget(nationalAdmin, { id: 'r', roles: [] })).toBeNull();
  });

  it('refuses state admins and accounts without a role everything', () => {
    expect(checkCreate(stateAdmin, [lagos])?.code).toBe('FORBIDDEN');
    expect(checkCreate(noRole, [lagos])?.code).toBe('FORBIDDEN');
    expect(checkManageTarget(stateAdmin, { id: 't', roles: [kano] })?.code).toBe('FORBIDDEN');
  });

  it('protects super admins and the actor from deletion', () => {
    expect(checkDelete(superAdmin, { id: 'other', roles: [superRole] })).toEqual({ code: 'FORBIDDEN', message: MSG.superAdminCannotBeDeleted });
    expect(checkDelete(superAdmin, { id: 's', roles: [superRole] })?.message).toBe(MSG.superAdminCannotBeDeleted);
    expect(checkDelete(nationalAdmin, { id: 'n', roles: [lagos] })).toEqual({ code: 'FORBIDDEN', message: MSG.cannotDeleteSelf });
    expect(checkDelete(superAdmin, { id: 't', roles: [national] })).toBeNull();
    expect(checkDelete(nationalAdmin, { id: 't', roles: [national] })?.message).toBe(MSG.onlySuperAdminManagesElevated);
    expect(checkDelete(nationalAdmin, { id: 't', roles: [lagos] })).toBeNull();
    expect(checkDelete(nationalAdmin, { id: 't', roles: [] })).toBeNull();
    expect(checkDelete(stateAdmin, { id: 't', roles: [kano] })?.message).toBe(MSG.stateAdminsManageNoUsers);
  });

  it('never removes the last role, nor one the user lacks', () => {
    expect(checkRoleRemoval(superAdmin, { id: 't', roles: [lagos] }, 'admin')).toEqual({ code: 'CONFLICT', message: MSG.lastRoleCannotBeRemoved });
    expect(checkRoleRemoval(superAdmin, { id: 't', roles: [lagos] }, 'reviewer')).toEqual({ code: 'NOT_FOUND', message: MSG.userLacksRole });
    expect(checkRoleRemoval(superAdmin, { id: 't', roles: [lagos, reviewerLagos] }, 'reviewer')).toBeNull();
    expect(checkRoleRemoval(nationalAdmin, { id: 't', roles: [national, reviewerLagos] }, 'reviewer')?.code).toBe('FORBIDDEN');
  });

  it('knows when the super admin role goes', () => {
    expect(losesSuperAdmin([superRole, national], [national])).toBe(true);
    expect(losesSuperAdmin([superRole], [superRole])).toBe(false);
    expect(losesSuperAdmin([national], [])).toBe(false);
  });

  it('knows when new roles take access away', () => {
    expect(removesAccess([lagos], [lagos])).toBe(false);
    expect(removesAccess([lagos], [{ ...lagos, assignedStates: ['Lagos', 'Kano'] }])).toBe(false);
    expect(removesAccess([lagos], [national])).toBe(false);
    expect(removesAccess([lagos], [kano])).toBe(true);
    expect(removesAccess([national], [lagos])).toBe(true);
    expect(removesAccess([lagos, reviewerLagos], [lagos])).toBe(true);
    expect(removesAccess([], [lagos])).toBe(false);
    expect(removesAccess([superRole], [national])).toBe(true);
  });
});
