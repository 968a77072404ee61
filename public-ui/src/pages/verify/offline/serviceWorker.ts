/** The verify page's service worker (public-ui/sw/verify-sw.js, written into the build as /verify-sw.js). */
export const VERIFY_SW_URL = '/verify-sw.js';
/** Only the verify pages pass through it: the rest of the public site never does. */
export const VERIFY_SW_SCOPE = '/verify';

export function registerVerifyServiceWorker(): void {
  // Development (vite serve) has no built worker; a failure only means no offline copy.
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(VERIFY_SW_URL, { scope: VERIFY_SW_SCOPE }).catch(() => undefined);
}
