import polyglotI18nProvider from 'ra-i18n-polyglot';
import { consoleEnglishMessages, consoleHausaMessages } from '@cbt/contracts';

export const CONSOLE_LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'ha', name: 'Hausa' },
];

/**
 * English by default, Hausa on request (the app bar's language menu). react-admin keeps the choice
 * in its store (localStorage), so it survives a reload.
 */
export const i18nProvider = polyglotI18nProvider((locale) => (locale === 'ha' ? consoleHausaMessages : consoleEnglishMessages) as never, 'en', CONSOLE_LOCALES, {
  allowMissing: true,
});
