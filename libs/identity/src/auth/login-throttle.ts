import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { MSG, SECURITY_MSG } from '#contracts';
import { RateLimiter, type RateRule } from '#platform';

const MINUTE = 60;
const WINDOW = 15 * MINUTE;

/** Attempts from one address, whatever the account: a password spray from one client. */
export const LOGIN_ADDRESS_LIMIT = 100;
/** Consecutive failures for one account from one address; a success there clears it. */
export const LOGIN_PAIR_LIMIT = 10;
/** Failures for one account from every address before its failed answers start to slow down. */
export const LOGIN_SLOWDOWN_AFTER = 5;
/** The longest delay added to a failed answer. */
export const LOGIN_MAX_DELAY_MS = 1000;

const pairKey = (email: string, ip: string) => `login:pair:${email}:${ip}`;
const accountFailuresRule = (email: string): RateRule => ({ key: `login:fail:${email}`, limit: Number.MAX_SAFE_INTEGER, windowSeconds: WINDOW });

/** The delay added to a failed answer after `failures` failures for the account in the window. */
export function failureDelayMs(failures: number): number {
  if (failures <= LOGIN_SLOWDOWN_AFTER) return 0;
  return Math.min(LOGIN_MAX_DELAY_MS, 100 * 2 ** (failures - LOGIN_SLOWDOWN_AFTER - 1));
}

/**
 * Admin sign-in throttling after OWASP ASVS 5.0 V6 (docs/SECURITY.md, red-team pass 1, row 2). Nothing ever locks the
 * account: a third party guessing from other addresses cannot stop the owner signing in.
 * - per address: 100 attempts in 15 minutes, any account (a spray from one client);
 * - per (account, address): 10 consecutive failures in 15 minutes, cleared by a success from
 *   that address, so only the address guessing is refused;
 * - per account, from every address: after 5 failures each further failed answer is slowed down
 *   (0.1 s doubling up to 1 s), which costs a distributed guesser time and the owner nothing
 *   (a correct password is answered at once).
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  /** Before checking the password: 429 when this address, or this address for this account, is over its limit. */
  async before(email: string, ip: string): Promise<void> {
    await this.limiter.hit([{ key: `login:ip:${ip}`, limit: LOGIN_ADDRESS_LIMIT, windowSeconds: WINDOW }], MSG.tooManyLoginAttempts);
    await this.limiter.hit([{ key: pairKey(email, ip), limit: LOGIN_PAIR_LIMIT, windowSeconds: WINDOW }], SECURITY_MSG.tooManyLoginAttempts);
  }

  /** A failed sign-in: counts it for the account and waits the progressive delay. */
  async failed(email: string): Promise<void> {
    const failures = await this.limiter.count(accountFailuresRule(email));
    const delay = failureDelayMs(failures);
    if (delay > 0) await sleep(delay);
  }

  /** A successful sign-in clears this address's count for the account (never other addresses'). */
  async succeeded(email: string, ip: string): Promise<void> {
    await this.limiter.reset(pairKey(email, ip));
  }
}
