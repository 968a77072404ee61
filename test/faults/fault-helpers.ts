import type { TestApp } from '../support/test-app.js';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it returns something truthy; fails naming `what` and the last value seen. */
export async function waitUntil<T>(what: string, probe: () => Promise<T>, timeoutMs = 30000, everyMs = 200): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      last = await probe();
      if (last) return last as NonNullable<T>;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    await sleep(everyMs);
  }
}

export async function scalar(app: TestApp, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await app.db!.query(sql, params);
  return Number(Object.values(rows[0] ?? { n: 0 })[0]);
}

/** Outbox events about these centres, by status ({ pending: 3, dispatched: 7 }). */
export async function outboxByStatus(app: TestApp, centreIds: string[]): Promise<Record<string, number>> {
  const { rows } = await app.db!.query(
    `SELECT status, count(*)::int AS n FROM outbox_events WHERE payload->>'centreId' = ANY($1) GROUP BY status`,
    [centreIds],
  );
  return Object.fromEntries(rows.map((r: { status: string; n: number }) => [r.status, r.n]));
}

/** True once every job the relay queued for these events has completed (the mail job included). */
export async function allJobsDone(app: TestApp, eventIdsSql: string, params: unknown[]): Promise<boolean> {
  const open = await scalar(
    app,
    `SELECT count(*) FROM outbox_events e WHERE e.id IN (${eventIdsSql})
        AND (e.status <> 'dispatched' OR NOT EXISTS (SELECT 1 FROM completed_jobs j WHERE j.job_id LIKE e.id || '-%'))`,
    params,
  );
  return open === 0;
}

export const APPROVAL_SUBJECT = 'Approved for registration';
