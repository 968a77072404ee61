import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_SITE_MSG } from '@cbt/contracts/public-site';
import { ApiError, call } from './api';
import { deadlineSignal } from './deadline';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A fetch that never answers until its signal aborts, as a stalled network does. */
function stalledFetch() {
  return vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
  );
}

describe('calls on a browser without AbortSignal.timeout and AbortSignal.any', () => {
  it('still answer, time out with their own message, and follow the caller’s abort', async () => {
    // Older Android WebViews: neither static exists.
    vi.stubGlobal('AbortSignal', Object.assign(function AbortSignal() {}, { prototype: AbortSignal.prototype }));
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: true, data: 1 })));
    expect((await call('GET', '/x')).data).toBe(1);

    vi.useFakeTimers();
    vi.stubGlobal('fetch', stalledFetch());
    const slow = call('GET', '/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    const failure = await slow;
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(PUBLIC_SITE_MSG.serverTimeout);

    const controller = new AbortController();
    const left = call('GET', '/left', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await left).not.toBeInstanceOf(ApiError);
  });

  it('says the server could not be reached when the network fails at once', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(((await call('GET', '/x').catch((e: unknown) => e)) as ApiError).message).toBe(PUBLIC_SITE_MSG.serverUnreachable);
  });

  it('aborts at once for a parent already aborted, and stops its timer when done', () => {
    vi.useFakeTimers();
    const parent = new AbortController();
    parent.abort();
    expect(deadlineSignal(1000, parent.signal).signal.aborted).toBe(true);
    const deadline = deadlineSignal(1000);
    deadline.done();
    vi.advanceTimersByTime(2000);
    expect(deadline.signal.aborted).toBe(false);
    expect(deadline.timedOut()).toBe(false);
  });
});
