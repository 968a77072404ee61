/** How a batching writer hands a batch to storage; it rejects when the batch was not stored. */
export type BatchSink<T> = (batch: readonly T[]) => Promise<void>;

export interface BatchingWriterOptions {
  /** A batch is written as soon as this many items wait. */
  maxBatch: number;
  /** ... and at the latest this long after the first of them arrived. */
  flushMs: number;
  /**
   * While storage refuses batches, at most this many items wait (the oldest beyond are dropped and
   * counted): a long outage costs memory no further.
   */
  maxPending?: number;
  /** Told about a failed write or dropped items (the portal logs it). */
  onError?: (error: Error, waiting: number, dropped: number) => void;
}

/**
 * Collects items in memory and writes them in batches, off the path of whoever adds them: one write
 * of up to `maxBatch` items at a time, started when a batch is full, when `flushMs` has passed since
 * the first waiting item, or by `close()`. A failed batch goes back to the front and is tried again on
 * the next tick. What a crash loses is what waits: at most one batch (`maxBatch` items or `flushMs`
 * of them) while storage accepts writes.
 */
export class BatchingWriter<T> {
  private waiting: T[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  private closed = false;
  /** Items dropped because storage refused them for too long. */
  dropped = 0;
  /** Items stored so far. */
  written = 0;

  constructor(
    private readonly sink: BatchSink<T>,
    private readonly options: BatchingWriterOptions,
  ) {}

  /** How many items wait to be written. */
  get pending(): number {
    return this.waiting.length;
  }

  /** Adds items; never waits and never throws. */
  add(...items: T[]): void {
    if (items.length === 0) return;
    this.waiting.push(...items);
    const cap = this.options.maxPending ?? this.options.maxBatch * 100;
    if (this.waiting.length > cap) {
      const over = this.waiting.length - cap;
      this.waiting.splice(0, over);
      this.dropped += over;
      this.options.onError?.(new Error(`${over} items dropped: storage refused them for too long`), this.waiting.length, this.dropped);
    }
    if (this.closed || this.waiting.length >= this.options.maxBatch) void this.flush();
    else this.arm();
  }

  /** Resolves once what waited when called has been tried (a writer adding many items waits on this between batches). */
  async drain(): Promise<void> {
    while (this.writing) await this.writing;
    if (this.waiting.length > 0) await this.flush();
  }

  /** Writes everything waiting now; one write at a time. */
  flush(): Promise<void> {
    if (this.writing) return this.writing;
    this.disarm();
    if (this.waiting.length === 0) return Promise.resolve();
    this.writing = this.writeAll().then((stored) => {
      this.writing = null;
      // Items added during the write: written now when a batch is full (or on shutdown), else on the
      // timer. After a refused write only the timer tries again.
      if (stored && this.waiting.length > 0) {
        if (this.closed || this.waiting.length >= this.options.maxBatch) void this.flush();
        else this.arm();
      }
    });
    return this.writing;
  }

  /** On shutdown: no timer any more, everything waiting is written now, and later items at once. */
  async close(): Promise<void> {
    this.closed = true;
    this.disarm();
    await this.drain();
  }

  private async writeAll(): Promise<boolean> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.options.maxBatch);
      try {
        await this.sink(batch);
        this.written += batch.length;
      } catch (error) {
        this.waiting.unshift(...batch);
        this.options.onError?.(error as Error, this.waiting.length, this.dropped);
        // Tried again on the next tick, not in a tight loop against storage that just refused.
        if (!this.closed) this.arm();
        return false;
      }
    }
    return true;
  }

  private arm(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.options.flushMs);
    this.timer.unref();
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
