/** Whether an admin is signed in on this browser (the admin console stores its token here). */
export function hasAdminToken(): boolean {
  try {
    return Boolean(window.localStorage.getItem('authToken'));
  } catch {
    // Storage can be disabled by the browser; then nobody is signed in here.
    return false;
  }
}
