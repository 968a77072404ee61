import type { AuditInput } from '#audit';
import type { CentreActionEntry } from './centre-action.entity.js';

/**
 * The audit log's entry for one centre history row: the history is a view of the same acts, and the
 * entry keeps a field-for-field copy of the row (under `data.history`), so verify-audit sees a row
 * edited behind the database's back even when its own SHA-256 chain was recomputed.
 */
export function historyAuditInput(entry: CentreActionEntry, state: string | null): AuditInput {
  const at = new Date(entry.at);
  const actor: AuditInput['actor'] =
    entry.actorType === 'admin'
      ? { type: 'admin', id: entry.actorId!, email: entry.actorEmail ?? '', name: entry.actorName ?? '' }
      : entry.actorType === 'centre'
        ? { type: 'centre', id: entry.centreId }
        : { type: 'system', name: entry.actorName };
  const data: Record<string, unknown> = {
    history: {
      seq: entry.seq,
      hash: entry.hash,
      prevHash: entry.prevHash,
      action: entry.action,
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      actorType: entry.actorType,
      actorId: entry.actorId,
      actorEmail: entry.actorEmail,
      actorName: entry.actorName,
      noteKind: entry.noteKind,
      note: entry.note,
      data: entry.data,
      at: at.toISOString(),
    },
  };
  if (entry.noteKind) data[entry.noteKind] = entry.note;
  if (entry.data) Object.assign(data, { details: entry.data });
  return {
    action: `centre.${entry.action}`,
    actor,
    target: { type: 'centre', id: entry.centreId },
    centreId: entry.centreId,
    state,
    changes: entry.fromStatus !== entry.toStatus ? { status: { before: entry.fromStatus, after: entry.toStatus } } : null,
    data,
    historyId: entry.id,
    at,
  };
}
