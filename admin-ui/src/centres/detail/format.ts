import { useLocaleState, useTranslate } from 'react-admin';

/** A stored date in the given language's order (with the time when asked); a value that is no date as it is. */
function localeDate(value: string, withTime: boolean, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return withTime ? date.toLocaleString(locale) : date.toLocaleDateString(locale);
}

/**
 * A stored value as the cards show it, in the console's language: its words for 'Not provided'
 * (anything empty, SPEC §2 screen 7), yes and no, and its date order.
 */
export function useShownValues() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notProvided = translate('console.centre.notProvided');
  return {
    shown(value: unknown): string {
      if (value === null || value === undefined || value === '') return notProvided;
      if (typeof value === 'boolean') return translate(value ? 'console.centre.yes' : 'console.centre.no');
      return String(value);
    },
    shownDate(value: unknown, withTime = false): string {
      if (typeof value !== 'string' || !value) return notProvided;
      return localeDate(value, withTime, locale);
    },
  };
}
