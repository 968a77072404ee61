import type { CSSProperties } from 'react';
import type { DeadlineView } from '@cbt/contracts';
import { useTranslate } from 'react-admin';

// Plain spans with fixed styles (the theme's body2 and caption): a list draws one cell per row, and
// three MUI Typography per cell computed their styles on every render of the page (docs/PERFORMANCE.md).
const CELL: CSSProperties = { display: 'flex', flexDirection: 'column' };
const DUE: CSSProperties = { fontSize: '0.875rem', lineHeight: 1.43, letterSpacing: '0.01071em', whiteSpace: 'nowrap' };
const OVERDUE: CSSProperties = { ...DUE, color: '#d32f2f', fontWeight: 600 };
const CAPTION: CSSProperties = { fontSize: '0.75rem', lineHeight: 1.66, letterSpacing: '0.03333em' };
// The theme's secondary text colour (about 5.7:1 on white).
const SECONDARY: CSSProperties = { ...CAPTION, color: 'rgba(0, 0, 0, 0.6)' };

/**
 * A list row's deadline: "due in / overdue by", how long it has waited and who it waits on, in
 * working days (docs/TRUST.md "Deadlines and reminders"). The centre list and the accreditation list
 * both show it; `showKind` names what waits (the accreditation list's stage number).
 */
export function DeadlineCell({ deadline, showKind = false }: { deadline?: DeadlineView | null; showKind?: boolean }) {
  const translate = useTranslate();
  if (!deadline) return <>—</>;
  const t = (key: string, options?: Record<string, unknown>) => translate(`console.deadlines.${key}`, options);
  const due = deadline.overdue ? t('overdueBy', { days: deadline.overdueByDays }) : deadline.dueInDays === 0 ? t('dueToday') : t('dueIn', { days: deadline.dueInDays });
  const waitsOn = deadline.waitsOn === 'centre' ? t('waitsOnCentre') : t('waitsOnCouncil');
  return (
    <span style={CELL} data-testid="deadline">
      <span style={deadline.overdue ? OVERDUE : DUE}>{due}</span>
      {showKind && <span style={CAPTION}>{t(`kind.${deadline.kind}`, { stage: deadline.stageNumber ?? '' })}</span>}
      {/* The caption may wrap: on a phone's list it must not widen the page. */}
      <span style={SECONDARY}>
        {t('age', { days: deadline.ageDays })} · {waitsOn}
      </span>
    </span>
  );
}
