import type { DeadlineView } from '@cbt/contracts';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A list row's deadline: how long it has waited and "due in / overdue by", in working days (docs/TRUST.md "Deadlines and reminders"). */
export function DeadlineCell({ deadline }: { deadline?: DeadlineView | null }) {
  const translate = useTranslate();
  if (!deadline) return <>—</>;
  const t = (key: string, options?: Record<string, unknown>) => translate(`console.deadlines.${key}`, options);
  const due = deadline.overdue ? t('overdueBy', { days: deadline.overdueByDays }) : deadline.dueInDays === 0 ? t('dueToday') : t('dueIn', { days: deadline.dueInDays });
  return (
    <Stack spacing={0} data-testid="deadline">
      <Typography variant="body2" color={deadline.overdue ? 'error' : undefined} sx={{ fontWeight: deadline.overdue ? 600 : undefined, whiteSpace: 'nowrap' }}>
        {due}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {t('age', { days: deadline.ageDays })}
        {deadline.waitsOn === 'centre' ? ` · ${t('waitsOnCentre')}` : ''}
      </Typography>
    </Stack>
  );
}
