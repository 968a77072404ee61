/** How long GET /accreditation/stats reuses its counts: counting 20,000 passed centres with their accreditation costs tens of milliseconds. */
export const STATS_MAX_AGE_MS = 1000;

/**
 * Answers reused for up to `maxAgeMs` per key (the caller's scope). The entry holds the pending
 * promise, so concurrent misses share one count; the age counts from when the count began, so the
 * figures are never more than `maxAgeMs` older than the request. A failed count is dropped at once.
 */
export class StatsCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly options: { maxAgeMs: number; maxEntries: number } = { maxAgeMs: STATS_MAX_AGE_MS, maxEntries: 200 },
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const at = this.now();
    const entry = this.entries.get(key);
    if (entry && at - entry.at < this.options.maxAgeMs) return entry.value;
    const fresh = { at, value: compute() };
    if (this.options.maxAgeMs > 0) {
      this.entries.delete(key);
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
}
