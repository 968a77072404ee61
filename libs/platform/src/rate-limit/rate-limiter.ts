import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AppError } from '../http/app-error.js';

/** Whole seconds for a Retry-After header: never 0, rounded up so a client that waits is let in. */
export function retryAfterSeconds(ttlMs: number): number {
  return Math.max(1, Math.ceil(ttlMs / 1000));
}

export interface RateRule {
  /** What is limited, e.g. 'login:ip:1.2.3.4' or 'login:email:a@b.c'. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters: in Redis when configured (shared by every API process), else in memory.
 * A Redis outage fails open to the in-memory counters rather than refusing every login.
 */
@Injectable()
export class RateLimiter implements OnModuleDestroy {
  private readonly memory = new Map<string, { count: number; resetAt: number }>();
  private readonly redis: Redis | null;
  private readonly prefix: string;
  private readonly factor: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.factor = config.rateLimitFactor ?? 1;
    this.prefix = `${process.env.QUEUE_PREFIX ?? 'cbt'}:rl:`;
    this.redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
    this.redis?.on('error', () => {});
    // One round trip per rule (a MULTI would be five commands): count, start the window, report the
    // milliseconds left in it (PTTL: a lease must know exactly when the window it was counted in ends).
    this.redis?.defineCommand('rateHit', {
      numberOfKeys: 1,
      lua: `local c = redis.call('INCRBY', KEYS[1], ARGV[2] or 1)
            if redis.call('PTTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
            return {c, redis.call('PTTL', KEYS[1])}`,
    });
  }

  /** Counts one hit against every rule; throws 429 with Retry-After when any is exceeded. */
  async hit(rules: RateRule[], message = 'Too many requests. Please try again later.'): Promise<void> {
    for (const rule of rules) {
      const { count, ttlMs } = await this.increment(rule);
      if (count > rule.limit * this.factor) {
        throw new AppError('RATE_LIMITED', message, undefined, { 'retry-after': String(retryAfterSeconds(ttlMs)) });
      }
    }
  }

  /** Counts one hit and returns the count in the window, refusing nothing (for progressive delays). */
  async count(rule: RateRule): Promise<number> {
    return (await this.increment(rule)).count;
  }

  /**
   * Takes `count` hits at once against one rule and answers how many were granted (0 to count)
   * and the milliseconds left in the window they were counted in. Used to lease hits to a process
   * in batches (LeasedRateLimiter).
   */
  async take(rule: RateRule, count: number): Promise<{ granted: number; ttlMs: number }> {
    const { count: total, ttlMs } = await this.increment(rule, count);
    const limit = rule.limit * this.factor;
    return { granted: Math.max(0, Math.min(count, limit - (total - count))), ttlMs: Math.max(0, ttlMs) };
  }

  /** The rule's limit as applied (RATE_LIMIT_FACTOR included). */
  effectiveLimit(rule: RateRule): number {
    return rule.limit * this.factor;
  }

  /** Forgets a key, e.g. the per-account login failures after a successful login. */
  async reset(key: string): Promise<void> {
    this.memory.delete(key);
    await this.redis?.del(this.prefix + key).catch(() => {});
  }

  private async increment(rule: RateRule, by = 1): Promise<{ count: number; ttlMs: number }> {
    if (this.redis && this.redis.status === 'ready') {
      try {
        const key = this.prefix + rule.key;
        const redis = this.redis as Redis & { rateHit(key: string, windowSeconds: number, by: number): Promise<[number, number]> };
        const [count, ttlMs] = await redis.rateHit(key, rule.windowSeconds, by);
        return { count: Number(count), ttlMs: Number(ttlMs) };
      } catch {
        // fall through to memory
      }
    }
    const now = Date.now();
    let entry = this.memory.get(rule.key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
      this.memory.set(rule.key, entry);
    }
    entry.count += by;
    if (this.memory.size > 100_000) this.sweep(now);
    return { count: entry.count, ttlMs: entry.resetAt - now };
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.memory) if (entry.resetAt <= now) this.memory.delete(key);
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }
}
