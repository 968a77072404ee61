import { localeFormat, type LocaleFormat } from '@cbt/contracts/public-site';
import { currentLanguage } from '../i18n';

const formats = new Map<string, LocaleFormat>();

/** The chosen language's numbers and dates (Intl with its Nigerian locale, or CLDR's words where the browser lacks it). */
export function format(): LocaleFormat {
  const language = currentLanguage();
  let found = formats.get(language);
  if (!found) formats.set(language, (found = localeFormat(language)));
  return found;
}

/** A date as people read it in the chosen language, e.g. '3 March 2026', '3 Maris, 2026'; '' for none. */
export function formatDate(value: unknown): string {
  return format().date(value);
}

export function formatDateTime(value: unknown): string {
  return format().dateTime(value);
}

export function formatNumber(value: number): string {
  return format().number(value);
}
