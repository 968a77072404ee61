import type { DeadlineView } from '@cbt/contracts';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

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
    <Stack spacing={0} data-testid="deadline">
      <Typography variant="body2" color={deadline.overdue ? 'error' : undefined} sx={{ fontWeight: deadline.overdue ? 600 : undefined, whiteSpace: 'nowrap' }}>
        {due}
      </Typography>
      {showKind && (
        <Typography variant="caption">
          {t(`kind.${deadline.kind}`, { stage: deadline.stageNumber ?? '' })}
        </Typography>
      )}
      {/* The caption may wrap: on a phone's list it must not widen the page. */}
      <Typography variant="caption" color="text.secondary">
        {t('age', { days: deadline.ageDays })} · {waitsOn}
      </Typography>
    </Stack>
  );
}
