import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { IDENTITY_FIELD_LABELS, IDENTITY_FIELDS, lgasOf, MSG, TRUST_MSG, type ChangeRequestView, type IdentityField } from '#contracts';
import { AppError, canSeeState, OutboxService, UnitOfWork, type AdminPrincipal, type CentrePrincipal } from '#platform';
import { CentreAccess } from '../centre/centre-access.js';
import { Centre } from '../centre/centre.entity.js';
import { ActionHistory, adminActor } from '../history/action-history.js';
import { TrustEvent } from '../mail/trust-events.js';
import { PreRegistrationDto } from '../public/dto/pre-registration.dto.js';
import { asRawBody, parseCentreBody } from '../registration/centre-body.js';
import { bumpVersion, sessionCentre } from '../registration/detailed-registration.service.js';
import { changedIdentityFields, isIdentityLocked } from '../registration/identity-lock.js';

export type { ChangeRequestView };

interface Row {
  id: string;
  centre_id: string;
  status: ChangeRequestView['status'];
  changes: Record<string, string>;
  previous: Record<string, string | null>;
  reason: string | null;
  decided_by_name: string | null;
  decision_note: string | null;
  requested_at: Date;
  decided_at: Date | null;
}

const MAX_REASON = 2000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toView(row: Row): ChangeRequestView {
  const fields = IDENTITY_FIELDS.filter((f) => row.changes[f] !== undefined).map((f) => ({ field: f, label: IDENTITY_FIELD_LABELS[f], from: row.previous[f] ?? null, to: row.changes[f]! }));
  return {
    id: row.id,
    centreId: row.centre_id,
    status: row.status,
    changes: row.changes,
    previous: row.previous,
    fields,
    reason: row.reason,
    decidedByName: row.decided_by_name,
    decisionNote: row.decision_note,
    requestedAt: new Date(row.requested_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}

function readReason(value: unknown, required: boolean): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) {
    if (required) throw AppError.validation([{ path: 'reason', msg: TRUST_MSG.changeRequestReasonRequired }]);
    return null;
  }
  if (text.length > MAX_REASON) throw AppError.validation([{ path: 'reason', msg: MSG.tooLong('Reason', MAX_REASON) }]);
  return text;
}

/**
 * DECISIONS §8: after approval a centre cannot rewrite its identity; it asks, and an admin in
 * scope approves (the centre record changes) or declines. Both are in the history, the centre emailed.
 */
@Injectable()
export class ChangeRequestService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly access: CentreAccess,
    private readonly history: ActionHistory,
    private readonly outbox: OutboxService,
  ) {}

  async forCentreSession(session: CentrePrincipal): Promise<ChangeRequestView[]> {
    const centre = await sessionCentre(this.dataSource.manager, session, false);
    return this.list(centre.id);
  }

  async forAdmin(admin: AdminPrincipal, centreId: string): Promise<ChangeRequestView[]> {
    const centre = await this.access.forAdmin(admin, centreId);
    return this.list(centre.id);
  }

  async request(session: CentrePrincipal, body: unknown): Promise<ChangeRequestView> {
    const raw = asRawBody(body);
    const reason = readReason(raw.reason, false);
    return this.uow.run(async (manager) => {
      const centre = await sessionCentre(manager, session, true);
      if (!isIdentityLocked(centre)) throw AppError.conflict(TRUST_MSG.changeRequestNotApproved);
      const requested = Object.fromEntries(IDENTITY_FIELDS.filter((f) => raw[f] !== undefined && raw[f] !== null && raw[f] !== '').map((f) => [f, raw[f]]));
      if (Object.keys(requested).length === 0) throw AppError.validation([{ path: 'changes', msg: TRUST_MSG.changeRequestEmpty }]);
      // The whole identity is checked as pre-registration checks it (a new State needs a local
      // government of it); a field the centre has not filled in yet (a centre the council entered with
      // few details) stands in as a valid value of its own, since it is not what is being asked for.
      const state = centre.State ?? 'FCT';
      const location = { State: state, LocalGovernment: centre.LocalGovernment ?? lgasOf(state)[0] };
      const merged = await parseCentreBody(PreRegistrationDto, {
        CentreName: centre.CentreName,
        ownershipType: centre.ownershipType ?? 'Private Institution',
        GovernmentId: centre.GovernmentId,
        AdminName: centre.AdminName ?? 'Centre admin',
        AdminEmail: centre.AdminEmail,
        AdminNumber: centre.AdminNumber ?? '+2348031234567',
        ...location,
        address: centre.address ?? 'Not given yet',
        ...requested,
      });
      const values = merged as unknown as Record<IdentityField, string>;
      const changed = changedIdentityFields(centre, Object.fromEntries(Object.keys(requested).map((f) => [f, values[f as IdentityField]])));
      if (changed.length === 0) throw AppError.validation([{ path: 'changes', msg: TRUST_MSG.changeRequestNoChange }]);
      const changes = Object.fromEntries(changed.map((f) => [f, values[f]]));
      const previous = Object.fromEntries(changed.map((f) => [f, centre[f] ?? null]));
      const [pending] = (await manager.query(`SELECT 1 FROM centre_change_requests WHERE centre_id = $1 AND status = 'pending'`, [centre.id])) as unknown[];
      if (pending) throw AppError.conflict(TRUST_MSG.changeRequestPending);
      const [row] = (await manager.query(
        `INSERT INTO centre_change_requests (centre_id, changes, previous, reason) VALUES ($1, $2, $3, $4) RETURNING *`,
        [centre.id, JSON.stringify(changes), JSON.stringify(previous), reason],
      )) as Row[];
      await this.history.append(manager, centre.id, {
        action: 'identity_change_requested',
        fromStatus: centre.status,
        toStatus: centre.status,
        actor: { type: 'centre' },
        note: reason ? { kind: 'reason', text: reason } : null,
        data: { changeRequestId: row!.id, changes, previous },
      });
      return toView(row!);
    });
  }

  async decide(admin: AdminPrincipal, centreId: string, requestId: string, decision: 'approve' | 'decline', body: unknown): Promise<ChangeRequestView> {
    const note = readReason(asRawBody(body).reason, decision === 'decline');
    return this.uow.run(async (manager) => {
      const centre = await this.access.forAdmin(admin, centreId, manager);
      const row = await this.lockedRequest(manager, centre.id, requestId);
      if (row.status !== 'pending') throw AppError.conflict(TRUST_MSG.changeRequestDecided);
      const locked = await manager.findOneOrFail(Centre, { where: { id: centre.id }, lock: { mode: 'pessimistic_write' } });
      if (decision === 'approve') {
        // DECISIONS §9: one state does not decide for another; the destination must be the admin's too.
        const destination = row.changes.State;
        if (destination !== undefined && !canSeeState(admin.scope, destination)) throw AppError.forbidden(TRUST_MSG.changeRequestNeedsDestinationScope(destination));
        if (row.changes.GovernmentId !== undefined || row.changes.AdminEmail !== undefined) {
          const [duplicate] = (await manager.query('SELECT 1 FROM centres WHERE upper(government_id) = upper($1) AND admin_email = $2 AND id <> $3', [
            row.changes.GovernmentId ?? locked.GovernmentId,
            row.changes.AdminEmail ?? locked.AdminEmail,
            locked.id,
          ])) as unknown[];
          if (duplicate) throw AppError.conflict(MSG.duplicateCentre);
        }
        await bumpVersion(manager, locked, { ...row.changes });
      }
      const status = decision === 'approve' ? 'approved' : 'declined';
      const [updatedRows] = (await manager.query(
        `UPDATE centre_change_requests SET status = $2, decided_by = $3, decided_by_name = $4, decision_note = $5, decided_at = now() WHERE id = $1 RETURNING *`,
        [row.id, status, admin.id, `${admin.firstName} ${admin.lastName}`.trim(), note],
      )) as [Row[], number];
      await this.history.append(manager, centre.id, {
        action: decision === 'approve' ? 'identity_change_approved' : 'identity_change_declined',
        fromStatus: locked.status,
        toStatus: locked.status,
        actor: adminActor(admin),
        note: note ? { kind: 'reason', text: note } : null,
        data: { changeRequestId: row.id, changes: row.changes, previous: row.previous },
      });
      const recipients = new Set([locked.AdminEmail, ...(decision === 'approve' && row.changes.AdminEmail ? [row.changes.AdminEmail] : [])]);
      for (const email of recipients) {
        await this.outbox.record(manager, TrustEvent.ChangeRequestDecided, {
          centreId: locked.id,
          email,
          centreName: row.changes.CentreName && decision === 'approve' ? row.changes.CentreName : locked.CentreName,
          reference: locked.ReferenceNumber,
          text: note,
          decision: status,
          fields: IDENTITY_FIELDS.filter((f) => row.changes[f] !== undefined).map((f) => `${IDENTITY_FIELD_LABELS[f]}: ${row.changes[f]}`),
        });
      }
      return toView(updatedRows[0]!);
    });
  }

  private async list(centreId: string): Promise<ChangeRequestView[]> {
    const rows = (await this.dataSource.query(`SELECT * FROM centre_change_requests WHERE centre_id = $1 ORDER BY requested_at DESC`, [centreId])) as Row[];
    return rows.map(toView);
  }

  private async lockedRequest(manager: EntityManager, centreId: string, requestId: string): Promise<Row> {
    if (!UUID.test(requestId)) throw AppError.notFound(TRUST_MSG.changeRequestNotFound);
    const [row] = (await manager.query(`SELECT * FROM centre_change_requests WHERE id = $1 AND centre_id = $2 FOR UPDATE`, [requestId, centreId])) as Row[];
    if (!row) throw AppError.notFound(TRUST_MSG.changeRequestNotFound);
    return row;
  }
}
