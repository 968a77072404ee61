import { pipeline, Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { DataSource, type EntityManager } from 'typeorm';
import { BULK_MSG, MSG, SESSION_MSG } from '#contracts';
import { AppError, claimJobSlot, currentTime, JOB_LIMITS, narrowTo, OutboxService, UnitOfWork, type AdminPrincipal } from '#platform';
import { isUuid } from '../centre/centre-access.js';
import { reviewerOf } from '../review/review-view.js';
import { ReviewService } from '../review/review.service.js';
import { neutraliseCell } from '../listing/csv-safe.js';
import { whereClause } from '../listing/centre-list.query.js';
import type { SimpleRestRequest } from '../simple-rest/simple-rest.params.js';
import { actorOf, BULK_ACTION_REQUESTED, type BulkAction, type BulkActionRequested } from './bulk-action.events.js';
import { BULK_MAX_IDS, type BulkActionRequest } from './bulk-action.request.js';

export type BulkJobState = 'queued' | 'active' | 'completed' | 'failed';

export interface BulkFailure {
  centreId: string;
  reference: string | null;
  centreName: string | null;
  /** The HTTP status the same decision taken alone would have answered (404, 409, ...). */
  status: number | null;
  message: string;
}

export interface BulkJobStatus {
  id: string;
  jobId: string;
  action: BulkAction;
  state: BulkJobState;
  progress: number;
  done: number;
  total: number;
  createdAt: string;
  finishedAt: string | null;
  result: { succeeded: number; failed: number; total: number; failures: BulkFailure[]; truncated: boolean };
}

/** One centre of a dry run: what the run would do to it, in the report's terms. */
export interface BulkPreviewItem {
  centreId: string;
  reference: string | null;
  centreName: string | null;
  outcome: 'succeeded' | 'failed';
  fromStatus: string | null;
  toStatus: string | null;
  status: number | null;
  message: string | null;
}

export interface BulkPreview {
  dryRun: true;
  action: BulkAction;
  total: number;
  succeeded: number;
  failed: number;
  items: BulkPreviewItem[];
}

interface JobRow {
  id: string;
  created_by: string;
  action: BulkAction;
  state: BulkJobState;
  total: number;
  succeeded: number;
  failed: number;
  progress: number;
  created_at: Date;
  finished_at: Date | null;
}

/** The status answer lists at most this many failures; the report CSV has every centre. */
export const FAILURE_LIST_CAP = 1000;
const CSV_BATCH = 2000;
export const BULK_ITEM_SORT_FIELDS = ['seq', 'outcome'] as const;

export interface BulkItemRow {
  id: string;
  seq: number;
  centreId: string;
  reference: string | null;
  centreName: string | null;
  outcome: 'succeeded' | 'failed' | 'pending';
  fromStatus: string | null;
  toStatus: string | null;
  status: number | null;
  message: string | null;
}

export const BULK_SORT_FIELDS = ['createdAt', 'action', 'state', 'total'] as const;
const SORT_COLUMN: Record<(typeof BULK_SORT_FIELDS)[number], string> = { createdAt: 'created_at', action: 'action', state: 'state', total: 'total' };

/**
 * Bulk decisions: one request freezes the centres it targets as job items and queues one
 * job through the outbox; the job (bulk-action.job.ts) applies the review machine to each item.
 */
@Injectable()
export class BulkActionsService {
  private readonly logger = new Logger('bulk-actions');

  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly review: ReviewService,
  ) {}

  async start(admin: AdminPrincipal, request: BulkActionRequest): Promise<{ jobId: string; total: number }> {
    admin = actingAs(admin, request);
    return this.uow.run(async (manager) => {
      await claimJobSlot(manager, JOB_LIMITS.bulkActions, admin.id);
      const [job] = (await manager.query(`INSERT INTO bulk_action_jobs (created_by, action, text) VALUES ($1, $2, $3) RETURNING id`, [
        admin.id,
        request.action,
        request.text,
      ])) as Array<{ id: string }>;
      const jobId = job!.id;
      const params: unknown[] = [jobId];
      const targets = targetsSelect(admin, request, params);
      const total = await countInserted(
        manager,
        `INSERT INTO bulk_action_items (job_id, seq, centre_id, reference, centre_name, expected_version)
         SELECT $1, t.seq, t.centre_id, t.reference, t.centre_name, t.expected_version FROM (${targets}) t`,
        params,
      );
      if (total === 0) throw AppError.validation([{ path: 'filter', msg: BULK_MSG.bulkNothingMatches }]);
      // "All matching" is bounded like a selection (DECISIONS §9): one request, one bounded job.
      if (total > BULK_MAX_IDS) throw AppError.validation([{ path: 'filter', msg: SESSION_MSG.tooManyBulkTargets(BULK_MAX_IDS) }]);
      await manager.query(`UPDATE bulk_action_jobs SET total = $2 WHERE id = $1`, [jobId, total]);
      const payload: BulkActionRequested = { jobId, actor: actorOf(admin) };
      // Through the outbox, like imports: the request survives Redis being down.
      await this.outbox.record(manager, BULK_ACTION_REQUESTED, { ...payload });
      return { jobId, total };
    });
  }

  /**
   * What the same request would do, decided now and written nowhere (dryRun): the centres it
   * targets are chosen by the same query as start(), and each is put to ReviewService.check, the
   * checks decide() itself runs first, so the preview refuses what the run would refuse, with the
   * same status and message. Nothing is created, changed or sent.
   */
  async preview(admin: AdminPrincipal, request: BulkActionRequest): Promise<BulkPreview> {
    admin = actingAs(admin, request);
    return this.uow.run(async (manager) => {
      const params: unknown[] = [];
      const select = targetsSelect(admin, request, params);
      const [{ n }] = (await manager.query(`SELECT count(*)::int AS n FROM (${select}) t`, params)) as [{ n: number }];
      if (n === 0) throw AppError.validation([{ path: 'filter', msg: BULK_MSG.bulkNothingMatches }]);
      if (n > BULK_MAX_IDS) throw AppError.validation([{ path: 'filter', msg: SESSION_MSG.tooManyBulkTargets(BULK_MAX_IDS) }]);
      const targets = (await manager.query(`${select} ORDER BY seq`, params)) as Array<{ seq: number; centre_id: string; reference: string | null; centre_name: string | null; expected_version: number | null }>;
      const items: BulkPreviewItem[] = [];
      for (const target of targets) {
        try {
          const { before, to } = await this.review.check(manager, admin, target.centre_id, request.action, target.expected_version);
          items.push({ centreId: target.centre_id, reference: target.reference, centreName: target.centre_name, outcome: 'succeeded', fromStatus: before.status, toStatus: to, status: null, message: null });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          items.push({ centreId: target.centre_id, reference: target.reference, centreName: target.centre_name, outcome: 'failed', fromStatus: null, toStatus: null, status: error.status, message: error.message || MSG.actionFailed });
        }
      }
      const failed = items.filter((i) => i.outcome === 'failed').length;
      return { dryRun: true, action: request.action, total: items.length, succeeded: items.length - failed, failed, items };
    });
  }

  /** Only the admin who started a job, or one who sees every state, may follow it; anyone else gets 404. */
  private async visibleJob(admin: AdminPrincipal, jobId: string): Promise<JobRow> {
    const [job] = isUuid(jobId) ? ((await this.dataSource.query(`SELECT * FROM bulk_action_jobs WHERE id = $1`, [jobId])) as JobRow[]) : [];
    if (!job || (job.created_by !== admin.id && !admin.scope.all)) throw AppError.notFound(BULK_MSG.bulkActionNotFound);
    return job;
  }

  async status(admin: AdminPrincipal, jobId: string): Promise<BulkJobStatus> {
    const job = await this.visibleJob(admin, jobId);
    const failures = (await this.dataSource.query(
      `SELECT centre_id AS "centreId", reference, centre_name AS "centreName", http_status AS status, message
         FROM bulk_action_items WHERE job_id = $1 AND outcome = 'failed' ORDER BY seq LIMIT $2`,
      [job.id, FAILURE_LIST_CAP + 1],
    )) as BulkFailure[];
    return { ...view(job), result: { succeeded: job.succeeded, failed: job.failed, total: job.total, failures: failures.slice(0, FAILURE_LIST_CAP), truncated: failures.length > FAILURE_LIST_CAP } };
  }

  /** The caller's jobs (every job for an admin who sees every state), in ra-data-simple-rest's dialect. */
  async list(admin: AdminPrincipal, request: SimpleRestRequest<(typeof BULK_SORT_FIELDS)[number]>): Promise<{ rows: Array<Omit<BulkJobStatus, 'result'> & { succeeded: number; failed: number }>; total: number }> {
    const params: unknown[] = [];
    const conditions: string[] = [];
    if (!admin.scope.all) {
      params.push(admin.id);
      conditions.push(`created_by = $${params.length}`);
    }
    const state = request.filter.state;
    if (typeof state === 'string' && state !== '') {
      params.push(state);
      conditions.push(`state = $${params.length}`);
    }
    const action = request.filter.action;
    if (typeof action === 'string' && action !== '') {
      params.push(action);
      conditions.push(`action = $${params.length}`);
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const order = `ORDER BY ${SORT_COLUMN[request.sort.field]} ${request.sort.order}, id ${request.sort.order}`;
    const limit = request.range.last - request.range.first + 1;
    const [rows, [count]] = await Promise.all([
      this.dataSource.query(`SELECT * FROM bulk_action_jobs ${where} ${order} LIMIT ${limit} OFFSET ${request.range.first}`, params) as Promise<JobRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS n FROM bulk_action_jobs ${where}`, params) as Promise<Array<{ n: number }>>,
    ]);
    return { rows: rows.map((job) => ({ ...view(job), succeeded: job.succeeded, failed: job.failed })), total: count!.n };
  }

  /**
   * The job's centres with their outcome, in ra-data-simple-rest's dialect (the report on screen);
   * `outcome` sorts refusals first.
   */
  async items(admin: AdminPrincipal, jobId: string, request: SimpleRestRequest<(typeof BULK_ITEM_SORT_FIELDS)[number]>): Promise<{ rows: BulkItemRow[]; total: number }> {
    const job = await this.visibleJob(admin, jobId);
    const params: unknown[] = [job.id];
    let where = 'WHERE job_id = $1';
    const outcome = request.filter.outcome;
    if (outcome === 'succeeded' || outcome === 'failed') {
      params.push(outcome);
      where += ` AND outcome = $2`;
    } else if (outcome === 'pending') where += ' AND outcome IS NULL';
    const dir = request.sort.order;
    const order = request.sort.field === 'outcome' ? `ORDER BY outcome ${dir} NULLS LAST, seq ASC` : `ORDER BY seq ${dir}`;
    const limit = request.range.last - request.range.first + 1;
    const [rows, [count]] = await Promise.all([
      this.dataSource.query(
        `SELECT job_id || ':' || seq AS id, seq, centre_id AS "centreId", reference, centre_name AS "centreName", COALESCE(outcome, 'pending') AS outcome,
                from_status AS "fromStatus", to_status AS "toStatus", http_status AS status, message
           FROM bulk_action_items ${where} ${order} LIMIT ${limit} OFFSET ${request.range.first}`,
        params,
      ) as Promise<BulkItemRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS n FROM bulk_action_items ${where}`, params) as Promise<Array<{ n: number }>>,
    ]);
    return { rows, total: count!.n };
  }

  /** One line per centre, in the job's order: what happened to it and why. */
  async reportCsv(admin: AdminPrincipal, jobId: string): Promise<Readable> {
    const job = await this.visibleJob(admin, jobId);
    type Item = { seq: number; reference: string | null; centre_name: string | null; centre_id: string; outcome: string | null; from_status: string | null; to_status: string | null; http_status: number | null; message: string | null };
    const fetch = (after: number) =>
      this.dataSource.query(
        `SELECT seq, reference, centre_name, centre_id, outcome, from_status, to_status, http_status, message
           FROM bulk_action_items WHERE job_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
        [job.id, after, CSV_BATCH],
      ) as Promise<Item[]>;
    const header = ['Registration #', 'CBT Centre', 'Centre ID', 'Result', 'Status Before', 'Status After', 'HTTP Status', 'Message'];
    const logger = this.logger;
    async function* records(): AsyncGenerator<string[]> {
      yield header;
      let after = 0;
      for (;;) {
        const batch = await fetch(after);
        for (const r of batch) {
          yield [r.reference, r.centre_name, r.centre_id, r.outcome ?? 'pending', r.from_status, r.to_status, r.http_status, r.message].map(neutraliseCell);
        }
        if (batch.length < CSV_BATCH) return;
        after = batch[batch.length - 1]!.seq;
      }
    }
    return pipeline(Readable.from(records()), stringify({ bom: true }), (error) => {
      if (error) logger.warn(`bulk report download stopped: ${error.message}`);
    });
  }
}

/**
 * The version each centre's decision is based on: the one at request time, or none that can match
 * (0) when the centre changed after `asOf`, the moment the admin looked.
 */
const EXPECTED = (asOf: string) => `CASE WHEN ${asOf}::timestamptz IS NOT NULL AND c.updated_at > ${asOf}::timestamptz THEN 0 ELSE c.version END`;

function view(job: JobRow): Omit<BulkJobStatus, 'result'> {
  return {
    id: job.id,
    jobId: job.id,
    action: job.action,
    state: job.state,
    progress: job.progress,
    done: job.succeeded + job.failed,
    total: job.total,
    createdAt: new Date(job.created_at).toISOString(),
    finishedAt: job.finished_at ? new Date(job.finished_at).toISOString() : null,
  };
}

async function countInserted(manager: EntityManager, insert: string, params: unknown[]): Promise<number> {
  const [row] = (await manager.query(`WITH inserted AS (${insert} RETURNING 1) SELECT count(*)::int AS n FROM inserted`, params)) as Array<{ n: number }>;
  return row!.n;
}

/**
 * The admin a bulk request acts as: approval for autotest is refused outright to a non-national
 * admin, as the single approval is, and otherwise reaches where the entries carrying that
 * permission reach (DECISIONS §9).
 */
function actingAs(admin: AdminPrincipal, request: BulkActionRequest): AdminPrincipal {
  if (request.action !== 'approve-autotest') return admin;
  if (!reviewerOf(admin).isNational) throw AppError.forbidden(MSG.onlyNationalApproveAutotest);
  return narrowTo(admin, 'centres.approve_autotest');
}

/**
 * The centres a request targets, as (seq, centre_id, reference, centre_name, expected_version):
 * the ids in the order given (one the caller cannot see keeps no name and fails as "not found"),
 * or every centre the list's filter matches within the caller's states, in the list's order.
 * Its parameters are appended to `params`; the start and the preview both read it.
 */
function targetsSelect(admin: AdminPrincipal, request: BulkActionRequest, params: unknown[]): string {
  if ('ids' in request.targets) {
    const ids = request.targets.ids;
    const versions = ids.map((id) => (request.targets as { versions: Record<string, number> }).versions[id] ?? null);
    params.push(ids, versions, request.asOf);
    const [idsP, versionsP, asOfP] = [params.length - 2, params.length - 1, params.length];
    let scope = 'true';
    if (!admin.scope.all) {
      params.push([...admin.scope.states]);
      scope = `c.state = ANY($${params.length}::text[])`;
    }
    return `SELECT u.ord::int AS seq, u.id AS centre_id, c.reference_number AS reference, c.centre_name, COALESCE(u.version, ${EXPECTED(`$${asOfP}`)}) AS expected_version
              FROM unnest($${idsP}::uuid[], $${versionsP}::int[]) WITH ORDINALITY AS u(id, version, ord)
              LEFT JOIN centres c ON c.id = u.id AND ${scope}`;
  }
  const where = whereClause(request.targets.filter, admin.scope, params, currentTime(), 'c');
  params.push(request.asOf);
  return `SELECT (row_number() OVER (ORDER BY c.created_at DESC, c.id DESC))::int AS seq, c.id AS centre_id, c.reference_number AS reference, c.centre_name,
                 ${EXPECTED(`$${params.length}`)} AS expected_version
            FROM centres c ${where}`;
}
