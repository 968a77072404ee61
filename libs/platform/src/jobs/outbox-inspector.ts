import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** Domain events waiting in the outbox, by where they are on their way to the queue. */
export interface OutboxCounts {
  /** Due and not claimed by a relay. */
  waiting: number;
  /** Claimed by a relay right now (in-process: its job is running). */
  active: number;
  /** Waiting out a backoff after a failed hand-over (in-process: a failed job). */
  delayed: number;
  /** Gave up after every attempt: shown among the failed jobs, to retry or discard. */
  failed: number;
  /** Age of the oldest event not yet handed over: the outbox lag, 0 when none waits. */
  oldestPendingSeconds: number;
}

export interface FailedEvent {
  id: string;
  type: string;
  reason: string;
  attempts: number;
  failedAt: string | null;
  createdAt: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The outbox as operators see it (the console's Jobs page, /metrics). In the default mode jobs run
 * inside the relay's hand-over, so this is where they wait and fail; with Redis it shows events
 * that have not reached the queue yet (Redis away, for example).
 */
@Injectable()
export class OutboxInspector {
  constructor(private readonly dataSource: DataSource) {}

  async counts(): Promise<OutboxCounts> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE status = 'pending' AND available_at <= now() AND (locked_until IS NULL OR locked_until < now()))::int AS waiting,
              count(*) FILTER (WHERE status = 'pending' AND locked_until >= now())::int AS active,
              count(*) FILTER (WHERE status = 'pending' AND available_at > now() AND (locked_until IS NULL OR locked_until < now()))::int AS delayed,
              count(*) FILTER (WHERE status = 'failed')::int AS failed,
              COALESCE(EXTRACT(EPOCH FROM now() - min(created_at) FILTER (WHERE status = 'pending')), 0)::float8 AS oldest
         FROM outbox_events WHERE status IN ('pending', 'failed')`,
    )) as Array<{ waiting: number; active: number; delayed: number; failed: number; oldest: number }>;
    return { waiting: row!.waiting, active: row!.active, delayed: row!.delayed, failed: row!.failed, oldestPendingSeconds: Number(row!.oldest) };
  }

  async failed(offset: number, limit: number): Promise<{ events: FailedEvent[]; total: number }> {
    const [rows, [count]] = await Promise.all([
      this.dataSource.query(
        `SELECT id, type, last_error, attempts, available_at, created_at FROM outbox_events WHERE status = 'failed' ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
        [limit, offset],
      ) as Promise<Array<{ id: string; type: string; last_error: string | null; attempts: number; available_at: Date; created_at: Date }>>,
      this.dataSource.query(`SELECT count(*)::int AS n FROM outbox_events WHERE status = 'failed'`) as Promise<Array<{ n: number }>>,
    ]);
    return {
      events: rows.map((r) => ({ id: r.id, type: r.type, reason: r.last_error ?? '', attempts: r.attempts, failedAt: null, createdAt: new Date(r.created_at).toISOString() })),
      total: count!.n,
    };
  }

  /** Puts a failed event back in line, its attempts counted afresh; null when it is not a failed event. */
  async retry(id: string, manager?: EntityManager): Promise<FailedEvent | null> {
    return this.leave(id, `status = 'pending', attempts = 0, available_at = now(), locked_until = NULL`, manager);
  }

  /** Sets a failed event aside for good (kept, as `discarded`, for the record). */
  async discard(id: string, manager?: EntityManager): Promise<FailedEvent | null> {
    return this.leave(id, `status = 'discarded'`, manager);
  }

  /** In the caller's transaction when given one (its audit entry commits with it). */
  private async leave(id: string, set: string, manager?: EntityManager): Promise<FailedEvent | null> {
    if (!UUID.test(id)) return null;
    const result = (await (manager ?? this.dataSource.manager).query(
      `UPDATE outbox_events SET ${set} WHERE id = $1 AND status = 'failed' RETURNING id, type, last_error, attempts, created_at`,
      [id],
    )) as [Array<{ id: string; type: string; last_error: string | null; attempts: number; created_at: Date }>, number];
    const row = result[0]?.[0];
    return row ? { id: row.id, type: row.type, reason: row.last_error ?? '', attempts: row.attempts, failedAt: null, createdAt: new Date(row.created_at).toISOString() } : null;
  }
}
