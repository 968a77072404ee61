import { useTranslate } from 'react-admin';
import { useFormat } from '../../shared/format';

/**
 * A stored value as the cards show it, in the console's language: its words for 'Not provided'
 * (anything empty, SPEC §2 screen 7), yes and no, and its date order.
 */
export function useShownValues() {
  const translate = useTranslate();
  const format = useFormat();
  const notProvided = translate('console.centre.notProvided');
  return {
    shown(value: unknown): string {
      if (value === null || value === undefined || value === '') return notProvided;
      if (typeof value === 'boolean') return translate(value ? 'console.centre.yes' : 'console.centre.no');
      return String(value);
    },
    shownDate(value: unknown, withTime = false): string {
      if (typeof value !== 'string' || !value) return notProvided;
      // A value that is no date is shown as it is.
      return (withTime ? format.dateTime(value) : format.date(value)) || value;
    },
  };
}
