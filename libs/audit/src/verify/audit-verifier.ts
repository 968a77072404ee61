import type { DataSource } from 'typeorm';
import type { AuditVerifyResult } from '#contracts';
import { auditHash, type ChainedFields } from '../chain/audit-hash.js';
import { CheckpointFile, type Checkpoint } from '../chain/audit-checkpoints.js';
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

/**
 * Recomputes the whole chain (numbering, links, HMACs), checks it against every signed checkpoint,
 * and checks every centre history row against the entry that carries it. The first problem found
 * names the entry; the walk goes on only to count.
 */
export async function verifyAuditLog(dataSource: DataSource, key: Buffer, checkpoints: CheckpointFile): Promise<AuditVerifyResult> {
  const file = checkpoints.read();
  const byEntries = new Map<number, Checkpoint>();
  for (const c of file.valid) byEntries.set(c.entries, c);
  const newest = file.valid.reduce<Checkpoint | null>((a, c) => (!a || c.entries > a.entries ? c : a), null);
  let first: { id: string; problem: string } | null = null;
  const fail = (id: string, problem: string) => {
    if (!first) first = { id, problem };
  };
  if (file.forged.length > 0) fail('checkpoint', `checkpoint file line ${file.forged[0]} is not signed with the audit key`);

  const redacted = await attestedRedactions(dataSource);
  let checked = 0;
  let prev: string | null = null;
  const fetch = (after: number) =>
    dataSource.query(
      `SELECT id, at, actor_type, actor_id, actor_email, actor_name, action, target_type, target_id, centre_id, state, changes, data,
              history_id, request_id, ip, prev_hash, hash
         FROM audit_events WHERE id > $1 ORDER BY id LIMIT ${BATCH}`,
      [after],
    ) as Promise<Row[]>;
  // The next batch is read while this one is hashed: the database and the HMACs work side by side.
  let next = fetch(0);
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
  if (newest && newest.entries > checked) fail(String(checked + 1), `missing: the checkpoint signed at ${newest.at} counted ${newest.entries} entries`);

  const history = await verifyHistoryRows(dataSource);
  if (history.first) fail(history.first.id, history.first.problem);

  const found = first as { id: string; problem: string } | null;
  return {
    intact: found === null,
    checked,
    ...(found ? { firstBrokenId: found.id, problem: found.problem } : {}),
    checkpoint: newest ? { entries: newest.entries, at: newest.at } : null,
    historyChecked: history.checked,
  };
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

/**
 * Each centre history row must equal, field for field, the copy its (HMAC-chained) audit entry keeps;
 * a row edited, added or removed behind the database's back shows up here even when its own SHA-256
 * chain was recomputed to match.
 */
async function verifyHistoryRows(dataSource: DataSource): Promise<{ checked: number; first: { id: string; problem: string } | null }> {
  const [{ count }] = (await dataSource.query(
    `SELECT count(*)::int AS count FROM centre_actions ca WHERE NOT EXISTS (SELECT 1 FROM audit_history_backfill b WHERE b.history_id = ca.id)`,
  )) as Array<{ count: number }>;
  const [bad] = (await dataSource.query(
    `SELECT ae.id AS audit_id, ca.id AS history_id, ca.seq, c.reference_number
       FROM centre_actions ca
       JOIN centres c ON c.id = ca.centre_id
       LEFT JOIN audit_events ae ON ae.history_id = ca.id
      WHERE NOT EXISTS (SELECT 1 FROM audit_history_backfill b WHERE b.history_id = ca.id)
        AND (ae.id IS NULL
         OR ae.centre_id IS DISTINCT FROM ca.centre_id
         OR (ae.data->'history'->>'at')::timestamptz IS DISTINCT FROM ca.at
         OR (ae.data->'history') - 'at' IS DISTINCT FROM jsonb_build_object(
              'seq', ca.seq, 'hash', ca.hash, 'prevHash', ca.prev_hash, 'action', ca.action, 'fromStatus', ca.from_status,
              'toStatus', ca.to_status, 'actorType', ca.actor_type, 'actorId', ca.actor_id, 'actorEmail', ca.actor_email,
              'actorName', ca.actor_name, 'noteKind', ca.note_kind, 'note', ca.note, 'data', ca.data))
      ORDER BY ae.id NULLS FIRST
      LIMIT 1`,
  )) as Array<{ audit_id: string | null; history_id: string; seq: number; reference_number: string }>;
  if (bad) {
    const where = `history entry ${bad.seq} of ${bad.reference_number}`;
    return {
      checked: count,
      first: bad.audit_id ? { id: String(bad.audit_id), problem: `${where} differs from its audit entry (edited)` } : { id: `history:${bad.history_id}`, problem: `${where} has no audit entry (added outside the application)` },
    };
  }
  const [gone] = (await dataSource.query(
    `SELECT ae.id FROM audit_events ae WHERE ae.history_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM centre_actions ca WHERE ca.id = ae.history_id) ORDER BY ae.id LIMIT 1`,
  )) as Array<{ id: string }>;
  if (gone) return { checked: count, first: { id: String(gone.id), problem: 'the centre history entry it carries was deleted' } };
  return { checked: count, first: null };
}
