import type { RateRule } from '#platform';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

// Counted after the body is valid, so a user fixing their form is not the one who runs out.
export const preRegisterLimits = (ip: string, email: string): RateRule[] => [
  { key: `pre-register:ip:${ip}`, limit: 20, windowSeconds: HOUR },
  { key: `pre-register:email:${email}`, limit: 5, windowSeconds: HOUR },
];

/** References are 8 random digits; this keeps anyone from walking through them. */
export const statusLookupLimits = (ip: string): RateRule[] => [{ key: `status-lookup:ip:${ip}`, limit: 60, windowSeconds: MINUTE }];
