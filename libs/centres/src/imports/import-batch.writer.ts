import { creationStatus } from '../review/centre-status.machine.js';
import { TrustEvent } from '../mail/trust-events.js';
import type { EntityManager } from 'typeorm';
import { randomUUID } from 'node:crypto';
import type { AuditLog, PreparedAuditEntries } from '#audit';
import { currentTime } from '#platform';
import { MSG, type CentreStatus } from '#contracts';
import { newReferenceNumber } from '../centre/reference-number.js';
import { chainedEntry, type HistoryActor } from '../history/action-history.js';
import type { CentreActionEntry } from '../history/centre-action.entity.js';
import { historyAuditInput } from '../history/history-audit.js';
import { identityKey, sheetRow, type ImportCandidate } from './import-row.js';

/** One data row of the file, decided before the database is asked (failed) or a centre to create. */
export type BatchRow =
  | { row: number; raw: Record<string, unknown>; outcome: 'failed'; message: string }
  | { row: number; raw: Record<string, unknown>; outcome: 'candidate'; centre: ImportCandidate };

export interface BatchOutcome {
  created: number;
  failed: number;
}

export interface BatchContext {
  jobId: string;
  actor: HistoryActor;
  examBody: string;
  councilCode: string;
  /** Where each created centre's first history entry is also logged (the job always passes it). */
  audit?: Pick<AuditLog, 'append' | 'prepare'>;
  /** Where references come from (tests force a clash through it). */
  newReference?: (now: Date) => string;
}

interface Decided {
  row: number;
  outcome: 'created' | 'failed';
  centre_id: string | null;
  message: string | null;
  raw: Record<string, unknown> | null;
}

const REFERENCE_ATTEMPTS = 5;
export const NOTICES_PER_EVENT = 100;
/** The longest an import's notices wait for its end: a job that never completes still sends them. */
const NOTICE_HOLD = '1 hour';

/**
 * The identities (identityKey) of these candidates that a centre already has: such a row is a
 * duplicate, not a second centre (DECISIONS §6). The import asks it of the rows its insert skipped;
 * the preview asks it of every valid row, reading only.
 */
export async function existingIdentities(manager: Pick<EntityManager, 'query'>, centres: Array<Pick<ImportCandidate, 'GovernmentId' | 'AdminEmail'>>): Promise<Set<string>> {
  if (centres.length === 0) return new Set();
  const existing = (await manager.query(
    `SELECT c.government_id AS g, c.admin_email AS e
       FROM centres c JOIN jsonb_to_recordset($1::jsonb) AS x(g text, e text) ON upper(c.government_id) = x.g AND c.admin_email = x.e`,
    [JSON.stringify(centres.map((c) => ({ g: c.GovernmentId.toUpperCase(), e: c.AdminEmail })))],
  )) as Array<{ g: string; e: string }>;
  return new Set(existing.map((x) => identityKey(x.g, x.e)));
}

/** Lets the import's held notices go out now (its end, success or failure). */
export async function releaseImportNotices(manager: Pick<EntityManager, 'query'>, jobId: string): Promise<void> {
  await manager.query(`UPDATE outbox_events SET available_at = now() WHERE type = $1 AND status = 'pending' AND payload->>'importJobId' = $2 AND available_at > now()`, [
    TrustEvent.CreatedNotices,
    jobId,
  ]);
}

/** Fresh references for `count` rows, distinct from each other (the database checks the rest). */
function references(ctx: BatchContext, count: number, now: Date): string[] {
  const next = ctx.newReference ?? ((at: Date) => newReferenceNumber(ctx.councilCode, at));
  const out = new Set<string>();
  while (out.size < count) out.add(next(now));
  return [...out];
}

type Candidate = Extract<BatchRow, { outcome: 'candidate' }>;

/** Candidates with everything their insert needs: ids, references, first history entry and its audit entry. */
interface PreparedCandidates {
  candidates: Candidate[];
  centreIds: string[];
  references: string[];
  history: Array<Omit<CentreActionEntry, 'id'> & { id: string }>;
  audit: PreparedAuditEntries | null;
}

/** A batch made ready outside its transaction (prepareImportBatch), so the database is not kept waiting on hashing. */
export interface PreparedImportBatch {
  rows: BatchRow[];
  now: Date;
  /** The machine's creation status for an import, asked once a batch: it is the same for every row. */
  status: CentreStatus;
  first: PreparedCandidates;
}

function prepareCandidates(ctx: BatchContext, candidates: Candidate[], now: Date, status: CentreStatus): PreparedCandidates {
  const centreIds = candidates.map(() => randomUUID());
  const history = candidates.map((r, i) => ({
    id: randomUUID(),
    ...chainedEntry(centreIds[i]!, { action: 'imported', fromStatus: null, toStatus: status, actor: ctx.actor, data: { importJobId: ctx.jobId, row: r.row, source: 'import' } }, null, now),
  }));
  const audit = ctx.audit ? ctx.audit.prepare(history.map((entry, i) => historyAuditInput(entry as CentreActionEntry, candidates[i]!.centre.State))) : null;
  return { candidates, centreIds, references: references(ctx, candidates.length, now), history, audit };
}

/**
 * The CPU part of a batch (ids, references, history hashes, audit entries' serialisation), done
 * before its transaction: the import job prepares the next batch while the database writes this one.
 */
export function prepareImportBatch(ctx: BatchContext, rows: BatchRow[]): PreparedImportBatch {
  const now = currentTime();
  const status = creationStatus('import');
  return { rows, now, status, first: prepareCandidates(ctx, rows.filter((r): r is Candidate => r.outcome === 'candidate'), now, status) };
}

/**
 * Writes one batch with a handful of set-based statements, inside the caller's transaction:
 * the centres (ON CONFLICT DO NOTHING, so existing centres and reference clashes are skipped
 * rather than aborting), their first history entry and audit entry, their notices, the per-row outcomes.
 */
export async function writeImportBatch(manager: EntityManager, ctx: BatchContext, batch: BatchRow[] | PreparedImportBatch): Promise<BatchOutcome> {
  const { rows, now, status, first } = Array.isArray(batch) ? prepareImportBatch(ctx, batch) : batch;
  const decided: Decided[] = [];
  const created = new Map<number, string>();
  const notices: Array<Record<string, string>> = [];
  let attempt: PreparedCandidates | null = first;

  for (let n = 0; n < REFERENCE_ATTEMPTS && attempt && attempt.candidates.length > 0; n++) {
    const { candidates, centreIds, references: refs } = attempt;
    const values = candidates.map((r, i) => ({
      id: centreIds[i],
      reference_number: refs[i],
      centre_name: r.centre.CentreName,
      government_id: r.centre.GovernmentId,
      ownership_type: r.centre.ownershipType,
      admin_name: r.centre.AdminName,
      admin_email: r.centre.AdminEmail,
      admin_number: r.centre.AdminNumber,
      state: r.centre.State,
      local_government: r.centre.LocalGovernment,
      address: r.centre.address,
    }));
    const inserted = (await manager.query(
      `INSERT INTO centres (id, reference_number, centre_name, government_id, exam_body, ownership_type, status, source, admin_name, admin_email,
                            admin_number, state, local_government, address, registration_approval_date, created_at, updated_at)
       SELECT x.id, x.reference_number, x.centre_name, x.government_id, $2, x.ownership_type, $4, 'import', x.admin_name,
              x.admin_email, x.admin_number, x.state, x.local_government, x.address, CASE WHEN $4 = 'registration_approved' THEN $3::timestamptz END, $3, $3
         FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, reference_number text, centre_name text, government_id text, ownership_type text,
              admin_name text, admin_email text, admin_number text, state text, local_government text, address text)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [JSON.stringify(values), ctx.examBody, now, status],
    )) as Array<{ id: string }>;
    const insertedIds = new Set(inserted.map((x) => x.id));
    const kept: number[] = [];
    candidates.forEach((r, i) => {
      if (!insertedIds.has(centreIds[i]!)) return;
      kept.push(i);
      created.set(r.row, centreIds[i]!);
      notices.push({ centreId: centreIds[i]!, email: r.centre.AdminEmail, centreName: r.centre.CentreName, reference: refs[i]!, source: 'import' });
    });
    if (kept.length > 0) await writeFirstEntries(manager, ctx, attempt, kept);

    const skipped = candidates.filter((_, i) => !insertedIds.has(centreIds[i]!));
    attempt = null;
    if (skipped.length === 0) break;
    const taken = await existingIdentities(manager, skipped.map((r) => r.centre));
    const retry: Candidate[] = [];
    for (const r of skipped) {
      if (taken.has(identityKey(r.centre.GovernmentId, r.centre.AdminEmail))) {
        decided.push({ row: r.row, outcome: 'failed', centre_id: null, message: MSG.importRow(sheetRow(r.row), MSG.duplicateCentre), raw: r.raw });
      } else {
        // Only the reference clashed: try again with a new one.
        retry.push(r);
      }
    }
    if (retry.length > 0) attempt = prepareCandidates(ctx, retry, now, status);
  }
  if (attempt && attempt.candidates.length > 0) throw new Error(`could not allocate reference numbers for ${attempt.candidates.length} rows`);

  for (const r of rows) {
    if (r.outcome === 'failed') decided.push({ row: r.row, outcome: 'failed', centre_id: null, message: r.message, raw: r.raw });
    else if (created.has(r.row)) decided.push({ row: r.row, outcome: 'created', centre_id: created.get(r.row)!, message: null, raw: null });
  }

  if (created.size > 0) {
    // One email per created centre (its reference and how to sign in), NOTICES_PER_EVENT to an outbox
    // event and its one job (sent one after another): a 50,000-row file is 500 events and jobs, not
    // 50,000 of each, and each job is short enough for a stopping worker to finish it. They are held
    // until the import ends (releaseImportNotices), so the emails do not compete with its batches;
    // an import that never ends releases them after NOTICE_HOLD anyway.
    const groups: Array<Array<Record<string, string>>> = [];
    for (let i = 0; i < notices.length; i += NOTICES_PER_EVENT) groups.push(notices.slice(i, i + NOTICES_PER_EVENT));
    await manager.query(
      `INSERT INTO outbox_events (type, payload, available_at)
       SELECT $1, jsonb_build_object('notices', x, 'importJobId', $3::text), now() + $4::interval FROM jsonb_array_elements($2::jsonb) AS x`,
      [TrustEvent.CreatedNotices, JSON.stringify(groups), ctx.jobId, NOTICE_HOLD],
    );
  }

  await manager.query(
    `INSERT INTO import_job_rows (job_id, row_number, outcome, centre_id, message, raw)
     SELECT $1, x.row, x.outcome, x.centre_id, x.message, x.raw
       FROM jsonb_to_recordset($2::jsonb) AS x("row" int, outcome text, centre_id uuid, message text, raw jsonb)`,
    [ctx.jobId, JSON.stringify(decided)],
  );
  return { created: created.size, failed: decided.length - created.size };
}

/** The created centres' first history entries and their audit entries, both prepared beforehand. */
async function writeFirstEntries(manager: EntityManager, ctx: BatchContext, prepared: PreparedCandidates, kept: number[]): Promise<void> {
  const entries = kept.map((i) => {
    const e = prepared.history[i]!;
    return {
      id: e.id,
      centre_id: e.centreId,
      seq: e.seq,
      action: e.action,
      from_status: e.fromStatus,
      to_status: e.toStatus,
      actor_type: e.actorType,
      actor_id: e.actorId,
      actor_email: e.actorEmail,
      actor_name: e.actorName,
      data: e.data,
      at: new Date(e.at).toISOString(),
      hash: e.hash,
    };
  });
  await manager.query(
    `INSERT INTO centre_actions (id, centre_id, seq, action, from_status, to_status, actor_type, actor_id, actor_email, actor_name, data, at, prev_hash, hash)
     SELECT x.id, x.centre_id, x.seq, x.action, x.from_status, x.to_status, x.actor_type, x.actor_id, x.actor_email, x.actor_name, x.data, x.at, NULL, x.hash
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, centre_id uuid, seq int, action text, from_status text, to_status text, actor_type text,
            actor_id uuid, actor_email text, actor_name text, data jsonb, at timestamptz, hash text)`,
    [JSON.stringify(entries)],
  );
  if (ctx.audit && prepared.audit) {
    const keep = new Set(kept);
    await ctx.audit.append(manager, prepared.audit.only((i) => keep.has(i)));
  }
}
