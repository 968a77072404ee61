import { createHash } from 'node:crypto';
import type { CentreActionEntry } from './centre-action.entity.js';

/** The fields a history hash covers: everything an entry says, plus the previous entry's hash. */
export type HashedFields = Pick<
  CentreActionEntry,
  'centreId' | 'seq' | 'action' | 'fromStatus' | 'toStatus' | 'actorType' | 'actorId' | 'actorEmail' | 'actorName' | 'noteKind' | 'note' | 'data' | 'at' | 'prevHash'
>;

/** JSON with object keys sorted, so jsonb's own key order cannot change a hash. */
function stable(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 over the entry's content and its predecessor's hash: editing any entry breaks the chain from there on. */
export function historyHash(entry: HashedFields): string {
  const content = stable([
    entry.centreId,
    entry.seq,
    entry.action,
    entry.fromStatus,
    entry.toStatus,
    entry.actorType,
    entry.actorId,
    entry.actorEmail,
    entry.actorName,
    entry.noteKind,
    entry.note,
    entry.data,
    new Date(entry.at).toISOString(),
    entry.prevHash,
  ]);
  return createHash('sha256').update(content).digest('hex');
}

export interface ChainProblem {
  centreId: string;
  seq: number;
  problem: string;
}

/** Checks one centre's entries (in seq order): numbering, links and hashes. */
export function verifyChain(entries: Array<HashedFields & { hash: string }>): ChainProblem[] {
  const problems: ChainProblem[] = [];
  let prev: string | null = null;
  entries.forEach((entry, index) => {
    const where = { centreId: entry.centreId, seq: entry.seq };
    if (entry.seq !== index + 1) problems.push({ ...where, problem: `expected entry ${index + 1}, found ${entry.seq} (an entry is missing)` });
    if (entry.prevHash !== prev) problems.push({ ...where, problem: 'does not link to the previous entry' });
    if (historyHash(entry) !== entry.hash) problems.push({ ...where, problem: 'content does not match its hash (edited)' });
    prev = entry.hash;
  });
  return problems;
}
