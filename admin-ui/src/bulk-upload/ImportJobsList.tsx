import { Card, CardContent, Typography } from '@mui/material';
import { ListBase, Pagination, SimpleList } from 'react-admin';

interface ImportJobRow {
  id: string;
  filename: string;
  state: 'queued' | 'active' | 'completed' | 'failed';
  progress: number;
  successful: number;
  failed: number;
  total: number;
  error: string | null;
  createdAt: string;
}

const DATE = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

function summary(job: ImportJobRow): string {
  if (job.state === 'failed') return job.error ?? 'Failed';
  if (job.state !== 'completed') return `${job.state === 'queued' ? 'Queued' : 'Importing'}: ${job.progress}%`;
  return `Successful: ${job.successful} · Failed: ${job.failed} · Total: ${job.total}`;
}

/**
 * The admin's earlier uploads (every upload for national admins), read through the data provider
 * from GET /api/admin/import-jobs in ra-data-simple-rest's dialect. A SimpleList: one line per
 * upload fits every screen. `reloadKey` changes when an upload finishes, to list it.
 */
export function ImportJobsList({ reloadKey }: { reloadKey: number }) {
  return (
    <Card component="section" aria-labelledby="import-jobs-title">
      <CardContent>
        <Typography id="import-jobs-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Earlier Uploads
        </Typography>
        <ListBase key={reloadKey} resource="import-jobs" sort={{ field: 'createdAt', order: 'DESC' }} perPage={5} disableSyncWithLocation storeKey={false}>
          <SimpleList<ImportJobRow>
            primaryText={(job) => job.filename}
            secondaryText={(job) => summary(job)}
            tertiaryText={(job) => DATE.format(new Date(job.createdAt))}
            linkType={false}
            empty={<Typography color="text.secondary">No uploads yet.</Typography>}
            sx={{ '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
          />
          <Pagination rowsPerPageOptions={[5, 25]} />
        </ListBase>
      </CardContent>
    </Card>
  );
}
