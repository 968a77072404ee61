import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CENTRE_OPTIONS, MSG, PUBLIC_SITE_MSG, SAME_IN_EVERY_LANGUAGE, TRUST_MSG } from '@cbt/contracts';
import { tsxFiles } from '../../../admin-ui/src/shared/bareTexts';
import { en, type Dictionary } from './en';
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
