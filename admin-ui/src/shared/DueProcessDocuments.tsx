import type { DueProcessDocumentView } from '@cbt/contracts';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { apiDownload, saveBlob } from '../api';
import { ServerErrorAlert } from './ServerErrorAlert';

/** Sizes as people read them (the documents are at most a few megabytes). */
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * DECISIONS §10: the documents the centre attached to its representations or its appeal, where staff
 * decide. Each is fetched with the staff token (the server audits the read) and saved as a file.
 */
export function DueProcessDocuments({ centreId, documents }: { centreId: string; documents: DueProcessDocumentView[] | undefined }) {
  const translate = useTranslate();
  const [error, setError] = useState<unknown>(null);
  const list = documents ?? [];
  const download = async (doc: DueProcessDocumentView) => {
    setError(null);
    try {
      saveBlob(await apiDownload(`/admin/schools/${encodeURIComponent(centreId)}/due-process-documents/${encodeURIComponent(doc.id)}`), doc.filename);
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <Stack spacing={0.5} data-testid="due-process-documents">
      <Typography variant="body2" color="text.secondary">
        {translate('console.sanctions.documents.title')}
      </Typography>
      <ServerErrorAlert error={error} fallback="console.sanctions.documents.failed" onClose={() => setError(null)} />
      {list.length === 0 ? (
        <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
          {translate('console.sanctions.documents.none')}
        </Typography>
      ) : (
        list.map((doc) => (
          <span key={doc.id}>
            <Button size="small" variant="text" onClick={() => void download(doc)} aria-label={translate('console.sanctions.documents.download', { name: doc.filename })}>
              {`${doc.filename} (${size(doc.sizeBytes)})`}
            </Button>
          </span>
        ))
      )}
    </Stack>
  );
}
