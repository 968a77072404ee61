import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { FailedJobView, PeriodicJobView, QueueView } from '@cbt/contracts';
import {
  Button,
  CanAccess,
  DataTable,
  DeleteButton,
  ListBase,
  Pagination,
  RefreshButton,
  Title,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { CentreDataProvider } from '../dataProvider';
import { FAILED_JOBS, JOB_SCHEDULES, JOBS } from '../providers/jobsProvider';
import { useFormat } from '../shared/format';
import { ScheduleOutcome, everyInWords } from './scheduleWords';

function RetryJobButton() {
  const job = useRecordContext<FailedJobView>();
  const dataProvider = useDataProvider<CentreDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.retryJob(String(job!.id)),
    onSuccess: () => {
      notify('console.jobs.retried', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message || 'console.jobs.actionFailed', { type: 'error' }),
  });
  if (!job) return null;
  return <Button label="console.jobs.retry" onClick={() => mutate()} disabled={isPending} />;
}

function DiscardJobButton() {
  const job = useRecordContext<FailedJobView>();
  const translate = useTranslate();
  if (!job) return null;
  return (
    <DeleteButton
      label="console.jobs.discard"
      mutationMode="pessimistic"
      confirmTitle="console.jobs.discardTitle"
      confirmContent={translate('console.jobs.discardConfirm', { name: job.name })}
      redirect={false}
      successMessage="console.jobs.discarded"
    />
  );
}

/**
 * The Jobs page (super admins, `jobs.manage`): every queue and the outbox with their counts, the
 * periodic sweeps with their last run, outcome and next run, then
 * the jobs that failed after every retry, each with the reason its last attempt gave.
 */
export default function JobsPage() {
  const translate = useTranslate();
  // Dates in the reader's language (Chromium's Intl lacks Hausa: locale-format writes them from CLDR).
  const format = useFormat();
  const when = (value: string | null) => format.dateTime(value);
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <Title title="console.page.jobs" />
      <ListBase resource={JOBS} disableSyncWithLocation perPage={50}>
        <Card>
          <CardHeader title={translate('console.jobs.queuesTitle')} action={<RefreshButton />} />
          <CardContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('console.jobs.queuesHelp')}
            </Typography>
            <DataTable bulkActionButtons={false} rowClick={false}>
              <DataTable.Col source="id" label="console.jobs.fields.queue" disableSort render={(q: QueueView) => translate(`console.jobs.queue.${q.id}`, { _: q.id })} />
              <DataTable.NumberCol source="waiting" label="console.jobs.fields.waiting" disableSort />
              <DataTable.NumberCol source="active" label="console.jobs.fields.active" disableSort />
              <DataTable.NumberCol source="delayed" label="console.jobs.fields.delayed" disableSort />
              <DataTable.NumberCol source="failed" label="console.jobs.fields.failed" disableSort />
            </DataTable>
          </CardContent>
        </Card>
      </ListBase>
      <ListBase resource={JOB_SCHEDULES} disableSyncWithLocation perPage={50}>
        <Card>
          <CardHeader title={translate('console.jobs.schedulesTitle')} action={<RefreshButton />} />
          <CardContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('console.jobs.schedulesHelp')}
            </Typography>
            <DataTable bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ p: 2 }}>{translate('console.jobs.noSchedules')}</Typography>}>
              <DataTable.Col source="id" label="console.jobs.scheduleFields.name" disableSort render={(s: PeriodicJobView) => translate(`console.jobs.schedule.${s.id}`, { _: s.id })} />
              <DataTable.Col source="everyMs" label="console.jobs.scheduleFields.every" disableSort render={(s: PeriodicJobView) => everyInWords(s.everyMs, translate, format)} />
              <DataTable.Col source="lastStartedAt" label="console.jobs.scheduleFields.lastRun" disableSort render={(s: PeriodicJobView) => when(s.lastStartedAt)} />
              <DataTable.Col source="outcome" label="console.jobs.scheduleFields.outcome" disableSort sx={{ overflowWrap: 'anywhere', maxWidth: 420 }} render={(s: PeriodicJobView) => <ScheduleOutcome schedule={s} />} />
              <DataTable.Col source="nextRunAt" label="console.jobs.scheduleFields.nextRun" disableSort render={(s: PeriodicJobView) => when(s.nextRunAt)} />
            </DataTable>
          </CardContent>
        </Card>
      </ListBase>
      <ListBase resource={FAILED_JOBS} disableSyncWithLocation perPage={25}>
        <Card>
          <CardHeader title={translate('console.jobs.failedTitle')} />
          <CardContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('console.jobs.failedHelp')}
            </Typography>
            <DataTable bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ p: 2 }}>{translate('console.jobs.noFailed')}</Typography>}>
              <DataTable.Col source="queue" label="console.jobs.fields.queue" disableSort render={(j: FailedJobView) => translate(`console.jobs.queue.${j.queue}`, { _: j.queue })} />
              <DataTable.Col source="name" label="console.jobs.fields.name" disableSort />
              <DataTable.Col source="reason" label="console.jobs.fields.reason" disableSort sx={{ overflowWrap: 'anywhere', maxWidth: 420 }} />
              <DataTable.NumberCol source="attempts" label="console.jobs.fields.attempts" disableSort />
              <DataTable.Col source="failedAt" label="console.jobs.fields.failedAt" disableSort render={(j: FailedJobView) => when(j.failedAt ?? j.createdAt)} />
              <DataTable.Col label="console.jobs.fields.actions" disableSort>
                <CanAccess resource={FAILED_JOBS} action="retry">
                  <RetryJobButton />
                </CanAccess>
                <CanAccess resource={FAILED_JOBS} action="delete">
                  <DiscardJobButton />
                </CanAccess>
              </DataTable.Col>
            </DataTable>
            <Pagination />
          </CardContent>
        </Card>
      </ListBase>
    </Box>
  );
}
