import type { AuditEventView } from '#contracts';

export const AUDIT_COLUMNS = `e.id, e.at, e.actor_type, e.actor_id, e.actor_email, e.actor_name, e.action, e.target_type, e.target_id, e.centre_id,
  e.state, e.changes, e.data, e.request_id, e.ip, e.hash`;

export interface AuditRow {
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
  changes: AuditEventView['changes'];
  data: Record<string, unknown> | null;
  request_id: string | null;
  ip: string | null;
  hash: string;
}

export function toAuditView(row: AuditRow): AuditEventView {
  return {
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    actor: { type: row.actor_type as AuditEventView['actor']['type'], id: row.actor_id, email: row.actor_email, name: row.actor_name },
    action: row.action,
    target: { type: row.target_type, id: row.target_id },
    centreId: row.centre_id,
    state: row.state,
    changes: row.changes,
    data: row.data,
    requestId: row.request_id,
    ip: row.ip,
    hash: row.hash,
  };
}
