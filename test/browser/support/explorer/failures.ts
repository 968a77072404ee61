/**
 * What the screen explorer reports: one failure names the role, the language, the width, the screen
 * (its path, ids replaced by ":id" so one screen has one name) and what failed (ARCHITECTURE 17).
 */

export const CHECKS = ['error-page', 'page-exception', 'console-error', 'failed-request', 'english-text', 'overflow', 'axe', 'unreachable'] as const;
export type Check = (typeof CHECKS)[number];

export interface Failure {
  role: string;
  lang: string;
  width: number;
  /** The screen's path with ids as ":id", and what was opened on it ("dialog: Approve", "tab: Trends"). */
  path: string;
  check: Check;
  detail: string;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const CODE = /\/verify\/[A-Z0-9-]{8,}/g;

/** /admin-centre/3f2c...-... -> /admin-centre/:id; a query string is dropped (a list's filters). */
export function screenName(url: string): string {
  const { pathname } = new URL(url);
  return pathname.replace(UUID, ':id').replace(CODE, '/verify/:code');
}

export function describeFailure(f: Failure): string {
  return `[${f.role} | ${f.lang} | ${f.width}px | ${f.path}] ${f.check}: ${f.detail}`;
}
