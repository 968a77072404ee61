import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { BatchingWriter } from '../batching-writer.js';

/** The read log's writer (DECISIONS §10): off the request path, in batches, flushed on size, time and shutdown. */
describe('the batching writer', () => {
  let batches: number[][];
  const sink = async (batch: readonly number[]) => {
    batches.push([...batch]);
  };

  beforeEach(() => {
    batches = [];
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('writes nothing while a batch is not full and the time has not come, then the batch on the timer', async () => {
    const writer = new BatchingWriter(sink, { maxBatch: 5, flushMs: 1000 });
    writer.add(1, 2);
    writer.add(3);
    await jest.advanceTimersByTimeAsync(999);
    expect(batches).toEqual([]);
    expect(writer.pending).toBe(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1, 2, 3]]);
    expect(writer.pending).toBe(0);
    expect(writer.written).toBe(3);
  });

  it('writes as soon as a batch is full, in batches of at most maxBatch, without waiting for the timer', async () => {
    const writer = new BatchingWriter(sink, { maxBatch: 3, flushMs: 60_000 });
    writer.add(1, 2, 3, 4, 5, 6, 7);
    await writer.drain();
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('writes one batch at a time: items added during a write wait for it', async () => {
    let release!: () => void;
    const slow = jest.fn(async (batch: readonly number[]) => {
      batches.push([...batch]);
      if (batches.length === 1) await new Promise<void>((r) => (release = r));
    });
    const writer = new BatchingWriter(slow, { maxBatch: 2, flushMs: 1000 });
    writer.add(1, 2);
    writer.add(3, 4);
    await Promise.resolve();
    expect(slow).toHaveBeenCalledTimes(1);
    release();
    await writer.drain();
    expect(batches).toEqual([[1, 2], [3, 4]]);
  });

  it('writes everything waiting on close, and what comes after at once', async () => {
    const writer = new BatchingWriter(sink, { maxBatch: 100, flushMs: 60_000 });
    writer.add(1, 2, 3);
    await writer.close();
    expect(batches).toEqual([[1, 2, 3]]);
    writer.add(4);
    await writer.drain();
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('keeps a refused batch and tries it again on the next tick, in order', async () => {
    let refuse = true;
    const errors: string[] = [];
    const flaky = async (batch: readonly number[]) => {
      if (refuse) throw new Error('database down');
      batches.push([...batch]);
    };
    const writer = new BatchingWriter(flaky, { maxBatch: 10, flushMs: 1000, onError: (e) => errors.push(e.message) });
    writer.add(1, 2);
    await jest.advanceTimersByTimeAsync(1000);
    expect(errors).toEqual(['database down']);
    writer.add(3);
    refuse = false;
    await jest.advanceTimersByTimeAsync(1000);
    expect(batches).toEqual([[1, 2, 3]]);
    expect(writer.pending).toBe(0);
  });

  it('drops the oldest items beyond maxPending while storage refuses, and counts them', async () => {
    const writer = new BatchingWriter(
      async () => {
        throw new Error('down');
      },
      { maxBatch: 2, flushMs: 1000, maxPending: 4 },
    );
    writer.add(1, 2, 3, 4);
    await writer.drain();
    expect(writer.pending).toBe(4);
    writer.add(5, 6);
    await writer.drain();
    expect(writer.pending).toBe(4);
    expect(writer.dropped).toBe(2);
  });

  it('a refused write on close does not spin: close returns with the items still waiting', async () => {
    const refused = jest.fn(async () => {
      throw new Error('down');
    });
    const writer = new BatchingWriter(refused, { maxBatch: 10, flushMs: 1000 });
    writer.add(1);
    await writer.close();
    expect(writer.pending).toBe(1);
    expect(refused.mock.calls.length).toBeLessThanOrEqual(2);
  });
});
