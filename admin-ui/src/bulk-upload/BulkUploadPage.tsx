import { useEffect, useRef, useState } from 'react';
import { MSG } from '@cbt/contracts';
import { Alert, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { saveBlob } from '../api';
import { ImportJobsList } from './ImportJobsList';
import { ImportProgress } from './ImportProgress';
import { ImportResultCard } from './ImportResultCard';
import type { ImportPreview, ImportStatus } from '@cbt/contracts';
import { ImportPreviewCard } from './ImportPreviewCard';
import type { CentreDataProvider } from '../dataProvider';
import { csvFileProblem } from '../providers/importsProvider';
import { translateText } from '../shared/i18n';

// Progress is read from the import job, once a second, until it has finished.
const POLL_MS = 1000;

const failure = (error: unknown) => (error instanceof Error && error.message ? error.message : MSG.uploadFailed);

export default function BulkUploadPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CentreDataProvider>();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<ImportStatus | null>(null);
  const [uploading, setUploading] = useState(false);
  const [checking, setChecking] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const poll = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [finishedUploads, setFinishedUploads] = useState(0);
  useEffect(() => () => clearTimeout(poll.current), []);

  const follow = (jobId: string) => {
    dataProvider.importStatus(jobId).then(
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

  // DECISIONS §10: a chosen file is first checked by the server as the import would check it
  // (nothing is created or sent); the import runs only when the admin confirms the preview.
  const check = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setStatus(null);
    const problem = csvFileProblem(chosen);
    setError(chosen ? problem : null);
    if (problem || !chosen) return;
    setChecking(true);
    try {
      setPreview(await dataProvider.previewImport(chosen));
    } catch (problemText) {
      setError(failure(problemText));
    } finally {
      setChecking(false);
    }
  };

  const upload = async () => {
    const problem = csvFileProblem(file);
    setError(problem);
    if (problem || !file) return;
    setUploading(true);
    setPreview(null);
    setStatus(null);
    try {
      follow(await dataProvider.startImport(file));
    } catch (problemText) {
      setError(failure(problemText));
      setUploading(false);
    }
  };

  const downloadSampleFile = () => dataProvider.importSample().then((blob) => saveBlob(blob, 'sample-centres.csv'), (problem: unknown) => setError(failure(problem)));

  const result = status?.result;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4, maxWidth: 900 }}>
      <Title title="console.page.bulkUpload" />
      <Typography variant="h5" component="h1">
        {translate('console.imports.title')}
      </Typography>
      <Card>
        <CardContent>
          <Typography sx={{ mb: 2 }}>{translate('console.imports.instructions')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="outlined" component="label">
              {translate('console.imports.chooseFile')}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                aria-label={translate('console.imports.fileLabel')}
                onChange={(event) => {
                  void check(event.target.files?.[0] ?? null);
                  // The same file chosen again (after correcting it) is checked again.
                  event.target.value = '';
                }}
              />
            </Button>
            <Typography sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>{file ? file.name : translate('console.imports.noFile')}</Typography>
            <Button onClick={downloadSampleFile}>{translate('console.imports.sample')}</Button>
          </Stack>
          {checking && (
            <Stack sx={{ mt: 2 }} spacing={1}>
              <Typography id="import-checking">{translate('console.imports.preview.checking')}</Typography>
              <LinearProgress aria-labelledby="import-checking" />
            </Stack>
          )}
          {uploading && !status && <Typography sx={{ mt: 2 }}>{translate('console.imports.uploading')}</Typography>}
          {error && (
            <Alert severity="error" onClose={() => setError(null)} sx={{ mt: 2, whiteSpace: 'pre-line' }}>
              {translateText(translate, error)}
            </Alert>
          )}
          {status && !result && (
            <ImportProgress status={status} />
          )}
          {status?.state === 'failed' && status.error && <Alert severity="error" sx={{ mt: 2 }}>{translateText(translate, status.error)}</Alert>}
        </CardContent>
      </Card>
      {preview && <ImportPreviewCard preview={preview} busy={uploading} onConfirm={upload} onCancel={() => void check(null)} />}
      {status && result && <ImportResultCard status={status} />}
      <ImportJobsList reloadKey={finishedUploads} />
    </Stack>
  );
}
