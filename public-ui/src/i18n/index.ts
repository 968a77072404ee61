import { useSyncExternalStore } from 'react';
import { LANGUAGES, type Language } from '@cbt/contracts/public-site';
import { en, type Dictionary } from './en';

export type { Dictionary } from './en';

/** Where the choice is remembered between visits. */
export const LANGUAGE_KEY = 'language';

/** Each language named in itself, for the picker. */
export const LANGUAGE_OPTIONS: ReadonlyArray<{ code: Language; name: string }> = [
  { code: 'en', name: 'English' },
  { code: 'ha', name: 'Hausa' },
  { code: 'yo', name: 'Yorùbá' },
  { code: 'ig', name: 'Igbo' },
];

// English is in the first bundle; the others load when chosen, so the landing page stays small.
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Dictionary>> = {
  ha: () => import('./ha').then((m) => m.ha),
  yo: () => import('./yo').then((m) => m.yo),
  ig: () => import('./ig').then((m) => m.ig),
};

interface State {
  language: Language;
  dict: Dictionary;
  /** English label -> this language's label, for SPEC's "{label} is required" texts. */
  labels: Map<string, string>;
}

let state: State = { language: 'en', dict: en, labels: new Map() };
const listeners = new Set<() => void>();

function labelsOf(dict: Dictionary): Map<string, string> {
  const map = new Map<string, string>();
  const pairs = (english: Record<string, unknown>, local: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(english)) if (typeof value === 'string' && typeof local[key] === 'string') map.set(value, local[key] as string);
  };
  pairs(en.fields, dict.fields);
  pairs(en.register, dict.register);
  pairs(en.ownership, dict.ownership);
  return map;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function remembered(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

/** Switches the site's language: loads its words, remembers the choice, sets <html lang>. */
export async function setLanguage(language: Language): Promise<void> {
  const dict = language === 'en' ? en : await LOADERS[language]();
  state = { language, dict, labels: labelsOf(dict) };
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  document.documentElement.lang = language;
  listeners.forEach((notify) => notify());
}

/** Before the first render: the remembered language (English needs no loading). */
export async function initLanguage(): Promise<void> {
  const language = remembered();
  document.documentElement.lang = language;
  if (language !== 'en') await setLanguage(language).catch(() => undefined);
}

export function currentLanguage(): Language {
  return state.language;
}

/** Translates a text of SPEC or of the server (given in English); unknown texts are shown as they are. */
export function translateMessage(text: string, current: State = state): string {
  if (!text) return text;
  // English keeps SPEC's texts, but for the few it words more plainly ("code", not "OTP").
  const direct = current.dict.messages[text];
  if (direct) return direct;
  const tooLarge = /^File is too large\. The limit is (\d+(?:\.\d+)?) MB\.$/.exec(text);
  if (tooLarge) return current.dict.fileTooLarge(Number(tooLarge[1]));
  if (current.language === 'en') return text;
  const required = /^(.+) is required$/.exec(text);
  if (required) {
    const label = current.labels.get(required[1]!);
    if (label) return current.dict.required(label);
  }
  return text;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language's words; components re-render when the language changes. */
export function useI18n(): { t: Dictionary; language: Language; tm: (text: string) => string } {
  const current = useSyncExternalStore(subscribe, () => state);
  return { t: current.dict, language: current.language, tm: (text: string) => translateMessage(text, current) };
}
