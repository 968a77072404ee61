import { describe, expect, it } from 'vitest';
import { canAccess, levelLabel } from './permissions';

describe('canAccess', () => {
  it('follows the permissions the server granted', () => {
    const stateAdmin = { permissions: ['centres.read', 'centres.review', 'centres.export'] as const };
    const profile = { permissions: [...stateAdmin.permissions] };
    expect(canAccess(profile, 'centres')).toBe(true);
    expect(canAccess(profile, 'reviewCentres')).toBe(true);
    expect(canAccess(profile, 'approveAutotest')).toBe(false);
    expect(canAccess(profile, 'users')).toBe(false);
  });

  it('opens nothing before the profile has loaded', () => {
    expect(canAccess(null, 'dashboard')).toBe(false);
    expect(canAccess({ permissions: [] }, 'dashboard')).toBe(false);
  });
});

describe('levelLabel', () => {
  it('names the two levels and nothing for an account without a role', () => {
    expect(levelLabel('national')).toBe('National');
    expect(levelLabel('state')).toBe('State');
    expect(levelLabel(null)).toBeNull();
  });
});
