import type { EcPublicJwk } from '@cbt/contracts';
import type { TrustMaterial } from './checkCredential';

/** Where the page keeps the keys and status list it fetched last, for checking without a connection. */
export const TRUST_STORAGE_KEY = 'cbt-letter-trust';
export const KEYS_URL = '/.well-known/jwks.json';
export const STATUS_URL = '/api/public/letters/status';

export function keptTrust(): TrustMaterial | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(TRUST_STORAGE_KEY) ?? 'null') as TrustMaterial | null;
    return kept && Array.isArray(kept.keys) ? kept : null;
  } catch {
    return null;
  }
}

/**
 * The keys and status list fresh from the server when there is a connection (kept for next time),
 * else the ones kept. The service worker keeps the answers too (public-ui/sw/verify-sw.js), so the
 * page itself opens without a connection; what the reader is told is the status list's own time.
 */
export async function loadTrust(fetcher: typeof fetch = fetch): Promise<{ material: TrustMaterial | null; fresh: boolean }> {
  const kept = keptTrust();
  try {
    const [keysResponse, statusResponse] = await Promise.all([fetcher(KEYS_URL, { cache: 'no-cache' }), fetcher(STATUS_URL, { cache: 'no-cache' })]);
    if (!keysResponse.ok) throw new Error(`keys: HTTP ${keysResponse.status}`);
    const { keys } = (await keysResponse.json()) as { keys: EcPublicJwk[] };
    const statusBody = statusResponse.ok ? ((await statusResponse.json()) as { data?: TrustMaterial['status'] }) : null;
    const status = statusBody?.data ?? kept?.status ?? null;
    const material: TrustMaterial = { keys, status, fetchedAt: new Date().toISOString() };
    try {
      window.localStorage.setItem(TRUST_STORAGE_KEY, JSON.stringify(material));
    } catch {
      // A full or blocked storage only loses the offline copy; the check still runs now.
    }
    return { material, fresh: true };
  } catch {
    return { material: kept, fresh: false };
  }
}
