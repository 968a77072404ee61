import { MSG } from '@cbt/contracts';
import { ApiError } from '../../api';

/** Four decisions in flight at once: quick for a few hundred centres, gentle on a shared server. */
export const BULK_CONCURRENCY = 4;

export type BulkResult = 'succeeded' | 'failed' | 'not_sent';

export interface BulkOutcome<T> {
  target: T;
  result: BulkResult;
  /** The server's message for a failure (e.g. a 409 naming the status); null when it succeeded. */
  message: string | null;
  /** The HTTP status of a failure, when there was a response. */
  status: number | null;
}

export interface BulkProgress {
  done: number;
  failed: number;
  total: number;
}

export interface RunBulkOptions<T> {
  concurrency?: number;
  /** Once aborted, no further task starts; those left are reported as not sent. */
  signal?: AbortSignal;
  onSettled?: (outcome: BulkOutcome<T>, progress: BulkProgress) => void;
}

export const NOT_SENT_MESSAGE = 'Not sent: the run was stopped.';

export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MSG.actionFailed;
}

/**
 * Runs `task` once per target, at most `concurrency` at a time, and resolves with one outcome per
 * target in the targets' order. A failing task is recorded, never thrown: one refused centre must
 * not stop the others, and the admin needs to see every result.
 */
export async function runBulk<T>(targets: readonly T[], task: (target: T) => Promise<unknown>, options: RunBulkOptions<T> = {}): Promise<Array<BulkOutcome<T>>> {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? BULK_CONCURRENCY));
  const outcomes = new Array<BulkOutcome<T>>(targets.length);
  const progress: BulkProgress = { done: 0, failed: 0, total: targets.length };
  let next = 0;

  const settle = (index: number, outcome: BulkOutcome<T>) => {
    outcomes[index] = outcome;
    progress.done += 1;
    if (outcome.result !== 'succeeded') progress.failed += 1;
    options.onSettled?.(outcome, { ...progress });
  };

  const worker = async () => {
    while (next < targets.length) {
      const index = next++;
      const target = targets[index] as T;
      if (options.signal?.aborted) {
        settle(index, { target, result: 'not_sent', message: NOT_SENT_MESSAGE, status: null });
        continue;
      }
      try {
        await task(target);
        settle(index, { target, result: 'succeeded', message: null, status: null });
      } catch (error) {
        settle(index, { target, result: 'failed', message: failureMessage(error), status: error instanceof ApiError && error.status > 0 ? error.status : null });
      }
    }
  };

  await Promise.all(Array.from({ length: Math.min(concurrency, targets.length) }, worker));
  return outcomes;
}
