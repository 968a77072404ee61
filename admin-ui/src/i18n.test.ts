import { describe, expect, it } from 'vitest';
import { MSG, SAME_IN_EVERY_LANGUAGE, SECURITY_MSG } from '@cbt/contracts';
import { CONSOLE_EN, CONSOLE_HA, consoleEnglishMessages, consoleHausaMessages, type ConsoleMessages } from './i18n';
import { i18nProvider } from './i18nProvider';

function leaves(messages: ConsoleMessages, prefix = ''): Array<[string, unknown]> {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const placeholders = (text: unknown) => (String(text).match(/%\{\w+\}/g) ?? []).sort();
/** A text with words beyond its placeholders and symbols ("%{name} (%{level})" has none). */
const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text.replace(/%\{\w+\}/g, ''));

describe('the console messages', () => {
  it('hold exactly the same keys in English and Hausa, react-admin’s included', () => {
    const english = leaves(consoleEnglishMessages).map(([key]) => key).sort();
    const hausa = leaves(consoleHausaMessages).map(([key]) => key).sort();
    expect(hausa.filter((key) => !english.includes(key))).toEqual([]);
    expect(english.filter((key) => !hausa.includes(key))).toEqual([]);
  });

  it('leave no value empty', () => {
    for (const messages of [consoleEnglishMessages, consoleHausaMessages]) {
      for (const [key, value] of leaves(messages)) {
        // react-admin's own "ra.boolean.null" is a deliberate blank; every other text says something.
        const ok = typeof value === 'string' && (value.trim().length > 0 || key === 'ra.boolean.null');
        expect({ key, ok }).toEqual({ key, ok: true });
      }
    }
  });

  it('translate every text into Hausa, keeping its placeholders', () => {
    const english = Object.fromEntries(leaves(consoleEnglishMessages));
    const untranslated: string[] = [];
    for (const [key, value] of leaves(consoleHausaMessages)) {
      expect({ key, placeholders: placeholders(value) }).toEqual({ key, placeholders: placeholders(english[key]) });
      if (value === english[key] && hasWords(String(value)) && !SAME_IN_EVERY_LANGUAGE.has(String(value))) untranslated.push(`${key}: ${String(value)}`);
    }
    expect(untranslated).toEqual([]);
  });

  it('merge react-admin’s English messages with the portal’s own keys', async () => {
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    expect(i18nProvider.translate('console.menu.centres')).toBe('Centre Applications');
    expect(i18nProvider.translate('console.dashboard.welcome', { name: 'Ada' })).toBe('Welcome, Ada');
    await i18nProvider.changeLocale('ha');
    expect(i18nProvider.translate('console.menu.dashboard')).toBe('Allon Sarrafawa');
    expect(i18nProvider.translate('ra.page.access_denied')).toBe('An hana shiga');
    expect(i18nProvider.translate('ra.navigation.page_rows_per_page')).toBe('Layuka a kowane shafi:');
    await i18nProvider.changeLocale('en');
  });

  it('give the page texts SPEC’s wording, the values in place', () => {
    const t = i18nProvider.translate;
    expect(t('console.users.resetDone', { email: 'a@b.ng' })).toBe(MSG.passwordResetFor('a@b.ng'));
    expect(t('console.roles.deactivateConfirm', { name: 'Auditor' })).toBe(MSG.deactivateRoleConfirm('Auditor'));
    expect(t('console.users.deactivateConfirm', { name: 'Ada Obi' })).toBe(SECURITY_MSG.deactivateUserConfirm('Ada Obi'));
    expect(t('console.users.created')).toBe(MSG.userCreated);
    expect(t('console.login.failed')).toBe(MSG.invalidCredentials);
    expect(t('console.roles.fetchFailed')).toBe(MSG.failedFetchRoles);
    expect(t('console.accreditation.failedFetchAccredited')).toBe(MSG.failedFetchAccredited);
    expect(t('console.centres.exportCsvFailed')).toBe(MSG.failedExportCsv);
    expect(t('console.validation.stageNameRequired', { n: 2 })).toBe(MSG.stageNameRequired(2));
    expect(t('console.reports.map.centres', { smart_count: 1, count: '1' })).toBe('1 centre');
    expect(t('console.reports.map.centres', { smart_count: 3, count: '3' })).toBe('3 centres');
    expect(t('console.roles.permission.users_manage')).toBe('Create, edit and delete users');
  });

  it('show every page text in Hausa', async () => {
    await i18nProvider.changeLocale('ha');
    expect(i18nProvider.translate('console.login.heading.login')).toBe('Shigar mai gudanarwa');
    expect(i18nProvider.translate('console.profile.superAdmin', { level: 'Ta Ƙasa' })).toBe('Ta Ƙasa (Babban Mai Gudanarwa)');
    expect(i18nProvider.translate('console.validation.firstNameRequired')).toBe('Ana buƙatar sunan farko');
    expect(i18nProvider.translate('console.audit.noEntries')).toBe('Babu shigarwar tarihi da ta dace.');
    expect(i18nProvider.translate('console.validation.roleTypeRequired', { n: 2 })).toBe('Muƙami na 2: Ana buƙatar irin muƙami');
    await i18nProvider.changeLocale('en');
  });

  it('keep the English texts under their keys (the Hausa tree mirrors them)', () => {
    expect(Object.keys(CONSOLE_HA).sort()).toEqual(Object.keys(CONSOLE_EN).sort());
  });
});
