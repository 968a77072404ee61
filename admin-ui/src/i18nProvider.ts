import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { consoleEnglishMessages, consoleHausaMessages } from './i18n';
import { messageOf } from './shared/i18n';

export const CONSOLE_LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'ha', name: 'Hausa' },
];

/**
 * English by default, Hausa on request (the app bar's language menu). react-admin keeps the choice
 * in its store (localStorage), so it survives a reload. Both are loaded at once: with Hausa as a chunk
 * of its own, the language button said Hausa before the messages had arrived, and the screen explorer
 * read English pages in Hausa (docs/PERFORMANCE.md).
 */
const polyglot = polyglotI18nProvider((locale) => (locale === 'ha' ? consoleHausaMessages : consoleEnglishMessages) as never, 'en', CONSOLE_LOCALES, {
  allowMissing: true,
});

/** A message key as the screens write them; anything else handed to translate is a text. */
const KEY = /^(console|ra)\.[\w.-]+$/;

/**
 * react-admin translates whatever it shows (notifications, labels), and some of it arrives as
 * SPEC's English text rather than a key: a data provider's error ("Failed to fetch roles"), the
 * server's message. A text the console's messages hold is shown in the chosen language too.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate(key, options) {
    if (typeof key !== 'string' || KEY.test(key)) return polyglot.translate(key, options);
    const { message, args } = messageOf(key);
    if (message === key) return polyglot.translate(key, options);
    return polyglot.translate(message, { _: key, ...args, ...options });
  },
};
