import { Injectable } from '@nestjs/common';
import { AppError } from '../http/app-error.js';
import { RateLimiter, retryAfterSeconds, type RateRule } from './rate-limiter.js';

interface Lease {
  /** Hits this process may still let through without asking Redis. */
  left: number;
  /** When the shared window these hits were counted in ends, at the latest (Date.now() scale). */
  expiresAt: number;
  /** Redis granted fewer hits than asked: the shared window is full until expiresAt. */
  exhausted: boolean;
}

/** At most this many hits are leased at once, so little of a limit sits unused in one process. */
export const MAX_LEASE = 100;
/** A tenth of the limit per lease: a client spread over processes is refused at worst 10% early per process. */
const LEASE_SHARE = 10;

/** K, the hits one process borrows from the shared limit in one Redis round trip. */
export function leaseSize(effectiveLimit: number): number {
  return Math.max(1, Math.min(MAX_LEASE, Math.floor(effectiveLimit / LEASE_SHARE)));
}

/**
 * A per-process lease on the shared (Redis) limit, for hot public reads: one atomic INCRBY (the
 * rateHit script) takes K = leaseSize(limit) hits for this process, which then spends them without
 * asking Redis, so one request in K waits on Redis instead of every one.
 *
 * The bound (docs/PERFORMANCE.md, "Status look-up with the shared limit"): every hit let through
 * was counted in Redis before, in the window it is spent in. A lease ends no later than that window
 * (its end is taken from PTTL, measured from before the request was sent), so hits left over from
 * one window are never spent in the next. Across any number of processes a client therefore gets at
 * most the limit per window; what a lease costs is the other way round, a client spread over n
 * processes may be refused up to (n - 1) x K hits early. With Redis unreachable each process falls
 * back to its own in-memory counter (RateLimiter), as every limit does.
 */
@Injectable()
export class LeasedRateLimiter {
  private readonly leases = new Map<string, Lease>();
  private readonly borrowing = new Map<string, Promise<Lease>>();

  constructor(private readonly limiter: RateLimiter) {}

  async hit(rule: RateRule, message = 'Too many requests. Please try again later.'): Promise<void> {
    for (;;) {
      const lease = this.leases.get(rule.key);
      if (lease && lease.expiresAt > Date.now()) {
        if (lease.left > 0) {
          lease.left--;
          return;
        }
        // Redis said the window is full: every process is refused until it ends, no need to ask again.
        if (lease.exhausted) throw refusal(lease, message);
      }
      let pending = this.borrowing.get(rule.key);
      if (!pending) {
        pending = this.borrow(rule).finally(() => this.borrowing.delete(rule.key));
        this.borrowing.set(rule.key, pending);
      }
      const fresh = await pending;
      if (fresh.left <= 0) throw refusal(fresh, message);
    }
  }

  private async borrow(rule: RateRule): Promise<Lease> {
    const asked = leaseSize(this.limiter.effectiveLimit(rule));
    // Before the request: the window's end as Redis reports it is then never later than the real one.
    const sentAt = Date.now();
    const { granted, ttlMs } = await this.limiter.take(rule, asked);
    const lease = { left: granted, expiresAt: sentAt + ttlMs, exhausted: granted < asked };
    this.leases.set(rule.key, lease);
    if (this.leases.size > 100_000) this.sweep();
    return lease;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, lease] of this.leases) if (lease.expiresAt <= now) this.leases.delete(key);
  }
}

function refusal(lease: Lease, message: string): AppError {
  return new AppError('RATE_LIMITED', message, undefined, { 'retry-after': String(retryAfterSeconds(lease.expiresAt - Date.now())) });
}
