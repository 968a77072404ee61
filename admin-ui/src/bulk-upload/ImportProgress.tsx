import { Box, LinearProgress, Typography } from '@mui/material';
import type { ImportStatus } from '@cbt/contracts';
import { useTranslate } from 'react-admin';

/** How far an upload has come: waiting for the worker, or rows imported so far with a bar. */
export function ImportProgress({ status }: { status: Pick<ImportStatus, 'state' | 'rowsDone' | 'total' | 'progress'> }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {status.state === 'queued' ? translate('console.imports.waiting') : translate('console.imports.imported', { done: status.rowsDone, total: status.total || '?' })}
      </Typography>
      <LinearProgress variant="determinate" value={status.progress} aria-label={translate('console.imports.progress', { progress: status.progress })} />
    </Box>
  );
}
