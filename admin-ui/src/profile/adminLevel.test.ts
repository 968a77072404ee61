import { describe, expect, it } from 'vitest';
import { adminLevelText } from './adminLevel';

describe('adminLevelText', () => {
  it('names the level, marking a super admin', () => {
    expect(adminLevelText({ level: 'national', isSuperAdmin: false })).toBe('National');
    expect(adminLevelText({ level: 'state', isSuperAdmin: false })).toBe('State');
    expect(adminLevelText({ level: 'national', isSuperAdmin: true })).toBe('National (Super Admin)');
  });

  it('says so when no role has been granted yet', () => {
    expect(adminLevelText({ level: null, isSuperAdmin: false })).toBe('No role granted yet');
  });
});
