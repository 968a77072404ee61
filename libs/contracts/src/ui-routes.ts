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
] as const;

export const PUBLIC_UI_PREFIXES = ['/verify/'] as const;

/** Every other path belongs to the admin console, which sends unknown paths to /admin-dashboard or /login. */
export function uiForPath(path: string): 'public' | 'admin' {
  const clean = path.split('?')[0]!.replace(/\/+$/, '') || '/';
  if ((PUBLIC_UI_PATHS as readonly string[]).includes(clean)) return 'public';
  if (PUBLIC_UI_PREFIXES.some((prefix) => clean.startsWith(prefix))) return 'public';
  return 'admin';
}

/** The console page an emailed registration link opens (DECISIONS §9); its token is the `token` query parameter. */
export const CONFIRM_REGISTRATION_PATH = '/register/confirm';
