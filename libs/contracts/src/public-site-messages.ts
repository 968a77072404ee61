/** Texts of the public journey that SPEC does not give; SPEC's own texts stay in messages.ts. */
export const PUBLIC_SITE_MSG = {
  invalidPhone: (numbers: string[]) =>
    `${numbers.length === 1 ? `"${numbers[0]}" is not a valid phone number` : `These are not valid phone numbers: ${numbers.map((n) => `"${n}"`).join(', ')}`}. Include the country code (e.g. +234 803 123 4567); separate several numbers with commas.`,
  otpTriesLeft: (n: number) => `${n} ${n === 1 ? 'try' : 'tries'} left for this code.`,
  serverTimeout: 'The server took too long to answer. Please try again.',
  serverUnreachable: 'Could not reach the server. Check your connection and try again.',
  downloadFailed: 'The download failed. Please try again.',
} as const;

/** Languages of the public site and of the centre's emails; English is the default. */
export const LANGUAGES = ['en', 'ha', 'yo', 'ig'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ha: 'Hausa', yo: 'Yorùbá', ig: 'Igbo' };

/** The first supported language of an Accept-Language header (or a bare code), else English. */
export function pickLanguage(header: unknown): Language {
  if (typeof header !== 'string') return 'en';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase().split('-')[0];
    if ((LANGUAGES as readonly string[]).includes(tag ?? '')) return tag as Language;
  }
  return 'en';
}
