import { creationStatus } from '../review/centre-status.machine.js';
import { TrustEvent } from '../mail/trust-events.js';
import type { EntityManager } from 'typeorm';
import type { AuditLog } from '#audit';
import { currentTime } from '#platform';
import { MSG } from '#contracts';
import { newReferenceNumber } from '../centre/reference-number.js';
import { chainedEntry, type HistoryActor } from '../history/action-history.js';
import type { CentreActionEntry } from '../history/centre-action.entity.js';
import { historyAuditInput } from '../history/history-audit.js';
import { sheetRow, type ImportCandidate } from './import-row.js';

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
  audit?: Pick<AuditLog, 'append'>;
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

/**
 * Writes one batch with a handful of set-based statements, inside the caller's transaction:
 * the centres (ON CONFLICT DO NOTHING, so existing centres and reference clashes are skipped
 * rather than aborting), their first history entry, the per-row outcomes.
 */
export async function writeImportBatch(manager: EntityManager, ctx: BatchContext, rows: BatchRow[]): Promise<BatchOutcome> {
  const now = currentTime();
  const decided: Decided[] = [];
  let pending = rows.filter((r): r is Extract<BatchRow, { outcome: 'candidate' }> => r.outcome === 'candidate');
  const created = new Map<number, string>();
  const notices: Array<Record<string, string>> = [];

  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS && pending.length > 0; attempt++) {
    const refs = references(ctx, pending.length, now);
    const byRef = new Map(pending.map((r, i) => [refs[i]!, r]));
    const status = creationStatus('import');
    const values = pending.map((r, i) => ({
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
      `INSERT INTO centres (reference_number, centre_name, government_id, exam_body, ownership_type, status, source, admin_name, admin_email,
                            admin_number, state, local_government, address, registration_approval_date, created_at, updated_at)
       SELECT x.reference_number, x.centre_name, x.government_id, $2, x.ownership_type, $4, 'import', x.admin_name,
              x.admin_email, x.admin_number, x.state, x.local_government, x.address, CASE WHEN $4 = 'registration_approved' THEN $3::timestamptz END, $3, $3
         FROM jsonb_to_recordset($1::jsonb) AS x(reference_number text, centre_name text, government_id text, ownership_type text,
              admin_name text, admin_email text, admin_number text, state text, local_government text, address text)
       ON CONFLICT DO NOTHING
       RETURNING id, reference_number`,
      [JSON.stringify(values), ctx.examBody, now, status],
    )) as Array<{ id: string; reference_number: string }>;
    for (const { id, reference_number } of inserted) {
      const r = byRef.get(reference_number)!;
      created.set(r.row, id);
      notices.push({ centreId: id, email: r.centre.AdminEmail, centreName: r.centre.CentreName, reference: reference_number, source: 'import' });
    }

    const skipped = pending.filter((r) => !created.has(r.row));
    pending = [];
    if (skipped.length === 0) break;
    const existing = (await manager.query(
      `SELECT upper(c.government_id) AS g, c.admin_email AS e
         FROM centres c JOIN jsonb_to_recordset($1::jsonb) AS x(g text, e text) ON upper(c.government_id) = x.g AND c.admin_email = x.e`,
      [JSON.stringify(skipped.map((r) => ({ g: r.centre.GovernmentId.toUpperCase(), e: r.centre.AdminEmail })))],
    )) as Array<{ g: string; e: string }>;
    const taken = new Set(existing.map((x) => `${x.g}\u0000${x.e}`));
    for (const r of skipped) {
      if (taken.has(`${r.centre.GovernmentId.toUpperCase()}\u0000${r.centre.AdminEmail}`)) {
        decided.push({ row: r.row, outcome: 'failed', centre_id: null, message: MSG.importRow(sheetRow(r.row), MSG.duplicateCentre), raw: r.raw });
      } else {
        // Only the reference clashed: try again with a new one.
        pending.push(r);
      }
    }
  }
  if (pending.length > 0) throw new Error(`could not allocate reference numbers for ${pending.length} rows`);

  for (const r of rows) {
    if (r.outcome === 'failed') decided.push({ row: r.row, outcome: 'failed', centre_id: null, message: r.message, raw: r.raw });
    else if (created.has(r.row)) decided.push({ row: r.row, outcome: 'created', centre_id: created.get(r.row)!, message: null, raw: null });
  }

  if (created.size > 0) {
    const stateOf = new Map(rows.filter((r) => r.outcome === 'candidate' && created.has(r.row)).map((r) => [created.get(r.row)!, (r as Extract<BatchRow, { outcome: 'candidate' }>).centre.State]));
    const chained: Array<Omit<CentreActionEntry, 'id'>> = [];
    const entries = [...created].map(([row, centreId]) => {
      const e = chainedEntry(centreId, { action: 'imported', fromStatus: null, toStatus: creationStatus('import'), actor: ctx.actor, data: { importJobId: ctx.jobId, row, source: 'import' } }, null, now);
      chained.push(e);
      return {
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
        at: now.toISOString(),
        hash: e.hash,
      };
    });
    const ids = (await manager.query(
      `INSERT INTO centre_actions (centre_id, seq, action, from_status, to_status, actor_type, actor_id, actor_email, actor_name, data, at, prev_hash, hash)
       SELECT x.centre_id, x.seq, x.action, x.from_status, x.to_status, x.actor_type, x.actor_id, x.actor_email, x.actor_name, x.data, x.at, NULL, x.hash
         FROM jsonb_to_recordset($1::jsonb) AS x(centre_id uuid, seq int, action text, from_status text, to_status text, actor_type text,
              actor_id uuid, actor_email text, actor_name text, data jsonb, at timestamptz, hash text)
       RETURNING id, centre_id`,
      [JSON.stringify(entries)],
    )) as Array<{ id: string; centre_id: string }>;
    if (ctx.audit) {
      const idOf = new Map(ids.map((r) => [r.centre_id, r.id]));
      await ctx.audit.append(
        manager,
        chained.map((e) => historyAuditInput({ ...e, id: idOf.get(e.centreId)! } as CentreActionEntry, stateOf.get(e.centreId) ?? null)),
      );
    }
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
