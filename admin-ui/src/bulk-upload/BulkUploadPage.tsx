import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { saveBlob } from '../api';
import { ImportJobsList } from './ImportJobsList';
import { csvFileProblem, downloadRejected, downloadSample, importStatus, startImport, type ImportStatus } from './importApi';

// Progress is read from the import job, once a second, until it has finished.
const POLL_MS = 1000;

const failure = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Upload failed');

function Counts({ status }: { status: ImportStatus }) {
  const result = status.result!;
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Typography>Successful: <strong>{result.successful}</strong></Typography>
      <Typography>Failed: <strong>{result.failed}</strong></Typography>
      <Typography>Total: <strong>{result.total}</strong></Typography>
    </Stack>
  );
}

export default function BulkUploadPage() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<ImportStatus | null>(null);
  const [uploading, setUploading] = useState(false);
  const poll = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [finishedUploads, setFinishedUploads] = useState(0);
  useEffect(() => () => clearTimeout(poll.current), []);

  const follow = (jobId: string) => {
    importStatus(jobId).then(
      (next) => {
        setStatus(next);
        if (next.state === 'completed' || next.state === 'failed') {
          setUploading(false);
          setFinishedUploads((n) => n + 1);
        }
        else poll.current = setTimeout(() => follow(jobId), POLL_MS);
      },
      (problem: unknown) => {
        setError(failure(problem));
        setUploading(false);
      },
    );
  };

  const upload = async () => {
    const problem = csvFileProblem(file);
    setError(problem);
    if (problem || !file) return;
    setUploading(true);
    setStatus(null);
    try {
      follow(await startImport(file));
    } catch (problemText) {
      setError(failure(problemText));
      setUploading(false);
    }
  };

  const download = (work: () => Promise<Blob>, name: string) => () =>
    work().then((blob) => saveBlob(blob, name), (problem: unknown) => setError(failure(problem)));

  const result = status?.result;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4, maxWidth: 900 }}>
      <Title title="console.page.bulkUpload" />
      <Typography variant="h5" component="h1">
        Bulk Upload Centres
      </Typography>
      <Card>
        <CardContent>
          <Typography sx={{ mb: 2 }}>
            Upload a CSV file with the columns CentreName, GovernmentId and AdminEmail (optional: State, LocalGovernment, AdminName, AdminNumber,
            ownershipType).
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="outlined" component="label">
              Choose CSV File
              <input hidden type="file" accept=".csv,text/csv" aria-label="CSV file" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
            </Button>
            <Typography sx={{ flexGrow: 1 }}>{file ? file.name : 'No file chosen'}</Typography>
            <Button variant="contained" onClick={upload} disabled={uploading}>
              {uploading ? 'Uploading...' : 'Upload'}
            </Button>
            <Button onClick={download(downloadSample, 'sample-centres.csv')}>Download Sample CSV</Button>
          </Stack>
          {error && (
            <Alert severity="error" onClose={() => setError(null)} sx={{ mt: 2, whiteSpace: 'pre-line' }}>
              {error}
            </Alert>
          )}
          {status && !result && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {status.state === 'queued' ? 'Waiting to start…' : `Imported ${status.rowsDone} of ${status.total || '?'} rows`}
              </Typography>
              <LinearProgress variant="determinate" value={status.progress} aria-label={`Import progress ${status.progress}%`} />
            </Box>
          )}
          {status?.state === 'failed' && status.error && <Alert severity="error" sx={{ mt: 2 }}>{status.error}</Alert>}
        </CardContent>
      </Card>
      {status && result && (
        <Card component="section" aria-labelledby="import-result-title">
          <CardContent>
            <Typography id="import-result-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              Upload Result
            </Typography>
            <Counts status={status} />
            {result.successfulCentres.length > 0 && (
              <>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                  Successful Centres
                </Typography>
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
                <Stack direction="row" sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography variant="subtitle1" component="h3">
                    Errors
                  </Typography>
                  <Button onClick={download(() => downloadRejected(status.jobId), `import-${status.jobId}-rejected.csv`)}>Download Rejected Rows</Button>
                </Stack>
                <List dense>
                  {result.errors.map((text, i) => (
                    <ListItem key={i} disableGutters>
                      <ListItemText primary={text} />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
            {result.truncated && <Alert severity="info">The lists show the first 1,000 entries; the download holds them all.</Alert>}
          </CardContent>
        </Card>
      )}
      <ImportJobsList reloadKey={finishedUploads} />
    </Stack>
  );
}
