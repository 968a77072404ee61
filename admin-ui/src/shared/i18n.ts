import { useCallback } from 'react';
import { CONSOLE_EN, type ConsoleMessages } from '../i18n';
import { useTranslate, type TranslateFunction } from 'react-admin';

/** react-admin's translate function; pure helpers take it so their texts follow the chosen language. */
export type Translate = TranslateFunction;

function leaves(messages: ConsoleMessages, prefix: string): Array<[string, string]> {
  return Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}

// The form checks first: where the same English text sits under several keys, theirs is meant.
const ORDERED = [
  ...leaves({ validation: CONSOLE_EN.validation }, 'console.'),
  ...leaves({ common: CONSOLE_EN.common }, 'console.'),
  ...leaves(CONSOLE_EN as unknown as ConsoleMessages, 'console.'),
];

/**
 * The form checks (validation.ts, userForm.ts and the like) and the server give SPEC's English
 * texts; the console's messages hold each of those texts under a key, so a screen shows the text in
 * the chosen language without the checks knowing about languages. A numbered check ("Role 2: ...")
 * is found by its pattern and keeps its number.
 */
const EXACT = new Map<string, string>();
const NUMBERED: Array<{ pattern: RegExp; key: string; name: string }> = [];
for (const [key, text] of ORDERED) {
  const placeholders = text.match(/%\{\w+\}/g) ?? [];
  if (placeholders.length === 0) {
    if (!EXACT.has(text)) EXACT.set(text, key);
  } else if (placeholders.length === 1) {
    // One value, a number: "Stage %{n}: ...", "HTTP error! status: %{status}".
    const [before = '', after = ''] = text.split(placeholders[0]!).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    NUMBERED.push({ pattern: new RegExp(`^${before}(\\d+)${after}$`), key, name: placeholders[0]!.slice(2, -1) });
  }
}

/** A known English text as a message key with its values, for react-admin's validation ({ message, args }). */
export function messageOf(text: string): { message: string; args?: Record<string, number> } {
  const exact = EXACT.get(text);
  if (exact) return { message: exact };
  if (!/\d/.test(text)) return { message: text };
  for (const { pattern, key, name } of NUMBERED) {
    const match = pattern.exec(text);
    if (match) return { message: key, args: { [name]: Number(match[1]) } };
  }
  return { message: text };
}

/** The message key of a known English text (react-admin's inputs translate a key); any other text as it is. */
export function messageKey(text: string): string {
  return messageOf(text).message;
}

/** Each field's message as a key where one is known: for react-admin's form validate, whose inputs translate. */
export function messageKeys(errors: { [field: string]: string | undefined }): Record<string, string | { message: string; args?: Record<string, number> }> {
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, text]) => {
      if (!text) return [];
      const found = messageOf(text);
      return [[field, found.args ? found : found.message]];
    }),
  );
}

/** A message key, or a known English text, in the chosen language; any other text (a server's) as it is. */
export function translateText(translate: Translate, text: string): string {
  const { message, args } = messageOf(text);
  return translate(message, { _: text, ...args });
}

export function useTranslateText(): <T extends string | null | undefined>(text: T) => T | string {
  const translate = useTranslate();
  return useCallback(<T extends string | null | undefined>(text: T) => (text ? translateText(translate, text) : text), [translate]);
}
