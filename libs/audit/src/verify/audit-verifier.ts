import type { DataSource } from 'typeorm';
import type { AuditVerifyResult } from '#contracts';
import { auditHash, type ChainedFields } from '../chain/audit-hash.js';
import { checkpointSigned, isVerified, sameCheckpoint, type Checkpoint, type CheckpointFile, type CheckpointRead, type VerifiedCheckpoint } from '../chain/audit-checkpoints.js';
import { checkpointTable } from '../chain/checkpoint-table.js';
import { redactionDigest } from '../vault/legacy-redaction.js';

const BATCH = 20000;

interface Row {
  id: string;
  at: Date;
  actor_type: string;
  actor_id: string | null;
  actor_email: string | null;
  actor_name: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  centre_id: string | null;
  state: string | null;
  changes: unknown;
  data: unknown;
  history_id: string | null;
  request_id: string | null;
  ip: string | null;
  prev_hash: string | null;
  hash: string;
}

/** What a verification walked to: the chain's newest entry it found intact (a checkpoint's place). */
export interface VerifiedTip {
  entries: number;
  head: string;
}

export interface AuditWalk {
  result: AuditVerifyResult;
  /** The newest entry the walk reached, when the chain was intact. */
  tip: VerifiedTip | null;
}

/**
 * Verifies the chain (numbering, links, HMACs), checks it against the signed checkpoints and checks
 * the centre history rows against the entries that carry them. Incremental (the default): from the
 * newest verified checkpoint in PostgreSQL, once it agrees with its copy outside the database and
 * with the entry it names, only the entries after it are re-hashed. Full: every entry from the first,
 * and every checkpoint kept. The first problem found names the entry; the walk goes on only to count.
 */
export async function verifyAuditLog(dataSource: DataSource, key: Buffer, checkpoints: CheckpointFile, options: { full?: boolean } = {}): Promise<AuditVerifyResult> {
  return (await walkAuditLog(dataSource, key, checkpoints, options)).result;
}

export async function walkAuditLog(dataSource: DataSource, key: Buffer, checkpoints: CheckpointFile, options: { full?: boolean } = {}): Promise<AuditWalk> {
  const full = options.full === true;
  let first: { id: string; problem: string } | null = null;
  const fail = (id: string, problem: string) => {
    if (!first) first = { id, problem };
  };
  const plan = await planWalk(dataSource, key, checkpoints.read(), full, fail);
  const { witnesses } = plan;
  let start = plan.start;
  if (start) {
    const [row] = (await dataSource.query('SELECT hash FROM audit_events WHERE id = $1', [start.entries])) as Array<{ hash: string }>;
    // The entry it names is gone or differs: the chain was cut or rewritten, so the walk goes from the
    // first entry, naming the first problem as a full verification would.
    if (!row || row.hash !== start.head) start = null;
  }
  const byEntries = new Map<number, Checkpoint>();
  for (const c of witnesses) if (!start || c.entries > start.entries) byEntries.set(c.entries, c);
  const base = start?.entries ?? 0;
  let prev: string | null = start?.head ?? null;

  const redacted = await attestedRedactions(dataSource);
  let checked = base;
  const fetch = (after: number) =>
    dataSource.query(
      `SELECT id, at, actor_type, actor_id, actor_email, actor_name, action, target_type, target_id, centre_id, state, changes, data,
              history_id, request_id, ip, prev_hash, hash
         FROM audit_events WHERE id > $1 ORDER BY id LIMIT ${BATCH}`,
      [after],
    ) as Promise<Row[]>;
  // The next batch is read while this one is hashed: the database and the HMACs work side by side.
  let next = fetch(base);
  for (;;) {
    const rows = await next;
    if (rows.length === 0) break;
    next = rows.length < BATCH ? Promise.resolve([]) : fetch(Number(rows[rows.length - 1]!.id));
    for (const row of rows) {
      const expected = checked + 1;
      const id = String(row.id);
      if (Number(id) !== expected) fail(id, `expected entry ${expected}, found ${id} (an entry is missing)`);
      else if (row.prev_hash !== prev) fail(id, 'does not link to the previous entry');
      else if (redacted.has(id)) {
        // An entry written before the vault and redacted by an erasure: its redacted form must be the one the erasure attested.
        if (redactionDigest(key, id, toFields(row)) !== redacted.get(id)) fail(id, 'content does not match the redaction its erasure attested (edited)');
      } else if (auditHash(key, toFields(row)) !== row.hash) fail(id, 'content does not match its HMAC (edited)');
      const cp = byEntries.get(Number(id));
      if (cp && cp.head !== row.hash) fail(id, `differs from the checkpoint signed at ${cp.at}`);
      prev = row.hash;
      checked++;
    }
  }
  const counted = witnesses.reduce<Checkpoint | null>((a, c) => (!a || c.entries > a.entries ? c : a), null);
  if (counted && counted.entries > checked) fail(String(checked + 1), `missing: the checkpoint signed at ${counted.at} counted ${counted.entries} entries`);

  const history = await verifyHistoryRows(dataSource, full ? 0 : base);
  if (history.first) fail(history.first.id, history.first.problem);

  const found = first as { id: string; problem: string } | null;
  const newest = plan.newest;
  return {
    result: {
      intact: found === null,
      checked,
      ...(found ? { firstBrokenId: found.id, problem: found.problem } : {}),
      mode: full ? 'full' : 'incremental',
      rehashed: checked - base,
      startedFrom: start ? { entries: start.entries, at: start.at } : null,
      checkpoint: newest ? { entries: newest.entries, at: newest.at } : null,
      historyChecked: history.checked,
    },
    tip: found === null && checked > 0 && prev !== null ? { entries: checked, head: prev } : null,
  };
}

interface WalkPlan {
  /** The verified checkpoint the walk starts after (null: from the first entry). */
  start: VerifiedCheckpoint | null;
  /** Every checkpoint the walk compares the chain with (heads where it passes them, the newest count). */
  witnesses: Checkpoint[];
  /** The newest signed checkpoint known (reported). */
  newest: Checkpoint | null;
}

/**
 * Which checkpoints to trust and start from. The table's rows must carry the key's signature and
 * agree with their copies outside the database; a copy whose row is gone (the table rewritten or
 * rolled back) is a problem, and the walk then starts from that copy. Incremental: the newest row,
 * the copies newer than it and the newest copy; full: every row and every copy.
 */
async function planWalk(dataSource: DataSource, key: Buffer, file: CheckpointRead, full: boolean, fail: (id: string, problem: string) => void): Promise<WalkPlan> {
  if (file.forged.length > 0) fail('checkpoint', `checkpoint file line ${file.forged[0]} is not signed with the audit key`);
  const copies = file.valid.filter(isVerified);
  const newestCopy = copies.reduce<VerifiedCheckpoint | null>((a, c) => (!a || c.entries > a.entries ? c : a), null);
  const rows = full ? await checkpointTable.all(dataSource) : [await checkpointTable.newest(dataSource)].filter((r): r is VerifiedCheckpoint => r !== null);
  const signedRows = rows.filter((row) => {
    if (checkpointSigned(key, row)) return true;
    fail('checkpoint', `the checkpoint of entry ${row.entries} in the database is not signed with the audit key (rewritten)`);
    return false;
  });
  const newestRow = signedRows.at(-1) ?? null;
  const compared = full ? copies : copies.filter((c) => c === newestCopy || (newestRow !== null && c.entries >= newestRow.entries));
  const stored = full ? new Map(rows.map((r) => [r.entries, r])) : await checkpointTable.at(dataSource, compared.map((c) => c.entries));
  let start: VerifiedCheckpoint | null = newestRow;
  // The table keeps its newest checkpoints (AUDIT_CHECKPOINT_KEEP): a copy older than every row was
  // pruned, or is being pruned by another instance now; it still witnesses its entry's head below.
  let oldestRow: number | null | undefined;
  const pruned = async (copy: VerifiedCheckpoint) => {
    if (oldestRow === undefined) oldestRow = full ? (rows[0]?.entries ?? null) : await checkpointTable.oldest(dataSource);
    return oldestRow !== null && copy.entries < oldestRow;
  };
  for (const copy of compared) {
    const row = stored.get(copy.entries);
    if (!row && (await pruned(copy))) continue;
    if (!row) fail('checkpoint', `the checkpoint of entry ${copy.entries} signed at ${copy.at} is missing from the database (rewritten)`);
    else if (!sameCheckpoint(row, copy)) fail('checkpoint', `the checkpoint of entry ${copy.entries} in the database differs from its copy outside it (rewritten)`);
    if (!row || !sameCheckpoint(row, copy)) {
      if (!start || copy.entries > start.entries || (copy.entries === start.entries && row !== undefined)) start = copy;
    }
  }
  const witnesses: Checkpoint[] = [...file.valid.filter((c) => !isVerified(c)), ...copies, ...signedRows];
  const newest = witnesses.reduce<Checkpoint | null>((a, c) => (!a || c.entries > a.entries ? c : a), null);
  // A full walk starts from the first entry; the checkpoints are only compared on the way.
  return { start: full ? null : start, witnesses, newest };
}

/**
 * The redactions attested by erasures (docs/TRUST.md "Personal data in the audit log"): entry id ->
 * HMAC of its redacted form. The attesting entries are themselves in the chain, so their word is
 * checked by the same walk.
 */
async function attestedRedactions(dataSource: DataSource): Promise<Map<string, string>> {
  const rows = (await dataSource.query(
    `SELECT r.key AS id, r.value #>> '{}' AS digest
       FROM audit_events e, jsonb_each(e.data->'redactedEntries') r
      WHERE e.action = 'privacy.erased' AND jsonb_typeof(e.data->'redactedEntries') = 'object'`,
  )) as Array<{ id: string; digest: string }>;
  return new Map(rows.map((r) => [String(r.id), r.digest]));
}

function toFields(row: Row): ChainedFields {
  return {
    id: String(row.id),
    at: row.at,
    actorType: row.actor_type,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    actorName: row.actor_name,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    centreId: row.centre_id,
    state: row.state,
    changes: row.changes,
    data: row.data,
    historyId: row.history_id,
    requestId: row.request_id,
    ip: row.ip,
    prevHash: row.prev_hash,
  };
}

const DIFFERS = `ae.centre_id IS DISTINCT FROM ca.centre_id
         OR (ae.data->'history'->>'at')::timestamptz IS DISTINCT FROM ca.at
         OR (ae.data->'history') - 'at' IS DISTINCT FROM jsonb_build_object(
              'seq', ca.seq, 'hash', ca.hash, 'prevHash', ca.prev_hash, 'action', ca.action, 'fromStatus', ca.from_status,
              'toStatus', ca.to_status, 'actorType', ca.actor_type, 'actorId', ca.actor_id, 'actorEmail', ca.actor_email,
              'actorName', ca.actor_name, 'noteKind', ca.note_kind, 'note', ca.note, 'data', ca.data)`;

/**
 * Each centre history row must equal, field for field, the copy its (HMAC-chained) audit entry keeps;
 * a row edited, added or removed behind the database's back shows up here even when its own SHA-256
 * chain was recomputed to match. `after`: only the rows carried by the entries after it are compared
 * (those before were compared by the verification that signed the checkpoint); a row without any
 * entry is looked for among all rows (an index probe each).
 */
async function verifyHistoryRows(dataSource: DataSource, after: number): Promise<{ checked: number; first: { id: string; problem: string } | null }> {
  const notBackfilled = 'NOT EXISTS (SELECT 1 FROM audit_history_backfill b WHERE b.history_id = ca.id)';
  const [{ count }] = (await dataSource.query(
    after === 0
      ? `SELECT count(*)::int AS count FROM centre_actions ca WHERE ${notBackfilled}`
      : `SELECT count(*)::int AS count FROM audit_events ae JOIN centre_actions ca ON ca.id = ae.history_id WHERE ae.id > $1 AND ${notBackfilled}`,
    after === 0 ? [] : [after],
  )) as Array<{ count: number }>;
  const [orphan] = (await dataSource.query(
    `SELECT ca.id AS history_id, ca.seq, c.reference_number
       FROM centre_actions ca JOIN centres c ON c.id = ca.centre_id
      WHERE ${notBackfilled} AND NOT EXISTS (SELECT 1 FROM audit_events ae WHERE ae.history_id = ca.id)
      LIMIT 1`,
  )) as Array<{ history_id: string; seq: number; reference_number: string }>;
  if (orphan) {
    return { checked: count, first: { id: `history:${orphan.history_id}`, problem: `history entry ${orphan.seq} of ${orphan.reference_number} has no audit entry (added outside the application)` } };
  }
  const [bad] = (await dataSource.query(
    `SELECT ae.id AS audit_id, ca.seq, c.reference_number
       FROM audit_events ae
       JOIN centre_actions ca ON ca.id = ae.history_id
       JOIN centres c ON c.id = ca.centre_id
      WHERE ae.id > $1 AND ae.history_id IS NOT NULL AND ${notBackfilled} AND (${DIFFERS})
      ORDER BY ae.id
      LIMIT 1`,
    [after],
  )) as Array<{ audit_id: string; seq: number; reference_number: string }>;
  if (bad) return { checked: count, first: { id: String(bad.audit_id), problem: `history entry ${bad.seq} of ${bad.reference_number} differs from its audit entry (edited)` } };
  const [gone] = (await dataSource.query(
    `SELECT ae.id FROM audit_events ae
      WHERE ae.id > $1 AND ae.history_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM centre_actions ca WHERE ca.id = ae.history_id)
      ORDER BY ae.id LIMIT 1`,
    [after],
  )) as Array<{ id: string }>;
  if (gone) return { checked: count, first: { id: String(gone.id), problem: 'the centre history entry it carries was deleted' } };
  return { checked: count, first: null };
}
