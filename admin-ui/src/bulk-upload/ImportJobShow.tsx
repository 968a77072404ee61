import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { ShowBase, Title, useLocaleState, useShowContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { FieldGrid } from '../centres/detail/FieldGrid';
import { ImportProgress } from './ImportProgress';
import { ImportResultCard } from './ImportResultCard';
import { IMPORT_JOBS } from '../providers/simpleRestProvider';
import { consoleFormat } from '../shared/format';
import type { ImportStatus } from '@cbt/contracts';

/** Read again each second while the upload is still queued or importing, as the Bulk Upload page does. */
const POLL_MS = 1000;
const finished = (job?: { state?: string }) => job?.state === 'completed' || job?.state === 'failed';

/** One upload (GET /api/admin/import-jobs/{id} through ra-data-simple-rest): its file, progress and outcome. */
export default function ImportJobShow() {
  return (
    <ShowBase<ImportStatus & { id: string }> resource={IMPORT_JOBS} queryOptions={{ refetchInterval: (query) => (finished(query.state.data) ? false : POLL_MS) }}>
      <ImportJobView />
    </ShowBase>
  );
}

function ImportJobView() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { record: job, isPending, error } = useShowContext<ImportStatus & { id: string }>();
  const when = (value?: string | null) => (value ? consoleFormat(locale).dateTime(value) : '—');
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4, maxWidth: 900 }}>
      <Title title="console.imports.listTitle" />
      <Box>
        <Button component={Link} to="/bulk-upload" startIcon={<ArrowBackIcon />}>
          {translate('console.imports.backToUpload')}
        </Button>
      </Box>
      {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {error && <Alert severity="error">{error instanceof Error ? error.message : translate('ra.notification.item_doesnt_exist')}</Alert>}
      {job && (
        <>
          <Card component="section" aria-labelledby="import-job-title">
            <CardContent>
              <Typography id="import-job-title" variant="h5" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
                {job.filename}
              </Typography>
              <FieldGrid
                rows={[
                  [translate('console.imports.fields.state'), translate(`console.imports.state.${job.state}`)],
                  [translate('console.imports.fields.createdAt'), when(job.createdAt)],
                  [translate('console.imports.fields.finishedAt'), when(job.finishedAt)],
                ]}
              />
              {!finished(job) && (
                <ImportProgress status={job} />
              )}
              {job.state === 'failed' && job.error && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {job.error}
                </Alert>
              )}
            </CardContent>
          </Card>
          <ImportResultCard status={job} />
        </>
      )}
    </Stack>
  );
}
