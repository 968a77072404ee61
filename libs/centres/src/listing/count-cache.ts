/**
 * Totals for the centre list. Small totals are always counted afresh (a few index entries); a
 * large one (counting 100,000 rows costs tens of milliseconds, the whole budget of a page) is
 * reused for up to `maxAgeMs` and refreshed in the background, one refresh per query at a time.
 * A total of 100,000 that lags a second behind is invisible on a pager; a total of 3 is not.
 */
export class CountCache {
  private readonly entries = new Map<string, { value: number; at: number; refreshing: boolean }>();

  constructor(
    private readonly options: { exactBelow: number; maxAgeMs: number; maxEntries: number },
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const entry = this.entries.get(key);
    if (!entry || entry.value < this.options.exactBelow) return this.store(key, await count());
    if (this.now() - entry.at >= this.options.maxAgeMs && !entry.refreshing) {
      entry.refreshing = true;
      count().then(
        (value) => this.store(key, value),
        () => {
          // The next request counts again; until then the last total stands.
          entry.refreshing = false;
        },
      );
    }
    return entry.value;
  }

  private store(key: string, value: number): number {
    this.entries.delete(key);
    if (value >= this.options.exactBelow) {
      // Oldest first in a Map: drop the least recently stored when full.
      if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { value, at: this.now(), refreshing: false });
    }
    return value;
  }
}
