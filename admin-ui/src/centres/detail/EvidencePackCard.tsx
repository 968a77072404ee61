import { useState } from 'react';
import { consoleFormat } from '../../shared/format';
import type { EvidencePackView } from '@cbt/contracts';
import { Alert, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { saveBlob } from '../../api';
import type { CentreDataProvider } from '../../dataProvider';

/** A queued pack is read again every second and a half until the worker has made it. */
const POLL_MS = 1500;

/**
 * The centre's evidence pack for those who read the audit log: asked for here, made by a worker
 * (its request and each download are audit entries), downloaded as one PDF.
 */
export function EvidencePackCard({ centreId, reference }: { centreId: string; reference: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<CentreDataProvider>();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const key = ['admin-centres', 'evidence', centreId];
  const pack = useQuery<EvidencePackView | null>({
    queryKey: key,
    queryFn: ({ signal }) => dataProvider.evidencePack(centreId, signal),
    refetchInterval: (query) => (query.state.data?.state === 'queued' ? POLL_MS : false),
  });
  const prepare = useMutation({
    mutationFn: () => dataProvider.requestEvidencePack(centreId),
    onSuccess: (queued) => {
      setFailure(null);
      queryClient.setQueryData(key, queued);
    },
    onError: (error) => setFailure(error instanceof Error ? error.message : translate('console.evidence.loadFailed')),
  });
  const download = () =>
    dataProvider.evidencePackPdf(centreId).then(
      (blob) => saveBlob(blob, `evidence-pack-${reference}.pdf`),
      (error: unknown) => setFailure(error instanceof Error ? error.message : translate('console.evidence.loadFailed')),
    );

  const current = pack.data;
  const busy = prepare.isPending || current?.state === 'queued';
  return (
    <Card component="section" aria-labelledby="evidence-title">
      <CardContent>
        <Typography id="evidence-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('console.evidence.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('console.evidence.intro')}
        </Typography>
        {(failure || pack.error) && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={failure ? () => setFailure(null) : undefined}>
            {failure ?? translate('console.evidence.loadFailed')}
          </Alert>
        )}
        <Stack spacing={1} role="status" aria-label={translate('console.evidence.title')}>
          {pack.isPending && <LinearProgress />}
          {pack.isSuccess && current === null && <Typography variant="body2">{translate('console.evidence.none')}</Typography>}
          {current?.state === 'queued' && (
            <>
              <Typography variant="body2">{translate('console.evidence.queued')}</Typography>
              <LinearProgress />
            </>
          )}
          {current?.state === 'ready' && (
            <>
              <Typography variant="body2">{translate('console.evidence.ready', { when: consoleFormat(locale).dateTime(current.finishedAt ?? current.createdAt) })}</Typography>
              {current.sha256 && (
                <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {translate('console.evidence.fingerprint', { sha: current.sha256 })}
                </Typography>
              )}
            </>
          )}
          {current?.state === 'failed' && <Alert severity="warning">{translate('console.evidence.failed', { error: current.error ?? '' })}</Alert>}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          {current?.state === 'ready' && (
            <Button variant="contained" onClick={download}>
              {translate('console.evidence.download')}
            </Button>
          )}
          <Button variant={current?.state === 'ready' ? 'outlined' : 'contained'} onClick={() => prepare.mutate()} disabled={busy || pack.isPending}>
            {translate(current ? 'console.evidence.prepareAgain' : 'console.evidence.prepare')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
