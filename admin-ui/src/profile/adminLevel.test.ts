import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18nProvider';
import { adminLevelText } from './adminLevel';

const translate = i18nProvider.translate;

describe('adminLevelText', () => {
  it('names the level, marking a super admin', () => {
    expect(adminLevelText({ level: 'national', isSuperAdmin: false }, translate)).toBe('National');
    expect(adminLevelText({ level: 'state', isSuperAdmin: false }, translate)).toBe('State');
    expect(adminLevelText({ level: 'national', isSuperAdmin: true }, translate)).toBe('National (Super Admin)');
  });

  it('says so when no role has been granted yet', () => {
    expect(adminLevelText({ level: null, isSuperAdmin: false }, translate)).toBe('No role granted yet');
  });
});
