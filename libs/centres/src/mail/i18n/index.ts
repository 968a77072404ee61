import type { Language } from '#contracts';
import { en } from './en.js';
import { ha } from './ha.js';
import { ig } from './ig.js';
import type { CentreMailTexts } from './mail-texts.js';
import { yo } from './yo.js';

export type { CentreMailTexts } from './mail-texts.js';

const TEXTS: Record<Language, CentreMailTexts> = { en, ha, yo, ig };

/** The centre's emails in its language; anything unknown (an old event) reads English. */
export function mailTexts(language: unknown): CentreMailTexts {
  return TEXTS[language as Language] ?? en;
}
