import type { AuditChange } from '#contracts';
import type { AdminPrincipal } from '#platform';

export type AuditActor =
  | { type: 'admin'; id: string; email: string; name: string }
  | { type: 'centre'; id?: string | null; email?: string | null; name?: string | null }
  | { type: 'system'; name?: string | null }
  | { type: 'anonymous'; email?: string | null };

/** What a use case says about its change; the log adds time, request id, address and the chain. */
export interface AuditInput {
  action: string;
  /** Defaults to the signed-in admin of the request, else the system. */
  actor?: AuditActor;
  target?: { type: string; id: string | null } | null;
  centreId?: string | null;
  state?: string | null;
  changes?: Record<string, AuditChange> | null;
  data?: Record<string, unknown> | null;
  /** The centre history row this entry carries (its audit view). */
  historyId?: string | null;
  at?: Date;
}

export function adminAuditActor(admin: Pick<AdminPrincipal, 'id' | 'email' | 'firstName' | 'lastName'>): AuditActor {
  return { type: 'admin', id: admin.id, email: admin.email, name: `${admin.firstName} ${admin.lastName}`.trim() };
}

/**
 * The fields of `after` whose value differs from `before`, as { field: { before, after } }; null when
 * nothing changed. Only the fields named in `fields` are compared (never a password hash).
 */
export function diffFields<T extends object>(before: Partial<T> | null, after: Partial<T> | null, fields: readonly (keyof T & string)[]): Record<string, AuditChange> | null {
  const changes: Record<string, AuditChange> = {};
  for (const field of fields) {
    const was = before ? normalise(before[field]) : null;
    const now = after ? normalise(after[field]) : null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[field] = { before: was, after: now };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

function normalise(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}
