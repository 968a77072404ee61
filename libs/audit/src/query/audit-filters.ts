import { holdsValue } from '../vault/vault-reader.js';
import { AUDIT_MSG, canonicalStateName, CENTRE_LIMITS } from '#contracts';
import { AppError, type FieldError, type StateScope } from '#platform';

export interface AuditFilters {
  actorId?: string;
  actorEmail?: string;
  action?: string;
  /** A trailing '*' or '.' makes action a prefix ("centre." = every centre act). */
  actionPrefix?: string;
  centreId?: string;
  /** Part of a centre's name or reference (as the centre list's search reads it). */
  centre?: string;
  state?: string;
  from?: Date;
  to?: Date;
}

export interface AuditPageRequest {
  filters: AuditFilters;
  page: number;
  limit: number;
  /** Keyset: entries older than this id (the previous page's nextCursor). */
  cursor?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

function text(value: unknown): string | undefined {
  if (Array.isArray(value)) value = value[0];
  if (value === undefined || value === null) return undefined;
  const s = String(value).trim();
  return s === '' ? undefined : s;
}

/** Reads DECISIONS §8's filters (actor, action, centreId, state, from, to) from a query object. */
export function readAuditFilters(query: Record<string, unknown>, errors: FieldError[]): AuditFilters {
  const filters: AuditFilters = {};
  const actor = text(query.actor);
  if (actor) {
    if (UUID.test(actor)) filters.actorId = actor.toLowerCase();
    else if (actor.includes('@') && actor.length <= 254) filters.actorEmail = actor.toLowerCase();
    else errors.push({ path: 'actor', msg: AUDIT_MSG.auditFilterInvalid('actor') });
  }
  const action = text(query.action);
  if (action) {
    if (!/^[a-z0-9_.*-]{1,80}$/i.test(action)) errors.push({ path: 'action', msg: AUDIT_MSG.auditFilterInvalid('action') });
    else if (action.endsWith('*') || action.endsWith('.')) filters.actionPrefix = action.replace(/\*+$/, '');
    else filters.action = action;
  }
  const centreId = text(query.centreId);
  if (centreId) {
    if (UUID.test(centreId)) filters.centreId = centreId.toLowerCase();
    else errors.push({ path: 'centreId', msg: AUDIT_MSG.auditFilterInvalid('centreId') });
  }
  const centre = text(query.centre);
  if (centre) {
    if (centre.length <= CENTRE_LIMITS.searchText) filters.centre = centre;
    else errors.push({ path: 'centre', msg: AUDIT_MSG.auditFilterInvalid('centre') });
  }
  const state = text(query.state);
  if (state) {
    const canonical = canonicalStateName(state);
    if (canonical) filters.state = canonical;
    else errors.push({ path: 'state', msg: AUDIT_MSG.auditFilterInvalid('state') });
  }
  for (const key of ['from', 'to'] as const) {
    const raw = text(query[key]);
    if (!raw) continue;
    const date = DATE.test(raw) ? new Date(raw.length === 10 ? `${raw}T00:00:00Z` : raw) : null;
    if (!date || Number.isNaN(date.getTime())) {
      errors.push({ path: key, msg: AUDIT_MSG.auditDateInvalid });
      continue;
    }
    // A bare date as `to` means through the end of that day.
    filters[key] = key === 'to' && raw.length === 10 ? new Date(date.getTime() + 86_400_000 - 1) : date;
  }
  return filters;
}

export function readAuditPageRequest(query: Record<string, unknown>): AuditPageRequest {
  const errors: FieldError[] = [];
  const filters = readAuditFilters(query, errors);
  const page = text(query.page) ?? '1';
  const limit = text(query.limit) ?? '25';
  const cursor = text(query.cursor);
  if (!/^\d{1,9}$/.test(page) || Number(page) < 1) errors.push({ path: 'page', msg: AUDIT_MSG.auditPageInvalid });
  if (!/^\d{1,3}$/.test(limit) || Number(limit) < 1 || Number(limit) > 200) errors.push({ path: 'limit', msg: AUDIT_MSG.auditLimitInvalid });
  if (cursor !== undefined && (!/^\d{1,15}$/.test(cursor) || Number(cursor) < 1)) errors.push({ path: 'cursor', msg: AUDIT_MSG.auditCursorInvalid });
  if (errors.length > 0) throw AppError.validation(errors);
  return { filters, page: Number(page), limit: Number(limit), ...(cursor ? { cursor: Number(cursor) } : {}) };
}

/** The reader's states as the log writes them, or null for a reader of every state. */
function scopeStates(scope: StateScope): string[] | null {
  return scope.all ? null : scope.states.map((s) => canonicalStateName(s) ?? s);
}

/**
 * The names an entry is read by: its centre's name and reference (only a centre the reader may see
 * today: one moved out of the reader's states shows no name), a target user's name and email, a
 * target role's display name. One row each at most (primary keys), so a page stays a page.
 */
export function auditJoins(scope: StateScope, params: unknown[]): string {
  const states = scopeStates(scope);
  let centreScope = '';
  if (states) {
    params.push(states);
    centreScope = ` AND c.state = ANY($${params.length}::text[])`;
  }
  return `LEFT JOIN centres c ON c.id = e.centre_id${centreScope}
    LEFT JOIN users u ON e.target_type = 'user' AND u.id::text = e.target_id
    LEFT JOIN system_roles r ON e.target_type = 'role' AND r.id::text = e.target_id`;
}

/** WHERE clauses and parameters for the filters plus the reader's scope (DECISIONS §8). */
export function auditWhere(filters: AuditFilters, scope: StateScope, params: unknown[] = []): { clauses: string[]; params: unknown[] } {
  const clauses: string[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(sql(`$${params.length}`));
  };
  // State-scoped readers see only their states' entries (sign-ins, users and roles have no state).
  const states = scopeStates(scope);
  if (states) add((n) => `e.state = ANY(${n}::text[])`, states);
  if (filters.actorId) add((n) => `e.actor_id = ${n}::uuid`, filters.actorId);
  if (filters.actorEmail) add((n) => holdsValue('e.actor_email', n), filters.actorEmail);
  if (filters.action) add((n) => `e.action = ${n}`, filters.action);
  if (filters.actionPrefix) add((n) => `e.action LIKE ${n}`, `${filters.actionPrefix.replace(/[\\%_]/g, '\\$&')}%`);
  if (filters.centreId) add((n) => `e.centre_id = ${n}::uuid`, filters.centreId);
  if (filters.centre) {
    // The centre list's search expression, so its trigram index (centres_search) answers it; a
    // state-scoped reader finds only centres of their states.
    const pattern = `%${filters.centre.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    if (states) {
      params.push(states);
      const scoped = params.length;
      add((n) => `e.centre_id IN (SELECT id FROM centres WHERE lower(centre_name || ' ' || reference_number || ' ' || admin_email || ' ' || government_id) LIKE ${n} AND state = ANY($${scoped}::text[]))`, pattern);
    } else {
      add((n) => `e.centre_id IN (SELECT id FROM centres WHERE lower(centre_name || ' ' || reference_number || ' ' || admin_email || ' ' || government_id) LIKE ${n})`, pattern);
    }
  }
  if (filters.state) add((n) => `e.state = ${n}`, filters.state);
  if (filters.from) add((n) => `e.at >= ${n}`, filters.from);
  if (filters.to) add((n) => `e.at <= ${n}`, filters.to);
  return { clauses, params };
}

export function isUnfiltered(filters: AuditFilters, scope: StateScope): boolean {
  return scope.all && Object.values(filters).every((v) => v === undefined);
}
