import { ACCEPT_INVITATION_PATH } from './invitation-messages.js';

/**
 * Which single-page app answers a browser path (DECISIONS §7). The server uses it to serve the
 * right index.html for a typed-in address; the apps use it to link to each other.
 */
export const PUBLIC_UI_PATHS = [
  '/',
  '/landing',
  '/school-registration',
  '/check-status',
  '/find-centre',
  '/centre-registration',
  '/document-upload',
  '/reset-password',
  '/accredited-centres',
  '/verify',
  '/privacy',
  /** DECISIONS §10: the decisions against the centre and its appeals (centre session). */
  '/centre-appeals',
  /** DECISIONS §10: the notices of proposal sent to the centre and its representations (centre session). */
  '/centre-notices',
  // A person without an account asks about their data; the emailed link opens the second (DECISIONS §10).
  '/privacy/request',
  '/privacy/request/confirm',
] as const;

/** /verify/{code}; /accredited-centres/{id}, a centre's public page (DECISIONS §10). */
export const PUBLIC_UI_PREFIXES = ['/verify/', '/accredited-centres/'] as const;

/** The console page an emailed registration link opens (DECISIONS §9); its token is the `token` query parameter. */
export const CONFIRM_REGISTRATION_PATH = '/register/confirm';

/** The console's own pages outside its /admin-* paths: sign-in, account registration, a staff invitation, SPEC's two create pages. */
export const CONSOLE_UI_PATHS = ['/login', '/register', CONFIRM_REGISTRATION_PATH, ACCEPT_INVITATION_PATH, '/cbt-centre', '/bulk-upload'] as const;

/** Every console page lives under one of these (its react-admin resources are named after them). */
export const CONSOLE_UI_PREFIXES = ['/admin-', '/import-jobs', '/audit-events', '/centre-reads'] as const;

const cleanPath = (path: string): string => path.split('?')[0]!.replace(/\/+$/, '') || '/';

/**
 * The console answers its own paths; every other path is the public site's, which shows its own
 * "page not found" in the reader's language for an address it does not know (DECISIONS §10: never
 * another site's sign-in).
 */
export function uiForPath(path: string): 'public' | 'admin' {
  const clean = cleanPath(path);
  if ((CONSOLE_UI_PATHS as readonly string[]).includes(clean)) return 'admin';
  if (CONSOLE_UI_PREFIXES.some((prefix) => clean.startsWith(prefix))) return 'admin';
  return 'public';
}

/** A page the public site knows; any other public address is answered with HTTP 404 (and its not-found page). */
export function isKnownPublicPath(path: string): boolean {
  const clean = cleanPath(path);
  return (PUBLIC_UI_PATHS as readonly string[]).includes(clean) || PUBLIC_UI_PREFIXES.some((prefix) => clean.startsWith(prefix));
}
