import { consoleEnglishMessages } from '../../../../admin-ui/src/i18n/index.js';

/**
 * English text on a screen shown in another language. A text is English when the English crawl of the
 * same role and width showed it, or when it is one of the console's English messages (a message the
 * English crawl never met, such as an error, still counts). What every language shows as it is stays
 * allowed: the data the test seeded (names, addresses, references, emails), the state names and the
 * words no translator changes (SAME_IN_EVERY_LANGUAGE), codes, numbers, dates, file names.
 */

const LANGUAGE_NAMES = new Set(['English', 'Hausa', 'Yorùbá', 'Yoruba', 'Igbo']);

function messagesOf(tree: unknown, into: Set<string>): Set<string> {
  if (typeof tree === 'string') {
    // A message with placeholders is matched through its fixed text only when it has none.
    if (!tree.includes('%{')) into.add(tree.replace(/\s+/g, ' ').trim());
  } else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) messagesOf(value, into);
  return into;
}

export const CONSOLE_ENGLISH = messagesOf(consoleEnglishMessages, new Set());

const PATTERNS: RegExp[] = [
  /@/, // an email address
  /^[\d\s.,:;%/+×x()–—-]*$/i, // numbers, counts, percentages, times
  /^[A-Z]{2,12}-\d{4}-\d{8}$/, // a centre reference
  /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/, // a letter's verification code
  /^RC[A-Z0-9]+$/i, // a Government/RC number
  /^[\w-]+\.(pdf|docx?|png|jpe?g|csv)$/i, // a file's name
  /^(\.\w+|[\w-]*\d[\w-]*)$/, // an id or a code with digits
  /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\w*,? \d{4}(,? \d{1,2}:\d{2}( ?[AP]M)?)?$/i, // a date
  /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\w* \d{1,2},? \d{4}/i, // a date, month first
  /^\+?\d[\d\s-]{6,}$/, // a phone number
  /^https?:\/\//, // an address
];

export class EnglishTextCheck {
  private readonly english = new Set<string>(CONSOLE_ENGLISH);

  constructor(private readonly data: ReadonlySet<string>) {}

  /** Texts the English crawl showed. */
  learn(texts: Iterable<string>): void {
    for (const text of texts) this.english.add(text);
  }

  allowed(whole: string): boolean {
    // A separator around a name ("· Lagos", "(Ikeja)") is still the name.
    const text = whole.replace(/^[\s·•,;:()–—|-]+|[\s·•,;:()–—|-]+$/g, '');
    if (!/\p{L}{2,}/u.test(text)) return true;
    if (this.data.has(text) || this.data.has(whole) || LANGUAGE_NAMES.has(text)) return true;
    // A centre named with its reference: "Sunrise CBT Centre (JAMB-2026-00000001)".
    const named = /^(.+) \([A-Z]{2,12}-\d{4}-\d{8}\)$/.exec(whole.trim());
    if (named && this.data.has(named[1]!)) return true;
    // A centre as a choice lists it: "Sunrise CBT Centre · JAMB-2026-00000001", each part data.
    if (text.includes(' · ')) return text.split(' · ').every((part) => this.allowed(part));
    return PATTERNS.some((p) => p.test(text));
  }

  /** The texts of a non-English screen that are English. */
  untranslated(texts: Iterable<string>): string[] {
    return [...texts].filter((t) => this.english.has(t) && !this.allowed(t));
  }
}
