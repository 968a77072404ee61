/**
 * A short cache of computed answers (reports, stats). The entry holds the pending
 * promise, so concurrent misses share one computation; its age counts from when the computation
 * began, so an answer is never built from data more than `maxAgeMs` older than the request. A
 * failed computation is dropped at once. `clear()` forgets everything
 * (e.g. after a write, so this process shows its own change at once).
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

