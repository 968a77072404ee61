import { useLocaleState, useTranslate } from 'react-admin';

/** A stored value as the cards show it: 'Not provided' for anything empty (SPEC §2 screen 7). */
export function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'Not provided';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

export function shownDate(value: unknown, withTime = false, locale?: string): string {
  if (typeof value !== 'string' || !value) return 'Not provided';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return withTime ? date.toLocaleString(locale) : date.toLocaleDateString(locale);
}

/** shown and shownDate in the console's language: its words for "Not provided", yes and no, its date order. */
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
      return shownDate(value, withTime, locale);
    },
  };
}
