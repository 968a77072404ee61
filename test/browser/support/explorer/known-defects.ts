import type { Check, Failure } from './failures.js';

/**
 * TEMPORARY. Failures the screen explorer finds that are being fixed on other branches this round
 * (DECISIONS §10). Each entry names exactly one screen (as the explorer names it) and one check, and
 * optionally the roles, languages and widths it is seen at; a failure it covers does not fail the
 * explorer. Remove an entry when its fix merges (the explorer then checks that screen again). Never
 * add an entry for a new failure: fix the screen.
 */
export interface KnownDefect {
  screen: string;
  check: Check;
  /** The failure's detail contains this. */
  detail: RegExp;
  roles?: string[];
  langs?: string[];
  widths?: number[];
  /** The defect, in a few words. */
  why: string;
}

export const KNOWN_DEFECTS: KnownDefect[] = [];

export function covers(entry: KnownDefect, f: Failure): boolean {
  return (
    entry.screen === f.path &&
    entry.check === f.check &&
    entry.detail.test(f.detail) &&
    (!entry.roles || entry.roles.includes(f.role)) &&
    (!entry.langs || entry.langs.includes(f.lang)) &&
    (!entry.widths || entry.widths.includes(f.width))
  );
}
