import { isIP } from 'node:net';

/** What Fastify's `trustProxy` is given: off, a number of trusted hops, or the proxies' addresses/CIDRs. */
export type TrustProxySetting = false | number | string[];

export const TRUST_PROXY_HELP =
  'TRUST_PROXY must be false, a number of trusted proxy hops (1 to 10), or a comma-separated list of proxy addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1)';

/**
 * TRUST_PROXY (docs/SECURITY.md, red-team pass 1, row 9). `true` would trust every hop, so a client-chosen leftmost
 * X-Forwarded-For would become its address and defeat every per-address limit: refused.
 * Returns the setting, or a problem naming the variable and the accepted values.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxySetting; problem?: string } {
  const text = raw?.trim() ?? '';
  if (text === '' || text.toLowerCase() === 'false' || text === '0') return { value: false };
  if (text.toLowerCase() === 'true') {
    return { value: false, problem: `${TRUST_PROXY_HELP}; "true" would trust every hop and let clients choose their address (use 1 for one proxy)` };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 10 ? { value: hops } : { value: false, problem: `${TRUST_PROXY_HELP} (got "${text}")` };
  }
  const entries = text.split(',').map((e) => e.trim()).filter((e) => e !== '');
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (entries.length === 0 || bad.length > 0) return { value: false, problem: `${TRUST_PROXY_HELP} (not an address or CIDR: "${bad.join('", "') || text}")` };
  return { value: entries };
}

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * The value given to Fastify. Fastify 5.12 answers a bare hop count by trusting nothing (a direct
 * client could otherwise supply enough hops itself), so hops become the function proxy-addr uses
 * for them: the first `hops` addresses from the connection inward are proxies. Use hops only when
 * clients cannot reach the portal except through those proxies; otherwise list their addresses.
 */
export function fastifyTrustProxy(setting: TrustProxySetting): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') {
    const hops = setting;
    return (_address: string, hop: number) => hop < hops;
  }
  return setting;
}
