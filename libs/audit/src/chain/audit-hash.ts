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

/** HMAC-SHA256 of the entry and its predecessor: without the key, no one can forge a consistent chain. */
export function auditHash(key: Buffer, entry: ChainedFields): string {
  const content = stableJson([
    String(entry.id),
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
    entry.prevHash,
  ]);
  return createHmac('sha256', key).update(content).digest('hex');
}

/** A checkpoint's signature: the entry count and head hash, under the same key. */
export function checkpointSignature(key: Buffer, entries: number, head: string | null, at: string): string {
  return createHmac('sha256', key).update(`checkpoint|${entries}|${head ?? ''}|${at}`).digest('hex');
}
