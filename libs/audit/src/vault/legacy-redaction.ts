import { createHmac } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { auditBody, auditHash, type ChainedFields } from '../chain/audit-hash.js';
import { isPersonalKey, isVaultRef } from './personal-values.js';

const isRef = (value: string): boolean => isVaultRef(value);

/** Stands where an erased value was in an entry written before the audit vault. */
export const REDACTED = '[erased]';

/**
 * The HMAC of an entry's redacted form: the erasure's own (chained) entry attests it, so the verifier
 * can still tell a redacted entry from an edited one (docs/TRUST.md "Personal data in the audit log").
 */
export function redactionDigest(key: Buffer, id: string, fields: Omit<ChainedFields, 'id' | 'prevHash'>): string {
  return createHmac('sha256', key).update(`redacted|${id}|${auditBody(fields)}`).digest('hex');
}

interface LegacyRow {
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
  changes: Record<string, unknown> | null;
  data: Record<string, unknown> | null;
  history_id: string | null;
  request_id: string | null;
  ip: string | null;
  prev_hash: string | null;
  hash: string;
}

const fieldsOf = (r: LegacyRow): ChainedFields => ({
  id: String(r.id),
  at: r.at,
  actorType: r.actor_type,
  actorId: r.actor_id,
  actorEmail: r.actor_email,
  actorName: r.actor_name,
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id,
  centreId: r.centre_id,
  state: r.state,
  changes: r.changes,
  data: r.data,
  historyId: r.history_id,
  requestId: r.request_id,
  ip: r.ip,
  prevHash: r.prev_hash,
});

/** A copy of `tree` with the personal keys' values, and any string equal to an erased value, replaced. */
function redactTree(tree: unknown, values: ReadonlySet<string>, personal = false): unknown {
  if (tree === null || tree === undefined) return tree;
  if (Array.isArray(tree)) return tree.map((item) => redactTree(item, values, personal));
  if (typeof tree === 'object') {
    // The history copy is compared with the centre's history row, which keeps staff actors as the accountability record.
    return Object.fromEntries(Object.entries(tree as Record<string, unknown>).map(([k, v]) => [k, k === 'history' ? v : redactTree(v, values, personal || isPersonalKey(k))]));
  }
  // A reference is no value: the vault row behind it is what erasure deletes.
  if (typeof tree === 'string' && !isRef(tree) && (personal || values.has(tree.toLowerCase()))) return tree === '' ? tree : REDACTED;
  return tree;
}

/**
 * Entries written before the vault (audit_vault_start) hold personal values in their hashed bodies.
 * Each entry naming the subject is checked against its HMAC first (a broken one is left for verify to
 * report), then redacted in place; the digests of the redacted forms are returned for the erasure's
 * entry to attest. The trigger lets only this change through (personal columns, legacy entries).
 */
export async function redactLegacyEntries(
  manager: EntityManager,
  key: Buffer,
  where: { centreId?: string; actorId?: string; targetUserId?: string },
  erasedValues: readonly string[],
): Promise<Record<string, string>> {
  const values = new Set(erasedValues.filter((v) => v.length >= 3).map((v) => v.toLowerCase()));
  const rows = (await manager.query(
    `SELECT id, at, actor_type, actor_id, actor_email, actor_name, action, target_type, target_id, centre_id, state, changes, data,
            history_id, request_id, ip, prev_hash, hash
       FROM audit_events
      WHERE id < (SELECT first_entry FROM audit_vault_start WHERE id = 1)
        AND (centre_id = $1::uuid OR actor_id = $2::uuid OR (target_type = 'user' AND target_id = $3))
      ORDER BY id`,
    [where.centreId ?? null, where.actorId ?? null, where.targetUserId ?? null],
  )) as LegacyRow[];
  if (rows.length === 0) return {};
  await manager.query(`SELECT set_config('cbt.audit_redaction', 'on', true)`);
  const attested: Record<string, string> = {};
  for (const row of rows) {
    const fields = fieldsOf(row);
    if (auditHash(key, fields) !== row.hash) continue;
    const plain = (v: string | null) => v !== null && v !== '' && !isRef(v);
    const ofSubject = row.actor_type === 'centre' || row.actor_type === 'anonymous' || (where.actorId !== undefined && row.actor_id === where.actorId);
    const redacted: ChainedFields = {
      ...fields,
      actorEmail: ofSubject && plain(row.actor_email) ? REDACTED : (redactTree(row.actor_email, values) as string | null),
      actorName: ofSubject && row.actor_type !== 'system' && row.actor_type !== 'centre' && plain(row.actor_name) ? REDACTED : (redactTree(row.actor_name, values) as string | null),
      changes: redactTree(row.changes, values),
      data: redactTree(row.data, values),
      ip: ofSubject && plain(row.ip) ? REDACTED : row.ip,
    };
    // An entry that names the subject but holds none of its values stays as written, under its own HMAC.
    if (auditBody(redacted) === auditBody(fields)) continue;
    attested[String(row.id)] = redactionDigest(key, String(row.id), redacted);
    await manager.query(`UPDATE audit_events SET actor_email = $2, actor_name = $3, changes = $4, data = $5, ip = $6 WHERE id = $1`, [
      row.id,
      redacted.actorEmail,
      redacted.actorName,
      redacted.changes === null ? null : JSON.stringify(redacted.changes),
      redacted.data === null ? null : JSON.stringify(redacted.data),
      redacted.ip,
    ]);
  }
  // Set for this transaction only; cleared so later statements of it are append-only again.
  await manager.query(`SELECT set_config('cbt.audit_redaction', 'off', true)`);
  return attested;
}
