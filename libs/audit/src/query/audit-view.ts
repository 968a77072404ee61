import type { AuditEventView } from '#contracts';

/**
 * The entry's columns, and the names it is read by (see auditJoins: c, u and r may be absent). Personal
 * values are read from the vault through their references (docs/TRUST.md "Personal data in the audit log").
 */
export const AUDIT_COLUMNS = `e.id, e.at, e.actor_type, e.actor_id, audit_resolve_text(e.actor_email) AS actor_email, audit_resolve_text(e.actor_name) AS actor_name,
  e.action, e.target_type, e.target_id, e.centre_id,
  e.state, audit_resolve(e.changes) AS changes, audit_resolve(e.data) AS data, e.request_id, audit_resolve_text(e.ip) AS ip, e.hash,
  c.centre_name AS centre_name, c.reference_number AS centre_reference,
  nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS user_name, u.email AS user_email,
  r.display_name AS role_name`;

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
  centre_name?: string | null;
  centre_reference?: string | null;
  user_name?: string | null;
  user_email?: string | null;
  role_name?: string | null;
}

/** The target's names: a centre's (an evidence pack is its centre's), a user's, a role's; an import by its file. */
function targetNames(row: AuditRow): Pick<AuditEventView['target'], 'name' | 'reference' | 'email'> {
  if (row.centre_name && (row.target_type === 'centre' || row.target_type === 'evidence')) return { name: row.centre_name, reference: row.centre_reference ?? null };
  if (row.target_type === 'user' && (row.user_name || row.user_email)) return { name: row.user_name ?? null, email: row.user_email ?? null };
  if (row.target_type === 'role' && row.role_name) return { name: row.role_name };
  const filename = row.data?.filename;
  if (row.target_type === 'import' && typeof filename === 'string') return { name: filename };
  return {};
}

export function toAuditView(row: AuditRow): AuditEventView {
  return {
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    actor: { type: row.actor_type as AuditEventView['actor']['type'], id: row.actor_id, email: row.actor_email, name: row.actor_name },
    action: row.action,
    target: { type: row.target_type, id: row.target_id, ...targetNames(row) },
    centreId: row.centre_id,
    state: row.state,
    changes: row.changes,
    data: row.data,
    requestId: row.request_id,
    ip: row.ip,
    hash: row.hash,
  };
}

/** The role names a change mentions (a user's roles before and after), for their display names. */
export function rolesNamed(view: Pick<AuditEventView, 'changes'>): string[] {
  const roles = view.changes?.roles;
  if (!roles) return [];
  const types = [roles.before, roles.after].flatMap((list) => (Array.isArray(list) ? list.map((r: { type?: unknown }) => r?.type) : []));
  return types.filter((t): t is string => typeof t === 'string');
}
