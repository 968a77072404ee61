import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, FormControlLabel, Stack, Switch } from '@mui/material';
import { Datagrid, FunctionField, ListBase, Pagination, TextField, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../../api';
import type { CentreDataProvider } from '../../dataProvider';
import type { BulkJobStatus } from '../../providers/bulkActionsApi';
import { failureMessage, resultText, summaryText } from './bulkActions';

interface BulkItem {
  id: string;
  centreId: string;
  centreName: string | null;
  reference: string | null;
  outcome: 'succeeded' | 'failed' | 'pending';
  message: string | null;
}

export function reportFileName(jobId: string): string {
  return `bulk-action-${jobId}.csv`;
}

/**
 * What happened to each centre, read page by page from the job's items (ra-data-simple-rest):
 * refusals first, since they are what the admin has to act on. The download has every centre.
 */
export function BulkReport({ jobId, status }: { jobId: string; status: BulkJobStatus }) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [failuresOnly, setFailuresOnly] = useState(false);
  const { succeeded, failed } = status.result;

  return (
    <Box>
      <Alert severity={failed === 0 ? 'success' : 'warning'} sx={{ mb: 2 }} role="status">
        {summaryText(status.result, translate)}
      </Alert>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        {failed > 0 && succeeded > 0 && (
          <FormControlLabel control={<Switch checked={failuresOnly} onChange={(event) => setFailuresOnly(event.target.checked)} />} label={translate('console.centres.bulk.failuresOnly')} />
        )}
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => dataProvider.bulkActionReport(jobId).then((blob) => saveBlob(blob, reportFileName(jobId)), (error: unknown) => notify(failureMessage(error), { type: 'error' }))}
        >
          {translate('console.centres.bulk.downloadReport')}
        </Button>
      </Stack>
      <ListBase
        resource={`bulk-actions/${jobId}/items`}
        sort={{ field: 'outcome', order: 'ASC' }}
        filter={failuresOnly ? { outcome: 'failed' } : {}}
        perPage={25}
        disableSyncWithLocation
        storeKey={false}
      >
        <Box sx={{ overflowX: 'auto' }}>
          <Datagrid bulkActionButtons={false} rowClick={false} aria-label={translate('console.centres.bulk.resultFor')} sx={{ '& td': { overflowWrap: 'anywhere' } }}>
            <FunctionField<BulkItem> label="console.centres.column.centre" sortable={false} render={(item) => item.centreName ?? item.centreId} />
            <TextField source="reference" label="console.centres.column.reference" sortable={false} emptyText="—" />
            <FunctionField<BulkItem>
              label="console.centres.bulk.result"
              sortable={false}
              render={(item) => (
                <Box component="span" sx={{ color: item.outcome === 'succeeded' ? 'success.dark' : 'error.dark', whiteSpace: 'pre-line' }}>
                  {resultText(item, translate)}
                </Box>
              )}
            />
          </Datagrid>
        </Box>
        <Pagination rowsPerPageOptions={[25, 50, 100]} />
      </ListBase>
    </Box>
  );
}
