import { describe, expect, it } from '@jest/globals';
import { GRANT_MSG, MSG, type Permission, type UserRole } from '#contracts';
import { derivePower } from '../../permissions/derive-permissions.js';
import { checkCreate, missingPower, checkDelete, checkManageTarget, checkManageUsers, checkRoleRemoval, checkRolesChange, isElevated, losesSuperAdmin, removesAccess, type Actor, type PowerOf } from '../user-policy.js';

const superRole: UserRole = { type: 'superadmin', level: 'national', assignedStates: [] };
const national: UserRole = { type: 'admin', level: 'national', assignedStates: [] };
const lagos: UserRole = { type: 'admin', level: 'state', assignedStates: ['Lagos'] };
const kano: UserRole = { type: 'admin', level: 'state', assignedStates: ['Kano'] };
const reviewerLagos: UserRole = { type: 'reviewer', level: 'state', assignedStates: ['Lagos'] };

const AUDITOR: Permission[] = ['centres.read', 'centres.export', 'accreditation.read', 'reports.read', 'roles.read', 'users.read', 'audit.read', 'audit.export'];
const powerOf: PowerOf = (roles) => derivePower(roles, new Set(['superadmin', 'admin', 'reviewer', 'auditor', 'rebuilder']), new Map([['auditor', AUDITOR], ['rebuilder', ['reports.read', 'reports.rebuild']]]));
const actor = (id: string, roles: UserRole[]): Actor => ({
  id,
  isSuperAdmin: roles.some((r) => r.type === 'superadmin'),
  level: roles.length === 0 ? null : roles.some((r) => r.level === 'national') ? 'national' : 'state',
  roles,
  power: powerOf(roles),
});

const superAdmin = actor('s', [superRole]);
const nationalAdmin = actor('n', [national]);
const stateAdmin = actor('st', [lagos]);
const noRole = actor('x', []);

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
    expect(checkCreate(superAdmin, [superRole], powerOf)).toBeNull();
    expect(checkCreate(superAdmin, [national], powerOf)).toBeNull();
    expect(checkCreate(superAdmin, [reviewerLagos], powerOf)).toBeNull();
  });

  it('lets a national admin create state-level users of role types they hold', () => {
    expect(checkCreate(nationalAdmin, [lagos], powerOf)).toBeNull();
    expect(checkCreate(nationalAdmin, [lagos, kano], powerOf)).toBeNull();
  });

  it('refuses a national admin anything national or super', () => {
    expect(checkCreate(nationalAdmin, [national], powerOf)).toEqual({ code: 'FORBIDDEN', message: MSG.onlySuperAdminManagesElevated });
    expect(checkCreate(nationalAdmin, [superRole], powerOf)?.code).toBe('FORBIDDEN');
    expect(checkRolesChange(nationalAdmin, [national], [lagos], powerOf)?.code).toBe('FORBIDDEN');
    expect(checkRolesChange(nationalAdmin, [lagos], [lagos, national], powerOf)?.code).toBe('FORBIDDEN');
  });

  it('refuses a national admin a role type they do not hold, but keeps one the user already has', () => {
    expect(checkCreate(nationalAdmin, [reviewerLagos], powerOf)).toEqual({ code: 'FORBIDDEN', message: MSG.cannotGrantUnheldRole('reviewer') });
    expect(checkRolesChange(nationalAdmin, [reviewerLagos], [{ ...reviewerLagos, assignedStates: ['Kano'] }], powerOf)).toBeNull();
  });

  it('leaves the first role of a self-registered account to a super admin', () => {
    expect(checkRolesChange(nationalAdmin, [], [lagos], powerOf)).toEqual({ code: 'FORBIDDEN', message: MSG.onlySuperAdminGrantsFirstRole });
    expect(checkRolesChange(superAdmin, [], [lagos], powerOf)).toBeNull();
    expect(checkManageTarget(nationalAdmin, { id: 'r', roles: [] }, powerOf)).toBeNull();
  });

  it('refuses state admins and accounts without a role everything', () => {
    expect(checkCreate(stateAdmin, [lagos], powerOf)?.code).toBe('FORBIDDEN');
    expect(checkCreate(noRole, [lagos], powerOf)?.code).toBe('FORBIDDEN');
    expect(checkManageTarget(stateAdmin, { id: 't', roles: [kano] }, powerOf)?.code).toBe('FORBIDDEN');
  });

  it('protects super admins and the actor from deletion', () => {
    expect(checkDelete(superAdmin, { id: 'other', roles: [superRole] }, powerOf)).toEqual({ code: 'FORBIDDEN', message: MSG.superAdminCannotBeDeleted });
    expect(checkDelete(superAdmin, { id: 's', roles: [superRole] }, powerOf)?.message).toBe(MSG.superAdminCannotBeDeleted);
    expect(checkDelete(nationalAdmin, { id: 'n', roles: [lagos] }, powerOf)).toEqual({ code: 'FORBIDDEN', message: MSG.cannotDeleteSelf });
    expect(checkDelete(superAdmin, { id: 't', roles: [national] }, powerOf)).toBeNull();
    expect(checkDelete(nationalAdmin, { id: 't', roles: [national] }, powerOf)?.message).toBe(MSG.onlySuperAdminManagesElevated);
    expect(checkDelete(nationalAdmin, { id: 't', roles: [lagos] }, powerOf)).toBeNull();
    expect(checkDelete(nationalAdmin, { id: 't', roles: [] }, powerOf)).toBeNull();
    expect(checkDelete(stateAdmin, { id: 't', roles: [kano] }, powerOf)?.message).toBe(MSG.stateAdminsManageNoUsers);
  });

  it('never removes the last role, nor one the user lacks', () => {
    expect(checkRoleRemoval(superAdmin, { id: 't', roles: [lagos] }, 'admin', powerOf)).toEqual({ code: 'CONFLICT', message: MSG.lastRoleCannotBeRemoved });
    expect(checkRoleRemoval(superAdmin, { id: 't', roles: [lagos] }, 'reviewer', powerOf)).toEqual({ code: 'NOT_FOUND', message: MSG.userLacksRole });
    expect(checkRoleRemoval(superAdmin, { id: 't', roles: [lagos, reviewerLagos] }, 'reviewer', powerOf)).toBeNull();
    expect(checkRoleRemoval(nationalAdmin, { id: 't', roles: [national, reviewerLagos] }, 'reviewer', powerOf)?.code).toBe('FORBIDDEN');
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

  it('lets a national admin manage a state user only when it holds every permission the user holds, where the user holds it', () => {
    const stateAuditor: UserRole = { type: 'auditor', level: 'state', assignedStates: ['Lagos'] };
    const rebuilderLagos: UserRole = { type: 'rebuilder', level: 'state', assignedStates: ['Lagos'] };
    // DECISIONS §4: an auditor's account is the super admin's to manage, though its list is within a national admin's rights.
    expect(checkManageTarget(nationalAdmin, { id: 't', roles: [stateAuditor] }, powerOf)).toEqual({ code: 'FORBIDDEN', message: GRANT_MSG.onlySuperAdminManagesAuditors });
    expect(checkManageTarget(superAdmin, { id: 't', roles: [stateAuditor] }, powerOf)).toBeNull();
    // A state entry never carries reports.rebuild.
    expect(checkManageTarget(nationalAdmin, { id: 't', roles: [rebuilderLagos] }, powerOf)).toBeNull();
    // A national auditor with audit.export everywhere is out of reach of an admin holding it in Lagos only.
    const lagosExporter = actor('e', [lagos, { type: 'auditor', level: 'state', assignedStates: ['Lagos'] }]);
    const kanoAuditor: UserRole = { type: 'auditor', level: 'state', assignedStates: ['Kano'] };
    expect(missingPower(lagosExporter.power, powerOf([kanoAuditor]))).toEqual({ permission: 'centres.read', states: ['Kano'] });
    expect(missingPower(lagosExporter.power, powerOf([stateAuditor]))).toBeNull();
    expect(missingPower(nationalAdmin.power, powerOf([{ type: 'rebuilder', level: 'national', assignedStates: [] }]))).toEqual({ permission: 'reports.rebuild', states: 'all' });
  });

  it('refuses a grant of a permission in a state the actor does not hold it in', () => {
    // A national admin whose users.manage entry is national but whose review rights reach Lagos only.
    const lagosOnly = { ...nationalAdmin, power: nationalAdmin.power.map((e) => ({ ...e, states: ['Lagos'] })) };
    expect(checkCreate(lagosOnly, [kano], powerOf)).toEqual({ code: 'FORBIDDEN', message: GRANT_MSG.cannotGrantScope('centres.read', GRANT_MSG.inState('Kano')) });
    expect(checkCreate(lagosOnly, [lagos], powerOf)).toBeNull();
  });
});
