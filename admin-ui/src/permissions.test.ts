import { API_ROUTES, ROUTE_RULES, type PowerEntry } from '@cbt/contracts';
import { describe, expect, it } from 'vitest';
import { IN_STATE, MODEL_CALLERS, modelPower, OUT_STATE, pairAnswer } from '../../libs/contracts/src/testing/role-model';
import { ACCESS_RULES, decideAccess, levelLabel, routeOfAction } from './permissions';

const lagosAdmin: PowerEntry = { role: 'admin', level: 'state', permissions: ['centres.read', 'centres.review', 'centres.export'], states: ['Lagos'] };
const nationalAuditor: PowerEntry = { role: 'auditor', level: 'national', permissions: ['centres.read', 'audit.read'], states: 'all' };

/**
 * The console's side of the generated permission matrix (test/security/access-matrix.spec.ts): for
 * every action a screen offers, every caller of the role model, and a record in and out of the
 * callers' state, canAccess answers what the model's (permission, states) pairs say the API answers
 * (allowed or not). Whom a user change may touch and a stage's roles are the API's to apply.
 */
describe('canAccess against the role model', () => {
  const actions = Object.entries(ACCESS_RULES).flatMap(([resource, rules]) => Object.keys(rules).map((action) => ({ resource, action: action === '*' ? 'list' : action })));

  it.each(MODEL_CALLERS.map((caller) => [caller.name, caller] as const))('%s', (_name, caller) => {
    const profile = { power: modelPower(caller.roles) };
    const mismatches: string[] = [];
    for (const { resource, action } of actions) {
      const route = routeOfAction(resource, action)!;
      const states = ROUTE_RULES[route].target === 'centre' ? [IN_STATE, OUT_STATE] : [null];
      for (const state of states) {
        const record = state ? { id: 'c1', State: state } : undefined;
        const api = pairAnswer(caller, route, state) === 'allowed';
        if (decideAccess(profile, resource, action, record) !== api) mismatches.push(`${resource} ${action}${state ? ` in ${state}` : ''}: the API ${api ? 'allows' : 'refuses'} ${route}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('names an API route for every action, one the route table has', () => {
    for (const { resource, action } of actions) expect(API_ROUTES[routeOfAction(resource, action)!]).toBeDefined();
  });
});

describe('decideAccess', () => {
  it('reads a record of another state with a read-only role reaching it, but reviews only where one role carries both', () => {
    const profile = { power: [lagosAdmin, nationalAuditor] };
    expect(decideAccess(profile, 'admin-centres', 'show', { State: 'Kano' })).toBe(true);
    expect(decideAccess(profile, 'admin-centres', 'review', { State: 'Kano' })).toBe(false);
    expect(decideAccess(profile, 'admin-centres', 'approve', { State: 'Lagos' })).toBe(true);
    // Without a record, whether any entry carries the permission.
    expect(decideAccess(profile, 'admin-centres', 'review')).toBe(true);
    expect(decideAccess(profile, 'audit-events', 'verify')).toBe(true);
    expect(decideAccess({ power: [lagosAdmin, { ...nationalAuditor, states: ['Kano'] }] }, 'audit-events', 'verify')).toBe(false);
  });

  it('opens every review act through the review action', () => {
    for (const act of ['approve', 'reject', 'query', 'reset', 'resend', 'repost']) {
      expect(decideAccess({ power: [lagosAdmin] }, 'admin-centres', act, { State: 'Lagos' })).toBe(true);
      expect(decideAccess({ power: [{ ...lagosAdmin, permissions: ['centres.read'] }] }, 'admin-centres', act)).toBe(false);
    }
  });

  it("reads a nested list as its resource: a bulk run's items, an import's rows", () => {
    expect(decideAccess({ power: [lagosAdmin] }, 'bulk-actions/42/items', 'list')).toBe(true);
    expect(decideAccess({ power: [] }, 'bulk-actions/42/items', 'list')).toBe(false);
    expect(decideAccess({ power: [lagosAdmin] }, 'import-jobs/7/rows', 'list')).toBe(true);
    expect(decideAccess({ power: [lagosAdmin] }, 'unknown/7/rows', 'list')).toBe(false);
  });

  it('lets any signed-in account open its own profile', () => {
    expect(decideAccess({ power: [] }, 'admin-profile', 'list')).toBe(true);
    expect(decideAccess({ power: [] }, 'admin-profile', 'edit')).toBe(true);
    expect(decideAccess(null, 'admin-profile', 'list')).toBe(false);
  });

  it('refuses an unknown resource or action, and everything before the profile is known', () => {
    const everything = { power: [{ role: 'superadmin', level: 'national' as const, permissions: [...new Set(Object.values(ROUTE_RULES).flatMap((r) => (r.permission ? [r.permission] : [])))], states: 'all' as const }] };
    expect(decideAccess(everything, 'admin-secrets', 'list')).toBe(false);
    expect(decideAccess(everything, 'admin-centres', 'destroy')).toBe(false);
    expect(decideAccess(everything, 'toString', 'list')).toBe(false);
    expect(decideAccess(everything, 'admin-centres', 'constructor')).toBe(false);
    expect(decideAccess(undefined, 'admin-dashboard', 'list')).toBe(false);
    expect(decideAccess({ power: [] }, 'admin-dashboard', 'list')).toBe(false);
  });
});

describe('levelLabel', () => {
  it('names the two levels and nothing for an account without a role', () => {
    expect(levelLabel('national')).toBe('National');
    expect(levelLabel('state')).toBe('State');
    expect(levelLabel(null)).toBeNull();
  });
});
