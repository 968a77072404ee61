import { Injectable } from '@nestjs/common';
import { councilDay, SANCTION_LIMITS, SANCTION_MSG, type NoticeView } from '#contracts';
import { AppError, currentTime, OutboxService, UnitOfWork, type CentrePrincipal } from '#platform';
import { isUuid } from '../centre/centre-access.js';
import { dueProcessDocumentsOf } from './due-process-documents.service.js';
import { ActionHistory } from '../history/action-history.js';
import { sessionCentre } from '../registration/detailed-registration.service.js';
import { noticesOf, toNoticeView, type NoticeRow } from './notice-rows.js';
import { SanctionEvent } from './sanction-events.js';

export function readRepresentations(body: unknown): string {
  const raw = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const text = typeof raw.representations === 'string' ? raw.representations.trim() : '';
  if (!text) throw AppError.validation([{ path: 'representations', msg: SANCTION_MSG.representationsRequired }]);
  if (text.length > SANCTION_LIMITS.representations) throw AppError.validation([{ path: 'representations', msg: SANCTION_MSG.representationsTooLong }]);
  return text;
}

/**
 * The centre's side of a notice of proposal (DECISIONS §10): it reads the notices sent to it and
 * answers each once, within the representations window, from its session; the answer, its history
 * entry and the receipt email are one transaction. Staff decide only after (docs/DUE-PROCESS.md).
 */
@Injectable()
export class CentreNoticesService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly history: ActionHistory,
    private readonly outbox: OutboxService,
  ) {}

  async notices(session: CentrePrincipal): Promise<NoticeView[]> {
    return this.uow.run(async (manager) => {
      const centre = await sessionCentre(manager, session, false);
      const now = currentTime();
      const views = (await noticesOf(manager, centre.id)).map((row) => toNoticeView(row, now));
      // DECISIONS §10: the documents the centre attached to its representations.
      const documents = await dueProcessDocumentsOf(manager, 'notice_id', views.map((v) => v.id));
      return views.map((v) => ({ ...v, documents: documents.get(v.id) ?? [] }));
    });
  }

  async represent(session: CentrePrincipal, noticeId: string, body: unknown): Promise<NoticeView> {
    const text = readRepresentations(body);
    return this.uow.run(async (manager) => {
      const centre = await sessionCentre(manager, session, false);
      // Locked: an answer and the staff decision at once, one finds the other.
      const [notice] = isUuid(noticeId) ? ((await manager.query('SELECT * FROM centre_notices WHERE id = $1 AND centre_id = $2 FOR UPDATE', [noticeId, centre.id])) as NoticeRow[]) : [];
      if (!notice) throw AppError.notFound(SANCTION_MSG.noticeNotFound);
      if (notice.status !== 'open') throw AppError.conflict(SANCTION_MSG.noticeDecided(notice.status));
      if (notice.representations !== null) throw AppError.conflict(SANCTION_MSG.alreadyRepresented);
      const now = currentTime();
      if (now.getTime() > new Date(notice.representations_until).getTime()) throw AppError.conflict(SANCTION_MSG.windowClosed(councilDay(new Date(notice.representations_until))));
      await manager.query('UPDATE centre_notices SET representations = $2, represented_at = $3, version = version + 1 WHERE id = $1', [notice.id, text, now]);
      await this.history.append(manager, centre.id, {
        action: 'notice_represented',
        fromStatus: centre.status,
        toStatus: centre.status,
        actor: { type: 'centre' },
        note: { kind: 'details', text },
        data: { noticeId: notice.id, kind: notice.kind },
      });
      await this.outbox.record(manager, SanctionEvent.Represented, {
        centreId: centre.id,
        email: centre.AdminEmail,
        centreName: centre.CentreName,
        reference: centre.ReferenceNumber,
        language: centre.language,
        representations: text,
      });
      const [row] = (await manager.query('SELECT * FROM centre_notices WHERE id = $1', [notice.id])) as NoticeRow[];
      return toNoticeView(row!, now);
    });
  }
}
