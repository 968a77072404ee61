import { useCallback } from 'react';
import { CONSOLE_EN } from '@cbt/contracts';
import { useTranslate, type TranslateFunction } from 'react-admin';

/** react-admin's translate function; pure helpers take it so their texts follow the chosen language. */
export type Translate = TranslateFunction;

/**
 * The form checks (validation.ts, userForm.ts and the like) return SPEC's English text, which the
 * server shares; the console's messages hold each of those texts under `console.validation`, so
 * a screen can show the text in the chosen language without the checks knowing about languages.
 */
const VALIDATION_KEYS = new Map<string, string>(Object.entries(CONSOLE_EN.validation).map(([key, text]) => [text, `console.validation.${key}`]));

/** The message key of a known English form text (react-admin's inputs translate a key); any other text as it is. */
export function messageKey(text: string): string {
  return VALIDATION_KEYS.get(text) ?? text;
}

/** Each field's message as a key where one is known: for react-admin's form validate, whose inputs translate. */
export function messageKeys(errors: { [field: string]: string | undefined }): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).flatMap(([field, text]) => (text ? [[field, messageKey(text)]] : [])));
}

/** A message key, or a known English form text, in the chosen language; any other text (a server's) as it is. */
export function translateText(translate: Translate, text: string): string {
  return translate(messageKey(text), { _: text });
}

export function useTranslateText(): <T extends string | null | undefined>(text: T) => T | string {
  const translate = useTranslate();
  return useCallback(<T extends string | null | undefined>(text: T) => (text ? translateText(translate, text) : text), [translate]);
}

/** Intl's locale for a console language: English keeps the day-month order the screens always used. */
export function intlLocale(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale;
}

/** For toLocaleString: in English the browser's own format, as before; in another language that language's. */
export function dateLocale(locale: string): string | undefined {
  return locale === 'en' ? undefined : locale;
}
