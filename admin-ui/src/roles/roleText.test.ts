import { afterEach, describe, expect, it } from 'vitest';
import { SEEDED_SYSTEM_ROLES } from '@cbt/contracts';
import { i18nProvider } from '../i18nProvider';
import { roleText } from './roleText';
import { roleLabels } from '../users/userDisplay';

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

const t = (key: string, options?: object) => i18nProvider.translate(key, options);

describe('system role names and descriptions in the reader’s language (DECISIONS §10)', () => {
  it('gives every seeded system role a Hausa name and description of its own', async () => {
    await i18nProvider.changeLocale('ha');
    for (const [roleName, english] of Object.entries(SEEDED_SYSTEM_ROLES)) {
      const role = { roleName, isSystem: true, ...english };
      const name = roleText(role, 'displayName', t);
      const description = roleText(role, 'description', t);
      expect([roleName, name === english.displayName, description === english.description]).toEqual([roleName, false, false]);
      expect(name.trim()).not.toBe('');
    }
  });

  it('keeps English in English, and a role’s own words once a super admin has edited them', async () => {
    const admin = { roleName: 'admin', isSystem: true, ...SEEDED_SYSTEM_ROLES.admin };
    expect(roleText(admin, 'displayName', t)).toBe('Administrator');
    await i18nProvider.changeLocale('ha');
    expect(roleText({ ...admin, displayName: 'Reviewer (Lagos)' }, 'displayName', t)).toBe('Reviewer (Lagos)');
    expect(roleText({ roleName: 'custom', isSystem: false, displayName: 'Custom', description: 'Mine' }, 'description', t)).toBe('Mine');
  });
});

describe('role names on the users page (DECISIONS §10)', () => {
  it('names a seeded role in Hausa in a user’s role list', async () => {
    await i18nProvider.changeLocale('ha');
    const options = [{ value: 'admin', label: 'Administrator', category: 'admin' }];
    const [label] = roleLabels({ roles: [{ type: 'admin', level: 'national', assignedStates: [] }] } as never, options as never, t);
    expect(label!.label).toContain('Mai Gudanarwa');
    expect(label!.label).not.toContain('Administrator');
  });
});
