import type { RateRule } from '#platform';

// RateLimiter counts every hit, so these rules count attempts, not only failures. Admin sign-in has
// its own throttle (login-throttle.ts: per address, per account and address, slowed per account).
const MINUTE = 60;

export const registerLimits = (ip: string): RateRule[] => [{ key: `register:ip:${ip}`, limit: 20, windowSeconds: 60 * MINUTE }];

/**
 * Registration emails per address, from every client (a confirmation link, or the owner's "someone
 * tried to register" notice): past this, a request is answered as usual and nothing is sent or
 * stored, so nobody can use the form to flood a stranger's inbox (docs/SECURITY.md, red-team pass 3).
 * The link already sent stays valid for its 72 hours.
 */
export const REGISTRATION_MAILS_PER_HOUR = 5;
export const registrationMailRule = (email: string): RateRule => ({ key: `register:mail:${email}`, limit: REGISTRATION_MAILS_PER_HOUR, windowSeconds: 60 * MINUTE });

/**
 * Forgot-password, refused per client only (DECISIONS §9, as sign-in): per address, and per
 * (account, address). Nothing counted per account alone refuses anyone, so strangers cannot use
 * it against the owner.
 */
export const forgotPasswordLimits = (ip: string, email: string): RateRule[] => [
  { key: `forgot:ip:${ip}`, limit: 20, windowSeconds: 15 * MINUTE },
  { key: `forgot:pair:${email}:${ip}`, limit: 5, windowSeconds: 60 * MINUTE },
];

/**
 * Reset emails per account, from every address: past this, a request is answered as usual and no
 * email goes out. The links already sent stay valid (each for an hour; one used voids the others),
 * so the owner can always use one, and a stranger cannot flood the inbox.
 */
export const RESET_MAILS_PER_HOUR = 5;
export const resetMailRule = (email: string): RateRule => ({ key: `forgot:mail:${email}`, limit: RESET_MAILS_PER_HOUR, windowSeconds: 60 * MINUTE });

/** Guessing the current password with a stolen session: cleared on success like the login counter. */
export const changePasswordKey = (userId: string) => `change-password:user:${userId}`;
export const changePasswordLimits = (userId: string): RateRule[] => [{ key: changePasswordKey(userId), limit: 10, windowSeconds: 15 * MINUTE }];

/** Tokens are 256 random bits, so this only keeps a flood of guesses off the database. */
export const resetTokenLimits = (ip: string): RateRule[] => [{ key: `reset-token:ip:${ip}`, limit: 60, windowSeconds: 15 * MINUTE }];
