import { useState } from 'react';
import { Alert, Button, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ImportStatus } from '@cbt/contracts';
import { saveBlob } from '../api';
import type { CentreDataProvider } from '../dataProvider';
import { rowErrorText } from './rowError';

/**
 * A finished upload's outcome: the counts, the centres it created with their reference numbers and
 * the rows it refused with their errors (the first 1,000 of each; the CSV downloads hold them all).
 * Shown after an upload on Bulk Upload and on the upload's own page.
 */
export function ImportResultCard({ status }: { status: ImportStatus }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CentreDataProvider>();
  const [failure, setFailure] = useState<string | null>(null);
  const result = status.result;
  if (!result) return null;
  const download = (work: () => Promise<Blob>, name: string) => () =>
    work().then(
      (blob) => saveBlob(blob, name),
      (problem: unknown) => setFailure(problem instanceof Error && problem.message ? problem.message : translate('console.imports.upload_failed')),
    );
  return (
    <Card component="section" aria-labelledby="import-result-title">
      <CardContent>
        <Typography id="import-result-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('console.imports.result')}
        </Typography>
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)} sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Typography>{translate('console.imports.successful')}: <strong>{result.successful}</strong></Typography>
          <Typography>{translate('console.imports.failed')}: <strong>{result.failed}</strong></Typography>
          <Typography>{translate('console.imports.total')}: <strong>{result.total}</strong></Typography>
        </Stack>
        {result.successfulCentres.length > 0 && (
          <>
            <Stack direction="row" useFlexGap sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h3">
                {translate('console.imports.successfulCentres')}
              </Typography>
              <Button onClick={download(() => dataProvider.importCreatedCsv(status.jobId), `import-${status.jobId}-created.csv`)}>{translate('console.imports.downloadCreated')}</Button>
            </Stack>
            <List dense>
              {result.successfulCentres.map((centre) => (
                <ListItem key={centre.ReferenceNumber} disableGutters>
                  <ListItemText primary={`${centre.CentreName} — ${centre.ReferenceNumber}`} secondary={`${centre.GovernmentId} · ${centre.AdminEmail}`} />
                </ListItem>
              ))}
            </List>
          </>
        )}
        {result.errors.length > 0 && (
          <>
            <Stack direction="row" useFlexGap sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h3">
                {translate('console.imports.errors')}
              </Typography>
              <Button onClick={download(() => dataProvider.importRejectedCsv(status.jobId), `import-${status.jobId}-rejected.csv`)}>{translate('console.imports.downloadRejected')}</Button>
            </Stack>
            <List dense>
              {result.errors.map((text, i) => (
                <ListItem key={i} disableGutters>
                  <ListItemText primary={rowErrorText(text, translate)} />
                </ListItem>
              ))}
            </List>
          </>
        )}
        {result.truncated && <Alert severity="info">{translate('console.imports.truncated')}</Alert>}
      </CardContent>
    </Card>
  );
}
