import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLog } from '#audit';
import type { CentreActionEntry } from './centre-action.entity.js';
import { historyAuditInput } from './history-audit.js';

const BATCH = 500;

/**
 * History rows written before the audit log existed are queued by its migration (SQL does not hold the
 * key); the first start takes them into the log, oldest first, and empties the queue.
 */
@Injectable()
export class HistoryAuditBackfill implements OnApplicationBootstrap {
  private readonly logger = new Logger('audit-backfill');

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    let total = 0;
    for (;;) {
      const taken = await this.dataSource.transaction(async (manager) => {
        const rows = (await manager.query(
          `SELECT ca.*, c.state FROM audit_history_backfill b
             JOIN centre_actions ca ON ca.id = b.history_id JOIN centres c ON c.id = ca.centre_id
            ORDER BY ca.at, ca.centre_id, ca.seq LIMIT ${BATCH} FOR UPDATE OF b SKIP LOCKED`,
        )) as Array<Record<string, any>>;
        if (rows.length === 0) return 0;
        await this.audit.append(manager, rows.map((r) => historyAuditInput(toEntry(r), r.state ?? null)));
        await manager.query('DELETE FROM audit_history_backfill WHERE history_id = ANY($1::uuid[])', [rows.map((r) => r.id)]);
        return rows.length;
      });
      if (taken === 0) break;
      total += taken;
    }
    if (total > 0) this.logger.log(`took ${total} earlier history entries into the audit log`);
  }
}

function toEntry(r: Record<string, any>): CentreActionEntry {
  return {
    id: r.id,
    centreId: r.centre_id,
    seq: r.seq,
    action: r.action,
    fromStatus: r.from_status,
    toStatus: r.to_status,
    actorType: r.actor_type,
    actorId: r.actor_id,
    actorEmail: r.actor_email,
    actorName: r.actor_name,
    noteKind: r.note_kind,
    note: r.note,
    data: r.data,
    at: r.at,
    prevHash: r.prev_hash,
    hash: r.hash,
  };
}
