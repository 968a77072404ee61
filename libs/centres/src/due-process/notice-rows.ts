import type { EntityManager } from 'typeorm';
import type { NoticeKind, NoticeStatus, NoticeView } from '#contracts';

/** A centre_notices row (DECISIONS §10: a notice of proposal and the centre's representations). */
export interface NoticeRow {
  id: string;
  centre_id: string;
  accreditation_id: string;
  kind: NoticeKind;
  reasons: string;
  until: Date | null;
  proposed_by: string | null;
  proposed_at: Date;
  representations_until: Date;
  representations: string | null;
  represented_at: Date | null;
  status: NoticeStatus;
  outcome_reasons: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  decision_id: string | null;
  version: number;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** Whether the centre may still answer: open, nothing said yet, within the window. */
export function representationsOpen(row: Pick<NoticeRow, 'status' | 'representations' | 'representations_until'>, now: Date): boolean {
  return row.status === 'open' && row.representations === null && now.getTime() <= new Date(row.representations_until).getTime();
}

export function toNoticeView(row: NoticeRow, now: Date): NoticeView {
  return {
    id: row.id,
    centreId: row.centre_id,
    kind: row.kind,
    reasons: row.reasons,
    until: iso(row.until),
    proposedAt: iso(row.proposed_at)!,
    representationsUntil: iso(row.representations_until)!,
    representations: row.representations,
    representedAt: iso(row.represented_at),
    status: row.status,
    outcomeReasons: row.outcome_reasons,
    decidedAt: iso(row.decided_at),
    decisionId: row.decision_id,
    open: representationsOpen(row, now),
  };
}

export async function noticesOf(manager: EntityManager, centreId: string): Promise<NoticeRow[]> {
  return (await manager.query('SELECT * FROM centre_notices WHERE centre_id = $1 ORDER BY proposed_at DESC, id', [centreId])) as NoticeRow[];
}
