import type { RateRule } from '#platform';

const MINUTE = 60;

/** Codes carry about 59 bits, so guessing is hopeless; this keeps anyone from trying at volume. */
export const verifyLimits = (ip: string): RateRule[] => [{ key: `letter-verify:ip:${ip}`, limit: 60, windowSeconds: MINUTE }];

/** The register is public and paged; enough for a person browsing, not for scraping at speed. */
export const registerLimits = (ip: string): RateRule[] => [{ key: `accredited-register:ip:${ip}`, limit: 120, windowSeconds: MINUTE }];
