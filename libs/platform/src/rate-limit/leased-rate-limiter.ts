import { Injectable } from '@nestjs/common';
import { AppError } from '../http/app-error.js';
import { RateLimiter, type RateRule } from './rate-limiter.js';

interface Lease {
  left: number;
  expiresAt: number;
}

/** At most this many hits are leased at once, so little of a limit sits unused in one process. */
const MAX_BATCH = 100;
/** A tenth of the limit per lease: a client spread over processes is refused at worst 10% early. */
const BATCH_SHARE = 10;

/**
 * A per-process token bucket that borrows from the shared (Redis) limit in batches, for hot public
 * reads: one Redis round trip serves a batch of requests instead of one. It never lets a client
 * exceed the shared limit: every leased hit was counted in Redis first. The cost is the other way:
 * hits leased to one process and not used there still count, so a client whose requests land on
 * several processes may be refused a little before its limit.
 */
@Injectable()
export class LeasedRateLimiter {
  private readonly leases = new Map<string, Lease>();
  private readonly borrowing = new Map<string, Promise<Lease>>();

  constructor(private readonly limiter: RateLimiter) {}

  async hit(rule: RateRule, message = 'Too many requests. Please try again later.'): Promise<void> {
    for (;;) {
      const now = Date.now();
      const lease = this.leases.get(rule.key);
      if (lease && lease.expiresAt > now) {
        if (lease.left > 0) {
          lease.left--;
          return;
        }
      }
      let pending = this.borrowing.get(rule.key);
      if (!pending) {
        pending = this.borrow(rule).finally(() => this.borrowing.delete(rule.key));
        this.borrowing.set(rule.key, pending);
      }
      const fresh = await pending;
      if (fresh.left <= 0) {
        throw new AppError('RATE_LIMITED', message, undefined, { 'retry-after': String(Math.max(1, Math.ceil((fresh.expiresAt - Date.now()) / 1000))) });
      }
    }
  }

  private async borrow(rule: RateRule): Promise<Lease> {
    const batch = Math.max(1, Math.min(MAX_BATCH, Math.floor(this.limiter.effectiveLimit(rule) / BATCH_SHARE)));
    const { granted, ttl } = await this.limiter.take(rule, batch);
    const lease = { left: granted, expiresAt: Date.now() + ttl * 1000 };
    this.leases.set(rule.key, lease);
    if (this.leases.size > 100_000) this.sweep();
    return lease;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, lease] of this.leases) if (lease.expiresAt <= now) this.leases.delete(key);
  }
}
