/**
 * Numbers and dates in the reader's language, for both user interfaces. Intl is asked with the
 * language's Nigerian locale (en-NG, ha-NG, yo-NG, ig-NG). Node's full ICU knows all four, but
 * Chromium ships a reduced ICU without Hausa, Yoruba and Igbo and would silently answer in US
 * English ("March 3, 2026"): for a locale Intl does not support, dates are written from CLDR's own
 * month names and patterns below, so the page reads the same in every browser. Numbers keep en-NG's
 * grouping in all four languages (CLDR gives Hausa, Yoruba and Igbo the same separators).
 */

export type FormatLanguage = 'en' | 'ha' | 'yo' | 'ig';

export const INTL_LOCALES: Readonly<Record<FormatLanguage, string>> = { en: 'en-NG', ha: 'ha-NG', yo: 'yo-NG', ig: 'ig-NG' };

interface DateWords {
  long: readonly string[];
  short: readonly string[];
  /** CLDR's long date pattern: Hausa puts a comma before the year. */
  yearSeparator: string;
  /** CLDR's day-and-month pattern: Hausa writes the month first ("Mar 3"). */
  monthFirst?: boolean;
}

// CLDR 45 month names (as Node's ICU gives them).
const DATE_WORDS: Readonly<Record<FormatLanguage, DateWords>> = {
  en: {
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    yearSeparator: ' ',
  },
  ha: {
    long: ['Janairu', 'Faburairu', 'Maris', 'Afirilu', 'Mayu', 'Yuni', 'Yuli', 'Agusta', 'Satumba', 'Oktoba', 'Nuwamba', 'Disamba'],
    short: ['Jan', 'Fab', 'Mar', 'Afi', 'May', 'Yun', 'Yul', 'Agu', 'Sat', 'Okt', 'Nuw', 'Dis'],
    yearSeparator: ', ',
    monthFirst: true,
  },
  yo: {
    long: ['Oṣù Ṣẹ́rẹ́', 'Oṣù Èrèlè', 'Oṣù Ẹrẹ̀nà', 'Oṣù Ìgbé', 'Oṣù Ẹ̀bibi', 'Oṣù Òkúdu', 'Oṣù Agẹmọ', 'Oṣù Ògún', 'Oṣù Owewe', 'Oṣù Ọ̀wàrà', 'Oṣù Bélú', 'Oṣù Ọ̀pẹ̀'],
    short: ['Oṣù Ṣẹ́rẹ́', 'Oṣù Èrèlè', 'Oṣù Ẹrẹ̀nà', 'Oṣù Ìgbé', 'Oṣù Ẹ̀bibi', 'Oṣù Òkúdu', 'Oṣù Agẹmọ', 'Oṣù Ògún', 'Oṣù Owewe', 'Oṣù Ọ̀wàrà', 'Oṣù Bélú', 'Oṣù Ọ̀pẹ̀'],
    yearSeparator: ' ',
  },
  ig: {
    long: ['Jenụwarị', 'Febrụwarị', 'Maachị', 'Epreel', 'Mee', 'Jun', 'Julaị', 'Ọgọọst', 'Septemba', 'Ọktoba', 'Novemba', 'Disemba'],
    short: ['Jen', 'Feb', 'Maa', 'Epr', 'Mee', 'Juu', 'Jul', 'Ọgọ', 'Sep', 'Ọkt', 'Nov', 'Dis'],
    yearSeparator: ' ',
  },
};

export interface LocaleFormat {
  language: FormatLanguage;
  locale: string;
  /** 1234567 -> '1,234,567'. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** '3 March 2026' / '3 Maris, 2026'; '' for no date. */
  date(value: unknown): string;
  /** '3 Mar 2026, 14:05' / '3 Mar, 2026, 14:05' in the reader's time zone; '' for no date. */
  dateTime(value: unknown): string;
  /** '3 Mar' (a chart's axis); in UTC when asked, as report days are. */
  dayMonth(value: unknown, timeZone?: string): string;
  /** '3 Mar 2026' (a chart's tooltip). */
  shortDate(value: unknown, timeZone?: string): string;
}

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value as string | number);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function isFormatLanguage(value: unknown): value is FormatLanguage {
  return typeof value === 'string' && value in INTL_LOCALES;
}

/** Whether this JavaScript engine's Intl knows the locale's dates (Chromium lacks ha, yo, ig). */
export function intlSupports(locale: string, intl: Pick<typeof Intl, 'DateTimeFormat'> = Intl): boolean {
  return intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Parts of a date as the reader's clock (or the given time zone) shows them. */
function parts(date: Date, timeZone?: string): { day: number; month: number; year: number; hour: number; minute: number } {
  if (!timeZone) return { day: date.getDate(), month: date.getMonth(), year: date.getFullYear(), hour: date.getHours(), minute: date.getMinutes() };
  if (timeZone === 'UTC') return { day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear(), hour: date.getUTCHours(), minute: date.getUTCMinutes() };
  const found = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' })
      .formatToParts(date)
      .map((p) => [p.type, Number(p.value)]),
  );
  return { day: found.day!, month: found.month! - 1, year: found.year!, hour: found.hour!, minute: found.minute! };
}

/**
 * The formatter of a language. `supported` says whether Intl knows its locale (asked once; a test
 * passes false to check the fallback).
 */
export function localeFormat(language: FormatLanguage, supported: boolean = intlSupports(INTL_LOCALES[language])): LocaleFormat {
  const locale = INTL_LOCALES[language];
  const words = DATE_WORDS[language];
  const numberLocale = supported ? locale : INTL_LOCALES.en;
  const numbers = new Map<string, Intl.NumberFormat>();
  const number = (value: number, options?: Intl.NumberFormatOptions) => {
    const key = JSON.stringify(options ?? {});
    let format = numbers.get(key);
    if (!format) numbers.set(key, (format = new Intl.NumberFormat(numberLocale, options)));
    return format.format(value);
  };
  if (supported) {
    const long = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
    const withTime = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    // One formatter per time zone asked: a long list formats every row with the same one.
    const zoned = (options: Intl.DateTimeFormatOptions) => {
      const byZone = new Map<string, Intl.DateTimeFormat>();
      return (timeZone?: string) => {
        let format = byZone.get(timeZone ?? '');
        if (!format) byZone.set(timeZone ?? '', (format = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
        return format;
      };
    };
    const dayMonth = zoned({ day: 'numeric', month: 'short' });
    const shortDate = zoned({ day: 'numeric', month: 'short', year: 'numeric' });
    return {
      language,
      locale,
      number,
      date: (value) => {
        const date = toDate(value);
        return date ? long.format(date) : '';
      },
      dateTime: (value) => {
        const date = toDate(value);
        return date ? withTime.format(date) : '';
      },
      dayMonth: (value, timeZone) => {
        const date = toDate(value);
        return date ? dayMonth(timeZone).format(date) : '';
      },
      shortDate: (value, timeZone) => {
        const date = toDate(value);
        return date ? shortDate(timeZone).format(date) : '';
      },
    };
  }
  const written = (value: unknown, names: readonly string[], withYear: boolean, withTime: boolean, timeZone?: string) => {
    const date = toDate(value);
    if (!date) return '';
    const p = parts(date, timeZone);
    const full = withYear ? `${p.day} ${names[p.month]}${words.yearSeparator}${p.year}` : words.monthFirst ? `${names[p.month]} ${p.day}` : `${p.day} ${names[p.month]}`;
    return withTime ? `${full}, ${pad(p.hour)}:${pad(p.minute)}` : full;
  };
  return {
    language,
    locale,
    number,
    date: (value) => written(value, words.long, true, false),
    dateTime: (value) => written(value, words.short, true, true),
    dayMonth: (value, timeZone) => written(value, words.short, false, false, timeZone),
    shortDate: (value, timeZone) => written(value, words.short, true, false, timeZone),
  };
}
