import type { LocaleFormat, PeriodicJobView } from '@cbt/contracts';
import { Box } from '@mui/material';
import { useTranslate, type TranslateFunction } from 'react-admin';

/** A sweep's period in words, in the largest whole unit that fits: "5 minutes", "30 seconds". */
export function everyInWords(ms: number, translate: TranslateFunction, format: Pick<LocaleFormat, 'number'>): string {
  const seconds = Math.round(ms / 1000);
  if (seconds % 3600 === 0) return translate('console.jobs.every.hours', { n: format.number(seconds / 3600) });
  if (seconds % 60 === 0) return translate('console.jobs.every.minutes', { n: format.number(seconds / 60) });
  return translate('console.jobs.every.seconds', { n: format.number(seconds) });
}

/** How the last run went: running, OK, failed with the sweep's own message, or not run yet. */
export function scheduleOutcome(schedule: Pick<PeriodicJobView, 'running' | 'outcome' | 'message'>, translate: TranslateFunction): { text: string; failed: boolean } {
  if (schedule.running) return { text: translate('console.jobs.outcome.running'), failed: false };
  if (schedule.outcome === 'ok') return { text: translate('console.jobs.outcome.ok'), failed: false };
  if (schedule.outcome === 'failed') return { text: translate('console.jobs.outcome.failed', { message: schedule.message ?? '' }), failed: true };
  return { text: translate('console.jobs.outcome.never'), failed: false };
}

/**
 * What a good run said about itself (the retention job's counts, the register feed's): a line the
 * server wrote, shown as it is under a translated label. A failed run's message is already its outcome.
 */
export function scheduleDetails(schedule: Pick<PeriodicJobView, 'running' | 'outcome' | 'message'>, translate: TranslateFunction): string | null {
  if (schedule.running || schedule.outcome !== 'ok' || !schedule.message) return null;
  return translate('console.jobs.details', { message: schedule.message });
}

export function ScheduleOutcome({ schedule }: { schedule: PeriodicJobView }) {
  const translate = useTranslate();
  const { text, failed } = scheduleOutcome(schedule, translate);
  const details = scheduleDetails(schedule, translate);
  return (
    <>
      <Box component="span" sx={{ color: failed ? 'error.dark' : schedule.outcome === 'ok' ? 'success.dark' : 'text.primary' }}>
        {text}
      </Box>
      {details && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}>
          {details}
        </Box>
      )}
    </>
  );
}
