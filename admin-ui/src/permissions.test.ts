import type { Permission } from '@cbt/contracts';
import { describe, expect, it } from 'vitest';
import { ACCESS_RULES, decideAccess, levelLabel } from './permissions';

describe('the access table for a state admin', () => {
  it('follows the permissions the server granted', () => {
    const stateAdmin = { permissions: ['centres.read', 'centres.review', 'centres.export'] as const };
    const profile = { permissions: [...stateAdmin.permissions] };
    expect(decideAccess(profile, 'admin-centres', 'list')).toBe(true);
    expect(decideAccess(profile, 'admin-centres', 'review')).toBe(true);
    expect(decideAccess(profile, 'admin-centres', 'approve-autotest')).toBe(false);
    expect(decideAccess(profile, 'admin-users', 'list')).toBe(false);
  });

  it('opens nothing before the profile has loaded', () => {
    expect(decideAccess(null, 'admin-dashboard', 'list')).toBe(false);
    expect(decideAccess({ permissions: [] }, 'admin-dashboard', 'list')).toBe(false);
  });
});

describe('levelLabel', () => {
  it('names the two levels and nothing for an account without a role', () => {
    expect(levelLabel('national')).toBe('National');
    expect(levelLabel('state')).toBe('State');
    expect(levelLabel(null)).toBeNull();
  });
});

describe('decideAccess', () => {
  const reviewer = { permissions: ['centres.read', 'centres.review', 'audit.read'] as Permission[] };

  it('follows the access table for each resource and action', () => {
    expect(decideAccess(reviewer, 'admin-dashboard', 'list')).toBe(true);
    expect(decideAccess(reviewer, 'admin-centres', 'list')).toBe(true);
    expect(decideAccess(reviewer, 'admin-centres', 'show')).toBe(true);
    expect(decideAccess(reviewer, 'admin-centres', 'review')).toBe(true);
    expect(decideAccess(reviewer, 'admin-centres', 'export')).toBe(false);
    expect(decideAccess(reviewer, 'admin-centres', 'approve-autotest')).toBe(false);
    expect(decideAccess(reviewer, 'bulk-actions', 'create')).toBe(true);
    expect(decideAccess(reviewer, 'import-jobs', 'create')).toBe(false);
    expect(decideAccess(reviewer, 'audit-events', 'list')).toBe(true);
    expect(decideAccess(reviewer, 'audit-events', 'export')).toBe(false);
    expect(decideAccess(reviewer, 'admin-users', 'list')).toBe(false);
    expect(decideAccess(reviewer, 'admin-reports', 'list')).toBe(false);
  });

  it('opens every review act through the review action', () => {
    for (const act of ['approve', 'reject', 'query', 'reset', 'resend', 'repost']) {
      expect(decideAccess(reviewer, 'admin-centres', act)).toBe(true);
      expect(decideAccess({ permissions: ['centres.read'] }, 'admin-centres', act)).toBe(false);
    }
  });

  it('maps every action in the table to its permission', () => {
    for (const [resource, actions] of Object.entries(ACCESS_RULES)) {
      for (const [action, rule] of Object.entries(actions as Record<string, string>)) {
        if (rule === 'signed-in') continue;
        expect(decideAccess({ permissions: [rule as Permission] }, resource, action)).toBe(true);
        expect(decideAccess({ permissions: [] }, resource, action)).toBe(false);
      }
    }
  });

  it('reads a nested list as its resource: a bulk run\'s items, an import\'s rows', () => {
    expect(decideAccess(reviewer, 'bulk-actions/42/items', 'list')).toBe(true);
    expect(decideAccess({ permissions: [] }, 'bulk-actions/42/items', 'list')).toBe(false);
    expect(decideAccess(reviewer, 'import-jobs/7/rows', 'list')).toBe(true);
    expect(decideAccess(reviewer, 'unknown/7/rows', 'list')).toBe(false);
  });

  it('lets any signed-in account open its own profile', () => {
    expect(decideAccess({ permissions: [] }, 'admin-profile', 'list')).toBe(true);
    expect(decideAccess({ permissions: [] }, 'admin-profile', 'edit')).toBe(true);
    expect(decideAccess(null, 'admin-profile', 'list')).toBe(false);
  });

  it('refuses an unknown resource or action, and everything before the profile is known', () => {
    const everything = { permissions: Object.values(ACCESS_RULES).flatMap((a) => Object.values(a as Record<string, string>)) as Permission[] };
    expect(decideAccess(everything, 'admin-secrets', 'list')).toBe(false);
    expect(decideAccess(everything, 'admin-centres', 'destroy')).toBe(false);
    expect(decideAccess(everything, 'toString', 'list')).toBe(false);
    expect(decideAccess(everything, 'admin-centres', 'constructor')).toBe(false);
    expect(decideAccess(undefined, 'admin-dashboard', 'list')).toBe(false);
  });
});
