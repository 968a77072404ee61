import { Injectable } from '@nestjs/common';
import { APPEAL_LIMITS, councilDay, DUE_PROCESS_MSG, withinAppealDeadline, type AppealView, type DecisionView } from '#contracts';
import { AppError, currentTime, OutboxService, UnitOfWork, type CentrePrincipal, type FieldError } from '#platform';
import { isUuid } from '../centre/centre-access.js';
import { ActionHistory } from '../history/action-history.js';
import { sessionCentre } from '../registration/detailed-registration.service.js';
import { AppealEvent } from './appeal-events.js';
import { dueProcessDocumentsOf } from './due-process-documents.service.js';
import { APPEAL_SELECT, decisionsOf, toAppealView, toDecisionView, type AppealRow, type DecisionRow } from './appeal-rows.js';

/** The appeal a centre lodges, once its body is read. */
export interface AppealInput {
  decisionId: string;
  grounds: string;
}

export function readAppealInput(body: unknown): AppealInput {
  const raw = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const errors: FieldError[] = [];
  const decisionId = typeof raw.decisionId === 'string' ? raw.decisionId.trim() : '';
  const grounds = typeof raw.grounds === 'string' ? raw.grounds.trim() : '';
  if (!decisionId) errors.push({ path: 'decisionId', msg: DUE_PROCESS_MSG.decisionIdRequired });
  if (!grounds) errors.push({ path: 'grounds', msg: DUE_PROCESS_MSG.groundsRequired });
  else if (grounds.length > APPEAL_LIMITS.grounds) errors.push({ path: 'grounds', msg: DUE_PROCESS_MSG.groundsTooLong });
  if (errors.length > 0) throw AppError.validation(errors);
  return { decisionId, grounds };
}

/**
 * The centre's side of due process (DECISIONS §10): the decisions against it, with their reasons
 * and the end of the right of appeal, and its appeals: one per decision, within the deadline,
 * lodged with its history entry and a receipt email in one transaction.
 */
@Injectable()
export class CentreAppealsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly history: ActionHistory,
    private readonly outbox: OutboxService,
  ) {}

  async decisions(session: CentrePrincipal): Promise<DecisionView[]> {
    return this.uow.run(async (manager) => {
      const centre = await sessionCentre(manager, session, false);
      const now = currentTime();
      return (await decisionsOf(manager, centre.id)).map((row) => toDecisionView(row, now));
    });
  }

  async appeals(session: CentrePrincipal): Promise<AppealView[]> {
    return this.uow.run(async (manager) => {
      const centre = await sessionCentre(manager, session, false);
      const rows = (await manager.query(`${APPEAL_SELECT} WHERE a.centre_id = $1 ORDER BY a.created_at DESC, a.id`, [centre.id])) as AppealRow[];
      // DECISIONS §10: the documents the centre attached to each appeal.
      const documents = await dueProcessDocumentsOf(manager, 'appeal_id', rows.map((r) => r.id));
      return rows.map((row) => ({ ...toAppealView(row), documents: documents.get(row.id) ?? [] }));
    });
  }

  async lodge(session: CentrePrincipal, body: unknown): Promise<AppealView> {
    const input = readAppealInput(body);
    return this.uow.run(async (manager) => {
      const centre = await sessionCentre(manager, session, false);
      // The decision row is locked: two appeals of one decision at once, one is lodged, the other finds it.
      const [decision] = isUuid(input.decisionId)
        ? ((await manager.query('SELECT d.*, NULL AS appeal_id FROM centre_decisions d WHERE d.id = $1 AND d.centre_id = $2 FOR UPDATE', [input.decisionId, centre.id])) as DecisionRow[])
        : [];
      if (!decision) throw AppError.notFound(DUE_PROCESS_MSG.decisionNotFound);
      const now = currentTime();
      if (!withinAppealDeadline(decision.appeal_until, now)) throw AppError.conflict(DUE_PROCESS_MSG.appealPastDeadline(councilDay(new Date(decision.appeal_until))));
      const [existing] = (await manager.query('SELECT id FROM centre_appeals WHERE decision_id = $1', [decision.id])) as Array<{ id: string }>;
      if (existing) throw AppError.conflict(DUE_PROCESS_MSG.alreadyAppealed);
      const [{ id }] = (await manager.query(
        `INSERT INTO centre_appeals (decision_id, centre_id, grounds, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
        [decision.id, centre.id, input.grounds, now],
      )) as [{ id: string }];
      await this.history.append(manager, centre.id, {
        action: 'appeal_lodged',
        fromStatus: centre.status,
        toStatus: centre.status,
        actor: { type: 'centre' },
        note: { kind: 'details', text: input.grounds },
        data: { appealId: id, decisionId: decision.id, decisionKind: decision.kind },
      });
      await this.outbox.record(manager, AppealEvent.Lodged, {
        centreId: centre.id,
        email: centre.AdminEmail,
        centreName: centre.CentreName,
        reference: centre.ReferenceNumber,
        language: centre.language,
        decisionKind: decision.kind,
        grounds: input.grounds,
      });
      const [row] = (await manager.query(`${APPEAL_SELECT} WHERE a.id = $1`, [id])) as AppealRow[];
      return toAppealView(row!);
    });
  }
}
