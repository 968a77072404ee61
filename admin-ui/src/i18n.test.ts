import { describe, expect, it } from 'vitest';
import { CONSOLE_CORE_SECTIONS, CONSOLE_EN, CONSOLE_HA, consoleEnglishMessages, consoleHausaMessages, MSG, SECURITY_MSG, type ConsoleMessages } from '@cbt/contracts';
import { i18nProvider } from './i18nProvider';

function leaves(messages: ConsoleMessages, prefix = ''): Array<[string, unknown]> {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

describe('the console messages', () => {
  it('hold the same keys in English and Hausa', () => {
    const core = (messages: ConsoleMessages) => Object.fromEntries(CONSOLE_CORE_SECTIONS.map((section) => [section, messages[section]])) as ConsoleMessages;
    // The core sections are translated whole; a page's own texts may fall back to English, but
    // Hausa never holds a key English lacks (a typo would silently never show).
    expect(leaves(core(CONSOLE_HA as ConsoleMessages)).map(([key]) => key).sort()).toEqual(leaves(core(CONSOLE_EN)).map(([key]) => key).sort());
    const english = new Set(leaves(CONSOLE_EN).map(([key]) => key));
    expect(leaves(CONSOLE_HA as ConsoleMessages).map(([key]) => key).filter((key) => !english.has(key))).toEqual([]);
    expect(leaves(consoleHausaMessages).map(([key]) => key).sort()).toEqual(leaves(consoleEnglishMessages).map(([key]) => key).sort());
  });

  it('leave no value empty', () => {
    for (const messages of [CONSOLE_EN, CONSOLE_HA as ConsoleMessages]) {
      for (const [key, value] of leaves(messages)) {
        expect({ key, ok: typeof value === 'string' && value.trim().length > 0 }).toEqual({ key, ok: true });
      }
    }
    // react-admin's own "ra.boolean.null" is a deliberate blank; every other text says something.
    const english = Object.fromEntries(leaves(consoleEnglishMessages));
    for (const messages of [consoleEnglishMessages, consoleHausaMessages]) {
      for (const [key, value] of leaves(messages)) {
        const ok = typeof value === 'string' && (value.trim().length > 0 || key === 'ra.boolean.null');
        expect({ key, ok, english: typeof english[key] }).toEqual({ key, ok: true, english: 'string' });
      }
    }
  });

  it('translate the portal keys into Hausa, keeping the placeholders', () => {
    const en = Object.fromEntries(leaves(CONSOLE_EN));
    for (const [key, value] of leaves(CONSOLE_HA as ConsoleMessages)) {
      expect({ key, same: value === en[key] }).toEqual({ key, same: false });
      expect(String(value).match(/%\{\w+\}/g) ?? []).toEqual(String(en[key]).match(/%\{\w+\}/g) ?? []);
    }
  });

  it('merge react-admin’s English messages with the portal’s own keys', async () => {
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    expect(i18nProvider.translate('console.menu.centres')).toBe('Centre Applications');
    expect(i18nProvider.translate('console.dashboard.welcome', { name: 'Ada' })).toBe('Welcome, Ada');
    await i18nProvider.changeLocale('ha');
    expect(i18nProvider.translate('console.menu.dashboard')).toBe('Allon Sarrafawa');
    expect(i18nProvider.translate('ra.page.access_denied')).toBe('An hana shiga');
    await i18nProvider.changeLocale('en');
  });

  it('give the page texts SPEC’s wording, the values in place', () => {
    const t = i18nProvider.translate;
    expect(t('console.users.resetDone', { email: 'a@b.ng' })).toBe(MSG.passwordResetFor('a@b.ng'));
    expect(t('console.roles.deactivateConfirm', { name: 'Auditor' })).toBe(MSG.deactivateRoleConfirm('Auditor'));
    expect(t('console.users.deactivateConfirm', { name: 'Ada Obi' })).toBe(SECURITY_MSG.deactivateUserConfirm('Ada Obi'));
    expect(t('console.users.created')).toBe(MSG.userCreated);
    expect(t('console.login.failed')).toBe(MSG.invalidCredentials);
    expect(t('console.reports.map.centres', { smart_count: 1, count: '1' })).toBe('1 centre');
    expect(t('console.reports.map.centres', { smart_count: 3, count: '3' })).toBe('3 centres');
    expect(t('console.roles.permission.users_manage')).toBe('Create, edit and delete users');
  });

  it('show a page text in Hausa where translated, else in English', async () => {
    await i18nProvider.changeLocale('ha');
    expect(i18nProvider.translate('console.login.heading.login')).toBe('Shigar mai gudanarwa');
    expect(i18nProvider.translate('console.profile.superAdmin', { level: 'Ta Ƙasa' })).toBe('Ta Ƙasa (Babban Mai Gudanarwa)');
    expect(i18nProvider.translate('console.validation.firstNameRequired')).toBe('Ana buƙatar sunan farko');
    expect(i18nProvider.translate('console.audit.noEntries')).toBe('No audit entries match.');
    await i18nProvider.changeLocale('en');
  });
});
