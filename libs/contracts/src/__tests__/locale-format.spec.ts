import { describe, expect, it } from '@jest/globals';
import { localeFormat, type FormatLanguage } from '../locale-format.js';

const AT = '2026-09-03T14:05:00Z';
const LANGUAGES: FormatLanguage[] = ['en', 'ha', 'yo', 'ig'];

describe('numbers and dates in the reader’s language', () => {
  it('groups numbers as Nigerian locales do', () => {
    for (const language of LANGUAGES) expect(localeFormat(language).number(1204332)).toBe('1,204,332');
    expect(localeFormat('ha').number(12.345, { maximumFractionDigits: 1 })).toBe('12.3');
  });

  it('writes dates with the language’s month names through Intl', () => {
    expect(localeFormat('en').date(AT)).toBe('3 September 2026');
    expect(localeFormat('ha').date(AT)).toBe('3 Satumba, 2026');
    expect(localeFormat('yo').date(AT)).toBe('3 Oṣù Owewe 2026');
    expect(localeFormat('ig').date(AT)).toBe('3 Septemba 2026');
    expect(localeFormat('ha').date('')).toBe('');
    expect(localeFormat('ha').date('not a date')).toBe('');
  });

  it('writes the same words without Intl support for the locale (Chromium ships no Hausa, Yoruba or Igbo)', () => {
    for (const language of LANGUAGES) {
      const intl = localeFormat(language, true);
      const fallback = localeFormat(language, false);
      expect({ language, date: fallback.date(AT) }).toEqual({ language, date: intl.date(AT) });
      expect({ language, day: fallback.dayMonth(AT, 'UTC') }).toEqual({ language, day: intl.dayMonth(AT, 'UTC') });
      expect({ language, short: fallback.shortDate(AT, 'UTC') }).toEqual({ language, short: intl.shortDate(AT, 'UTC') });
      expect(fallback.number(1204332)).toBe('1,204,332');
    }
    // The time is the reader's: compare against a clock built the same way.
    const local = new Date(AT);
    const hh = String(local.getHours()).padStart(2, '0');
    const mm = String(local.getMinutes()).padStart(2, '0');
    expect(localeFormat('ha', false).dateTime(AT)).toBe(`${local.getDate()} Sat, 2026, ${hh}:${mm}`);
    expect(localeFormat('ig', false).dateTime(AT)).toBe(`${local.getDate()} Sep 2026, ${hh}:${mm}`);
  });
});
