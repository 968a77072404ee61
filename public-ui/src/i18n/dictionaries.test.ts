import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CENTRE_OPTIONS, MSG, PUBLIC_SITE_MSG, SAME_IN_EVERY_LANGUAGE, TRUST_MSG } from '@cbt/contracts';
import { tsxFiles } from '../../../admin-ui/src/shared/bareTexts';
import { en, type Dictionary } from './en';
import { translateMessage } from './index';
import { ha } from './ha';
import { ig } from './ig';
import { yo } from './yo';

/** A text function's words for sample arguments (numbers, or a list for the phone-number message). */
function sample(text: (...a: unknown[]) => unknown): string {
  try {
    return String(text(1, 2, 3, 4));
  } catch {
    return String(text(['1', '2']));
  }
}

/** Every text of a dictionary by its path, with functions called with sample arguments. */
function texts(dict: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof dict === 'string') out.set(path, dict);
  else if (typeof dict === 'function') out.set(path, sample(dict as (...a: unknown[]) => unknown));
  else if (dict && typeof dict === 'object') for (const [key, value] of Object.entries(dict)) for (const [p, t] of texts(value, path ? `${path}.${key}` : key)) out.set(p, t);
  return out;
}

const english = texts(en);
const others: Array<[string, Dictionary]> = [
  ['Hausa', ha],
  ['Yoruba', yo],
  ['Igbo', ig],
];

/** The fixed texts of the contracts (SPEC's and the portal's) the site's code names, which the server may also send. */
function messagesTheSiteShows(): string[] {
  const src = join(dirname(fileURLToPath(import.meta.url)), '..');
  const code = [...tsxFiles(src), ...['lib/api.ts', 'lib/upload.ts', 'lib/validation.ts', 'lib/centreFields.ts'].map((f) => join(src, f))]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const tables: Record<string, Record<string, unknown>> = { MSG, TRUST_MSG, PUBLIC_SITE_MSG };
  const found = new Set<string>();
  for (const [, table, key] of code.matchAll(/\b(MSG|TRUST_MSG|PUBLIC_SITE_MSG)\.(\w+)/g)) {
    const value = tables[table!]![key!];
    if (typeof value === 'string') found.add(value);
  }
  return [...found];
}

describe('the public dictionaries', () => {
  it.each(others)('%s has every English key and no empty text', (_name, dict) => {
    const local = texts(dict);
    for (const key of english.keys()) {
      // `labels` and `messages` are keyed by English words and may hold more or fewer entries.
      if (key.startsWith('labels.') || key.startsWith('messages.')) continue;
      expect(local.has(key) ? key : `missing ${key}`).toBe(key);
      expect(local.get(key)?.trim()).not.toBe('');
    }
    for (const key of local.keys()) if (!key.startsWith('messages.') && !key.startsWith('labels.')) expect(english.has(key) ? key : `unknown ${key}`).toBe(key);
  });

  it.each(others)('%s writes every text in its own words, a few names and codes aside', (_name, dict) => {
    const same = [...texts(dict)].filter(([key, value]) => !key.startsWith('messages.') && english.get(key) === value && !SAME_IN_EVERY_LANGUAGE.has(value));
    expect(same).toEqual([]);
  });

  it.each(others)('%s translates every fixed message the site shows or receives', (_name, dict) => {
    const missing = messagesTheSiteShows().filter((text) => !dict.messages[text]);
    expect(missing).toEqual([]);
  });

  it.each([['English', en] as [string, Dictionary], ...others])('%s names every option of the registration lists', (_name, dict) => {
    const values = [...new Set(Object.values(CENTRE_OPTIONS).flat())];
    expect(values.filter((value) => !dict.options[value])).toEqual([]);
  });
});

/** What a person reads for a text in a language: the dictionary's words, or a server message translated. */
const reads = (dict: Dictionary, language: 'en' | 'ha' | 'yo' | 'ig') => (text: string) => translateMessage(text, { language, dict, labels: new Map() });

describe('words a person meets on the public forms (DECISIONS §10)', () => {
  const all: Array<[string, 'en' | 'ha' | 'yo' | 'ig', Dictionary]> = [
    ['English', 'en', en],
    ['Hausa', 'ha', ha],
    ['Yoruba', 'yo', yo],
    ['Igbo', 'ig', ig],
  ];
  const otpMessages = [MSG.enterOtp, MSG.invalidOtp, MSG.otpSent, MSG.otpSentIfApproved, MSG.failedSendOtp, MSG.sendOtpError, MSG.verifyOtpError];

  it.each(all)('%s says "code", never "OTP", on its forms and for the server\'s sign-in messages', (_name, language, dict) => {
    const withOtp = [...texts(dict)].filter(([key, value]) => !key.startsWith('messages.') && /\bOTP\b/.test(value)).map(([key]) => key);
    expect(withOtp).toEqual([]);
    const read = reads(dict, language);
    expect(otpMessages.map(read).filter((text) => /\bOTP\b/.test(text))).toEqual([]);
  });

  it.each(others.map(([name, dict]) => [name, name === 'Hausa' ? 'ha' : name === 'Yoruba' ? 'yo' : 'ig', dict] as const))(
    '%s translates the upload refusals the server sends, the size limit included',
    (_name, language, dict) => {
      const read = reads(dict, language);
      expect(read(MSG.fileContentMismatch)).not.toBe(MSG.fileContentMismatch);
      const tooLarge = read(MSG.fileTooLarge(10));
      expect(tooLarge).not.toBe(MSG.fileTooLarge(10));
      expect(tooLarge).toContain('10');
    },
  );
});
