import { describe, expect, it } from 'vitest';
import { en, type Dictionary } from './en';
import { ha } from './ha';
import { ig } from './ig';
import { yo } from './yo';

/** A text function's words for sample arguments (numbers, or a list for the phone-number message). */
function sample(text: (...a: unknown[]) => unknown): string {
  try {
    return String(text(1, 2, 3));
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

describe('the public dictionaries', () => {
  it.each(others)('%s has every English key and no empty text', (_name, dict) => {
    const local = texts(dict);
    for (const key of english.keys()) {
      // `labels` and `messages` are keyed by English words and may hold more or fewer entries.
      if (key.startsWith('labels.') || key.startsWith('messages.')) continue;
      expect(local.has(key) ? key : `missing ${key}`).toBe(key);
      expect(local.get(key)?.trim()).not.toBe('');
    }
  });

  it.each(others)('%s translates the centre accreditation texts (issue 13 screens)', (_name, dict) => {
    for (const [key, value] of texts(dict.trust, 'trust')) expect(`${key}: ${value}`).not.toBe(`${key}: ${english.get(key)}`);
  });
});
