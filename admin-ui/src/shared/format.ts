import { isFormatLanguage, localeFormat, type LocaleFormat } from '@cbt/contracts';
import { useLocaleState } from 'react-admin';

const formats = new Map<string, LocaleFormat>();

/**
 * Numbers and dates in a console language (Intl with its Nigerian locale, or CLDR's month names
 * where the browser's Intl lacks it, as Chromium does for Hausa).
 */
export function consoleFormat(locale: string): LocaleFormat {
  const language = isFormatLanguage(locale) ? locale : 'en';
  let found = formats.get(language);
  if (!found) formats.set(language, (found = localeFormat(language)));
  return found;
}

/** The chosen language's formats; a screen re-renders when the language changes. */
export function useFormat(): LocaleFormat {
  const [locale] = useLocaleState();
  return consoleFormat(locale);
}
