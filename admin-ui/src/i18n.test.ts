import { describe, expect, it } from 'vitest';
import { CONSOLE_CORE_SECTIONS, CONSOLE_EN, CONSOLE_HA, consoleEnglishMessages, consoleHausaMessages, type ConsoleMessages } from '@cbt/contracts';
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
});
