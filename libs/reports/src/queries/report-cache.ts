import { Injectable } from '@nestjs/common';
import type { StateScope } from '#platform';
import type { ReportRange } from '../period/report-period.js';

/** How long an answer is reused: a dashboard polled by many admins costs one query per second. */
export const REPORT_CACHE_MAX_AGE_MS = 1000;
const MAX_ENTRIES = 500;

/**
 * A short cache of computed answers keyed by (call, scope, range). The entry holds the pending
 * promise, so concurrent misses share one computation; its age counts from when the computation
 * began, so an answer is never built from data more than `maxAgeMs` older than the request. A
 * failed computation is dropped at once. `clear()` forgets everything (the aggregator calls it
 * after each write, so this process shows its own refreshes immediately).
 */
export class ShortCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly options: { maxAgeMs: number; maxEntries: number },
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const at = this.now();
    const entry = this.entries.get(key);
    if (entry && at - entry.at < this.options.maxAgeMs) return entry.value;
    const fresh = { at, value: compute() };
    if (this.options.maxAgeMs > 0) {
      this.entries.delete(key);
      // Oldest first in a Map: drop the least recently stored when full.
      if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, fresh);
      fresh.value.catch(() => {
        if (this.entries.get(key) === fresh) this.entries.delete(key);
      });
    }
    return fresh.value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

export function scopeKey(scope: StateScope): string {
  return scope.all ? '*' : JSON.stringify([...scope.states].sort());
}

export function rangeKey(range: ReportRange): string {
  return `${range.period}|${range.start}|${range.end}|${range.today}`;
}

/** The report answers of this process (see ShortCache); docs/REPORTS.md "Caching". */
@Injectable()
export class ReportCache extends ShortCache<unknown> {
  constructor() {
    super({ maxAgeMs: REPORT_CACHE_MAX_AGE_MS, maxEntries: MAX_ENTRIES });
  }

  answer<T>(call: string, scope: StateScope, range: ReportRange, compute: () => Promise<T>): Promise<T> {
    return this.get(`${call}|${scopeKey(scope)}|${rangeKey(range)}`, compute) as Promise<T>;
  }
}
