import { describe, expect, it } from 'vitest';
import { MSG } from '@cbt/contracts';
import { ApiError } from '../../api';
import { NOT_SENT_MESSAGE, runBulk, type BulkProgress } from './runBulk';

/** A task whose calls stay open until the test settles them, to watch how many run at once. */
function controlledTask() {
  const open = new Map<number, { resolve: () => void; reject: (error: unknown) => void }>();
  let running = 0;
  let peak = 0;
  const task = (n: number) =>
    new Promise<void>((resolve, reject) => {
      running += 1;
      peak = Math.max(peak, running);
      const done = () => (running -= 1);
      open.set(n, { resolve: () => (done(), resolve()), reject: (e) => (done(), reject(e)) });
    });
  return { task, open, peak: () => peak, running: () => running };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runBulk', () => {
  it('never runs more than the concurrency at once, and starts the next as one settles', async () => {
    const { task, open, peak, running } = controlledTask();
    const run = runBulk([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], task, { concurrency: 4 });
    await tick();
    expect([...open.keys()]).toEqual([1, 2, 3, 4]);
    open.get(2)!.resolve();
    await tick();
    expect([...open.keys()]).toEqual([1, 2, 3, 4, 5]);
    expect(running()).toBe(4);
    for (let n = 1; n <= 10; n++) {
      await tick();
      open.get(n)?.resolve();
    }
    const outcomes = await run;
    expect(peak()).toBe(4);
    expect(outcomes.map((o) => o.result)).toEqual(Array(10).fill('succeeded'));
  });

  it('records failures with the server message and status, keeps going, and keeps the targets in order', async () => {
    const outcomes = await runBulk(['a', 'b', 'c', 'd'], async (id) => {
      if (id === 'b') throw new ApiError('Cannot approve for registration a centre whose status is registration_approved', 409, null);
      if (id === 'c') throw new Error('');
      if (id === 'd') throw 'not an error';
    });
    expect(outcomes).toEqual([
      { target: 'a', result: 'succeeded', message: null, status: null },
      { target: 'b', result: 'failed', message: 'Cannot approve for registration a centre whose status is registration_approved', status: 409 },
      { target: 'c', result: 'failed', message: MSG.actionFailed, status: null },
      { target: 'd', result: 'failed', message: MSG.actionFailed, status: null },
    ]);
  });

  it('reports progress after every centre, counting failures', async () => {
    const seen: BulkProgress[] = [];
    await runBulk([1, 2, 3], async (n) => {
      if (n === 2) throw new Error('refused');
    }, { concurrency: 1, onSettled: (_outcome, progress) => seen.push(progress) });
    expect(seen).toEqual([
      { done: 1, failed: 0, total: 3 },
      { done: 2, failed: 1, total: 3 },
      { done: 3, failed: 1, total: 3 },
    ]);
  });

  it('starts nothing more once stopped, lets the calls in flight finish, and reports the rest as not sent', async () => {
    const { task, open } = controlledTask();
    const stop = new AbortController();
    const run = runBulk([1, 2, 3, 4, 5], task, { concurrency: 2, signal: stop.signal });
    await tick();
    stop.abort();
    open.get(1)!.resolve();
    open.get(2)!.reject(new Error('refused'));
    const outcomes = await run;
    expect([...open.keys()]).toEqual([1, 2]);
    expect(outcomes.map((o) => [o.target, o.result])).toEqual([
      [1, 'succeeded'],
      [2, 'failed'],
      [3, 'not_sent'],
      [4, 'not_sent'],
      [5, 'not_sent'],
    ]);
    expect(outcomes[2]!.message).toBe(NOT_SENT_MESSAGE);
  });

  it('resolves at once with nothing to do, and treats a concurrency below one as one', async () => {
    expect(await runBulk([], async () => undefined)).toEqual([]);
    const { task, open, peak } = controlledTask();
    const run = runBulk([1, 2], task, { concurrency: 0 });
    await tick();
    open.get(1)!.resolve();
    await tick();
    open.get(2)!.resolve();
    await run;
    expect(peak()).toBe(1);
  });
});
