import type { EntityManager } from 'typeorm';
import { SESSION_MSG } from '#contracts';
import { AppError } from '../http/app-error.js';

/** The background work one admin may ask for (DECISIONS §9): how many at once, how many an hour. */
export interface JobLimit {
  /** The jobs table and its columns; constants of the code, never input. */
  table: 'evidence_packs' | 'bulk_action_jobs' | 'import_jobs';
  requesterColumn: 'requested_by' | 'created_by';
  /** The states of a job not finished yet. */
  unfinished: readonly string[];
  maxUnfinished: number;
  maxPerHour: number;
}

export const JOB_LIMITS = {
  evidencePacks: { table: 'evidence_packs', requesterColumn: 'requested_by', unfinished: ['queued'], maxUnfinished: 3, maxPerHour: 20 },
  bulkActions: { table: 'bulk_action_jobs', requesterColumn: 'created_by', unfinished: ['queued', 'active'], maxUnfinished: 2, maxPerHour: 30 },
  imports: { table: 'import_jobs', requesterColumn: 'created_by', unfinished: ['queued', 'active'], maxUnfinished: 2, maxPerHour: 30 },
} as const satisfies Record<string, JobLimit>;

/**
 * Checks, inside the transaction that will insert the job, that the admin may start one more: 429
 * when they have `maxUnfinished` unfinished or `maxPerHour` started within the hour. A transaction
 * lock per (table, admin) makes two requests at once count each other, on every instance.
 */
export async function claimJobSlot(manager: EntityManager, limit: JobLimit, adminId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${limit.table}:${adminId}`]);
  const [counts] = (await manager.query(
    `SELECT count(*) FILTER (WHERE state = ANY($2::text[]))::int AS unfinished,
            count(*) FILTER (WHERE created_at > now() - interval '1 hour')::int AS recent
       FROM ${limit.table} WHERE ${limit.requesterColumn} = $1 AND created_at > now() - interval '1 day'`,
    [adminId, limit.unfinished],
  )) as Array<{ unfinished: number; recent: number }>;
  if (counts!.unfinished >= limit.maxUnfinished) throw new AppError('RATE_LIMITED', SESSION_MSG.tooManyJobsInFlight(limit.maxUnfinished), undefined, { 'retry-after': '30' });
  if (counts!.recent >= limit.maxPerHour) throw new AppError('RATE_LIMITED', SESSION_MSG.tooManyJobsPerHour(limit.maxPerHour), undefined, { 'retry-after': '600' });
}
