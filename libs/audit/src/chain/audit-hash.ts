import { createHmac } from 'node:crypto';

/** What an entry says; the HMAC covers all of it plus the previous entry's hash. */
export interface ChainedFields {
  id: string;
  at: Date | string;
  actorType: string;
  actorId: string | null;
  actorEmail: string | null;
  actorName: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  centreId: string | null;
  state: string | null;
  changes: unknown;
  data: unknown;
  historyId: string | null;
  requestId: string | null;
  ip: string | null;
  prevHash: string | null;
}

/** JSON with sorted keys, so jsonb's own key order cannot change a hash. */
export function stableJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The entry's fields between its id and its predecessor's hash, serialised as auditHash serialises
 * them: it needs neither the chain's head nor its lock, so a writer can prepare it beforehand.
 */
export function auditBody(entry: Omit<ChainedFields, 'id' | 'prevHash'>): string {
  return [
    new Date(entry.at).toISOString(),
    entry.actorType,
    entry.actorId,
    entry.actorEmail,
    entry.actorName,
    entry.action,
    entry.targetType,
    entry.targetId,
    entry.centreId,
    entry.state,
    entry.changes ?? null,
    entry.data ?? null,
    entry.historyId,
    entry.requestId,
    entry.ip,
  ]
    .map(stableJson)
    .join(',');
}

/** The HMAC of an entry given its prepared body: the same value as auditHash over the whole entry. */
export function chainedAuditHash(key: Buffer, id: string, body: string, prevHash: string | null): string {
  return createHmac('sha256', key).update(`[${JSON.stringify(id)},${body},${stableJson(prevHash)}]`).digest('hex');
}

/** HMAC-SHA256 of the entry and its predecessor: without the key, no one can forge a consistent chain. */
export function auditHash(key: Buffer, entry: ChainedFields): string {
  return chainedAuditHash(key, String(entry.id), auditBody(entry), entry.prevHash);
}

/** A checkpoint's signature: the entry count and head hash, under the same key. */
export function checkpointSignature(key: Buffer, entries: number, head: string | null, at: string): string {
  return createHmac('sha256', key).update(`checkpoint|${entries}|${head ?? ''}|${at}`).digest('hex');
}

/**
 * A verified checkpoint's signature: a verification found the chain intact up to `entries`, whose
 * hash is `head`. Its own prefix, so an older witness line (checkpointSignature) cannot pass for one.
 */
export function verifiedCheckpointSignature(key: Buffer, entries: number, head: string, at: string, fullWalk: boolean): string {
  return createHmac('sha256', key).update(`checkpoint.v2|${entries}|${head}|${at}|${fullWalk ? 'full' : 'incremental'}`).digest('hex');
}
