import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MSG } from '#contracts';
import { AppError, EventRouter, JobName, JobRegistry, UnitOfWork, type JobContext } from '#platform';
import { ReviewService } from '../review/review.service.js';
import { BULK_ACTION_REQUESTED, principalOf, type BulkAction, type BulkActionRequested } from './bulk-action.events.js';

/** Centres decided per transaction: each in its own savepoint, so one refusal never undoes another. */
export const BULK_BATCH = 100;
/**
 * Batches in flight at once within one job: each claims its own items (SKIP LOCKED), so they never
 * touch the same centre; a decision is a handful of short statements, so the database, not this
 * process, is what several batches keep busy.
 */
export const BULK_PARALLEL = 3;

interface Outcome {
  seq: number;
  outcome: 'succeeded' | 'failed';
  from: string | null;
  to: string | null;
  http: number | null;
  message: string | null;
}

/**
 * Applies a bulk decision to each centre of the job, one review-machine transition per centre
 * through ReviewService.decide (its own version check, history entry and outbox email). Each
 * batch locks its open items, decides them, and writes their outcomes and the job's counters in
 * the same transaction as the transitions: a job run again after a crash (a redelivered BullMQ
 * job, or the outbox relay retrying in-process) finds those items decided and skips them, so no
 * centre is transitioned or emailed twice. Batches of one run, and two runs at once, split the items (SKIP LOCKED).
 */
@Injectable()
export class BulkActionJob implements OnModuleInit {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly review: ReviewService,
    private readonly registry: JobRegistry,
    private readonly router: EventRouter,
  ) {}

  onModuleInit(): void {
    this.router.on(BULK_ACTION_REQUESTED, JobName.BulkCentreActions);
    this.registry.register<BulkActionRequested>(JobName.BulkCentreActions, (payload, ctx) => this.run(payload, ctx));
  }

  async run(payload: BulkActionRequested, ctx: Pick<JobContext, 'progress'>): Promise<void> {
    const jobId = String(payload?.jobId);
    const job = await this.uow.run(async (m) => {
      const [row] = (await m.query(
        `UPDATE bulk_action_jobs SET state = 'active', started_at = COALESCE(started_at, now())
          WHERE id = $1 AND state IN ('queued', 'active') RETURNING action, text`,
        [jobId],
      )) as [Array<{ action: BulkAction; text: string | null }>, number];
      return row[0] ?? null;
    });
    if (!job) return;
    const admin = principalOf(payload.actor);
    const lane = async () => {
      for (;;) {
        const progress = await this.uow.run((m) => this.batch(m, jobId, admin, job.action, job.text));
        if (progress === null) return;
        await ctx.progress(progress);
      }
    };
    await Promise.all(Array.from({ length: BULK_PARALLEL }, lane));
    await this.uow.run((m) =>
      m.query(
        `UPDATE bulk_action_jobs SET state = 'completed', progress = 100, finished_at = now()
          WHERE id = $1 AND state = 'active' AND NOT EXISTS (SELECT 1 FROM bulk_action_items WHERE job_id = $1 AND outcome IS NULL)`,
        [jobId],
      ),
    );
    await ctx.progress(100);
  }

  /** Decides the next batch; null when no item is left open. */
  private async batch(m: EntityManager, jobId: string, admin: ReturnType<typeof principalOf>, action: BulkAction, text: string | null): Promise<number | null> {
    const items = (await m.query(
      `SELECT seq, centre_id, expected_version FROM bulk_action_items WHERE job_id = $1 AND outcome IS NULL ORDER BY seq LIMIT ${BULK_BATCH} FOR UPDATE SKIP LOCKED`,
      [jobId],
    )) as Array<{ seq: number; centre_id: string; expected_version: number | null }>;
    if (items.length === 0) return null;
    const outcomes: Outcome[] = [];
    for (const item of items) {
      await m.query('SAVEPOINT bulk_item');
      try {
        const { before, to } = await this.review.decide(m, admin, item.centre_id, action, text, item.expected_version);
        await m.query('RELEASE SAVEPOINT bulk_item');
        outcomes.push({ seq: item.seq, outcome: 'succeeded', from: before.status, to, http: null, message: null });
      } catch (error) {
        await m.query('ROLLBACK TO SAVEPOINT bulk_item');
        // A refusal (not found, status, version) is this centre's outcome; anything else (the
        // database gone) stops the run, to be retried from the last committed batch.
        if (!(error instanceof AppError)) throw error;
        outcomes.push({ seq: item.seq, outcome: 'failed', from: null, to: null, http: error.status, message: error.message || MSG.actionFailed });
      }
    }
    await m.query(
      `UPDATE bulk_action_items i SET outcome = o.outcome, from_status = o.from_status, to_status = o.to_status, http_status = o.http_status, message = o.message
         FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[]) AS o(seq, outcome, from_status, to_status, http_status, message)
        WHERE i.job_id = $1 AND i.seq = o.seq`,
      [
        jobId,
        outcomes.map((o) => o.seq),
        outcomes.map((o) => o.outcome),
        outcomes.map((o) => o.from),
        outcomes.map((o) => o.to),
        outcomes.map((o) => o.http),
        outcomes.map((o) => o.message),
      ],
    );
    const succeeded = outcomes.filter((o) => o.outcome === 'succeeded').length;
    const [[row]] = (await m.query(
      `UPDATE bulk_action_jobs SET succeeded = succeeded + $2, failed = failed + $3,
              progress = LEAST(99, ((succeeded + $2 + failed + $3) * 100) / GREATEST(total, 1))
        WHERE id = $1 RETURNING progress`,
      [jobId, succeeded, outcomes.length - succeeded],
    )) as [[{ progress: number }], number];
    return row.progress;
  }
}
