import type { RateRule } from '#platform';

const MINUTE = 60;

/**
 * Generous: a mirror catching up on 100,000 centres reads 200 pages, then polls; the limits only stop
 * one address hammering the database (DECISIONS §10: no key). Shared by every instance (Redis).
 */
export const registerFeedLimits = (ip: string): RateRule[] => [{ key: `register-feed:ip:${ip}`, limit: 600, windowSeconds: MINUTE }];

/** A whole dump is a larger read: a few a minute is plenty for anyone mirroring it. */
export const registerDumpLimits = (ip: string): RateRule[] => [{ key: `register-dump:ip:${ip}`, limit: 10, windowSeconds: MINUTE }];
