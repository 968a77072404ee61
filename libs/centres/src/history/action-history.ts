import { Inject, Injectable, Optional } from '@nestjs/common';
import { AuditLog } from '#audit';
import { DataSource, type EntityManager } from 'typeorm';
import type { HistoryAction } from '#contracts';
import { currentTime, type AdminPrincipal } from '#platform';
import { CentreActionEntry } from './centre-action.entity.js';
import { historyAuditInput } from './history-audit.js';
import { historyHash, verifyChain, type ChainProblem } from './history-hash.js';

export type HistoryActor = { type: 'admin'; id: string; email: string; name: string } | { type: 'centre' } | { type: 'system'; name?: string };

export interface HistoryInput {
  action: HistoryAction;
  fromStatus?: string | null;
  toStatus?: string | null;
  actor: HistoryActor;
  note?: { kind: 'reason' | 'details' | 'instructions'; text: string | null } | null;
  data?: Record<string, unknown> | null;
}

/** DECISIONS §5's shape of one entry, as GET /admin/schools/{id}/actions answers it. */
export interface PublicHistoryEntry {
  id: string;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  actor: { id: string | null; email: string | null; name: string | null } | 'centre' | 'system';
  reason?: string | null;
  details?: string | null;
  instructions?: string | null;
  data?: Record<string, unknown>;
  at: string;
  hash: string;
}

export function adminActor(admin: AdminPrincipal): HistoryActor {
  return { type: 'admin', id: admin.id, email: admin.email, name: `${admin.firstName} ${admin.lastName}`.trim() };
}

/** Builds the next entry of a chain (seq and hashes included) without writing it. */
export function chainedEntry(centreId: string, input: HistoryInput, prev: { seq: number; hash: string } | null, at = currentTime()): Omit<CentreActionEntry, 'id'> {
  const actor = input.actor;
  const fields = {
    centreId,
    seq: (prev?.seq ?? 0) + 1,
    action: input.action,
    fromStatus: input.fromStatus ?? null,
    toStatus: input.toStatus ?? null,
    actorType: actor.type,
    actorId: actor.type === 'admin' ? actor.id : null,
    actorEmail: actor.type === 'admin' ? actor.email : null,
    actorName: actor.type === 'admin' ? actor.name : actor.type === 'system' ? (actor.name ?? null) : null,
    noteKind: input.note?.kind ?? null,
    note: input.note?.text ?? null,
    data: input.data ?? null,
    at,
    prevHash: prev?.hash ?? null,
  };
  return { ...fields, hash: historyHash(fields) };
}

export function toPublicEntry(entry: CentreActionEntry): PublicHistoryEntry {
  const actor = entry.actorType === 'admin' ? { id: entry.actorId, email: entry.actorEmail, name: entry.actorName } : entry.actorType;
  const out: PublicHistoryEntry = {
    id: entry.id,
    action: entry.action,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    actor,
    at: new Date(entry.at).toISOString(),
    hash: entry.hash,
  };
  if (entry.noteKind) out[entry.noteKind] = entry.note;
  if (entry.data) out.data = entry.data;
  return out;
}

export interface ChainReport {
  centres: number;
  entries: number;
  problems: ChainProblem[];
}

/**
 * The centre's append-only, hash-chained action history (DECISIONS §5). Appends happen inside the
 * caller's transaction, under a lock on the centre row, so entries of one centre never race.
 */
@Injectable()
export class ActionHistory {
  /** The audit log is absent only for read-only use (the CLI's verify-history); appending then fails. */
  constructor(
    private readonly dataSource: DataSource,
    @Optional() @Inject(AuditLog) private readonly audit: AuditLog | null = null,
  ) {}

  /** Appends to the centre's history and, in the same transaction, to the audit log (DECISIONS §8). */
  async append(manager: EntityManager, centreId: string, input: HistoryInput): Promise<CentreActionEntry> {
    if (!this.audit) throw new Error('ActionHistory.append needs the audit log');
    const [centre] = (await manager.query('SELECT state FROM centres WHERE id = $1 FOR UPDATE', [centreId])) as Array<{ state: string | null }>;
    const [prev] = (await manager.query('SELECT seq, hash FROM centre_actions WHERE centre_id = $1 ORDER BY seq DESC LIMIT 1', [centreId])) as Array<{ seq: number; hash: string }>;
    const entry = chainedEntry(centreId, input, prev ?? null);
    const result = await manager.insert(CentreActionEntry, entry as never);
    const saved = { ...entry, id: String(result.identifiers[0]!.id) } as CentreActionEntry;
    await this.audit.append(manager, historyAuditInput(saved, centre?.state ?? null));
    return saved;
  }

  /** Newest first. */
  async list(centreId: string): Promise<PublicHistoryEntry[]> {
    const rows = await this.dataSource.getRepository(CentreActionEntry).find({ where: { centreId }, order: { seq: 'DESC' } });
    return rows.map(toPublicEntry);
  }

  /** Recomputes the chain of one centre, or of every centre when none is given, in batches. */
  async verify(centreId?: string): Promise<ChainReport> {
    const repo = this.dataSource.getRepository(CentreActionEntry);
    if (centreId) {
      const entries = await repo.find({ where: { centreId }, order: { seq: 'ASC' } });
      return { centres: entries.length > 0 ? 1 : 0, entries: entries.length, problems: verifyChain(entries) };
    }
    const report: ChainReport = { centres: 0, entries: 0, problems: [] };
    let after: string | null = null;
    for (;;) {
      const ids = (await this.dataSource.query(
        `SELECT DISTINCT centre_id FROM centre_actions WHERE ($1::uuid IS NULL OR centre_id > $1) ORDER BY centre_id LIMIT 500`,
        [after],
      )) as Array<{ centre_id: string }>;
      if (ids.length === 0) return report;
      const entries = await repo
        .createQueryBuilder('e')
        .where('e.centre_id IN (:...ids)', { ids: ids.map((r) => r.centre_id) })
        .orderBy('e.centre_id')
        .addOrderBy('e.seq')
        .getMany();
      const byCentre = new Map<string, CentreActionEntry[]>();
      for (const entry of entries) byCentre.set(entry.centreId, [...(byCentre.get(entry.centreId) ?? []), entry]);
      for (const chain of byCentre.values()) report.problems.push(...verifyChain(chain));
      report.centres += byCentre.size;
      report.entries += entries.length;
      after = ids[ids.length - 1]!.centre_id;
    }
  }
}
