import { IDENTITY_FIELD_LABELS, IDENTITY_FIELDS, TRUST_MSG, type IdentityField } from '#contracts';
import { AppError } from '#platform';
import type { Centre } from '../centre/centre.entity.js';

/**
 * DECISIONS §8-9: from registration approval on, the centre's session cannot change the identity the
 * council approved; a field the council never saw filled in (empty: a centre an admin created or
 * imported with few columns) is the centre's to fill in, once. After registration is complete,
 * nothing of it until an admin reopens it (a query does).
 */

/** Approved once and not reset since: a reset clears the approval date and the review starts over. */
export function isIdentityLocked(centre: Pick<Centre, 'registrationApprovalDate' | 'status'>): boolean {
  return centre.registrationApprovalDate !== null && centre.status !== 'pending';
}

const norm = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

const same = (field: IdentityField, a: unknown, b: unknown): boolean =>
  field === 'GovernmentId' || field === 'AdminEmail' ? norm(a).toUpperCase() === norm(b).toUpperCase() : norm(a) === norm(b);

/** The identity fields the centre may no longer change itself: those with an approved (non-empty) value. */
export function lockedIdentityFields(centre: Centre): IdentityField[] {
  if (!isIdentityLocked(centre)) return [];
  return IDENTITY_FIELDS.filter((f) => norm(centre[f]) !== '');
}

/** The identity fields whose value in `fields` differs from the centre's. */
export function changedIdentityFields(centre: Centre, fields: Partial<Record<IdentityField, unknown>>): IdentityField[] {
  return IDENTITY_FIELDS.filter((f) => fields[f] !== undefined && !same(f, centre[f], fields[f]));
}

export function assertIdentityUnchanged(centre: Centre, fields: Partial<Record<IdentityField, unknown>>): void {
  const locked = new Set(lockedIdentityFields(centre));
  const changed = changedIdentityFields(centre, fields).filter((f) => locked.has(f));
  if (changed.length === 0) return;
  throw new AppError(
    'CONFLICT',
    TRUST_MSG.identityLocked(changed.map((f) => IDENTITY_FIELD_LABELS[f])),
    changed.map((f) => ({ path: f, msg: TRUST_MSG.identityLocked([IDENTITY_FIELD_LABELS[f]]) })),
  );
}

/** Details and documents are read-only for the centre once its registration is complete. */
export function assertCentreEditable(centre: Pick<Centre, 'isRegistrationComplete'>): void {
  if (centre.isRegistrationComplete) throw AppError.conflict(TRUST_MSG.registrationReadOnly);
}
