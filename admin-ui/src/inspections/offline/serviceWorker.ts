/** The cache where the console's service worker keeps the server's last answers (admin-ui/sw/console-sw.js). */
export const CONSOLE_DATA_CACHE = 'cbt-console-data';

/**
 * Registers the console's service worker for the inspection pages (/admin-inspections/...), so the
 * capture page opens again without a connection once it has been opened with one. Built consoles
 * only: the dev server has no admin-sw.js.
 */
export function keepCaptureOffline(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/admin-sw.js', { scope: '/admin-inspections/' }).catch(() => undefined);
}

/** Forgets the answers kept for the last signed-in account (its profile, its visits): on every sign-in and sign-out. */
export async function forgetOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(CONSOLE_DATA_CACHE).catch(() => false);
}
