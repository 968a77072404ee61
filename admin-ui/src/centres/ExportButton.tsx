import { useState } from 'react';
import { MSG } from '@cbt/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useCanAccess, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../api';
import { translateText } from '../shared/i18n';
import type { CentreDataProvider } from '../dataProvider';

/** SPEC §7: centres-export-{timestamp}.csv; the timestamp has no characters a file system refuses. */
export function exportFileName(now = new Date()): string {
  return `centres-export-${now.toISOString().replace(/[:.]/g, '-')}.csv`;
}

export function ExportButton({ filter }: { filter: Record<string, unknown> }) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'admin-centres', action: 'export' });
  // The list's order too: the file reads as the screen does.
  const { sort } = useListContext();
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;

  const exportCsv = async () => {
    setBusy(true);
    try {
      saveBlob(await dataProvider.exportCsv(filter, sort), exportFileName());
    } catch (error) {
      // SPEC §8: the API layer's text (or the server's message), then the screen's own.
      const reason = error instanceof Error && error.message ? error.message : MSG.failedExportCsv;
      notify('console.centres.exportFailed', { type: 'error', messageArgs: { reason: translateText(translate, reason) } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={busy}>
      {translate(busy ? 'console.centres.filter.exporting' : 'console.action.exportCsv')}
    </Button>
  );
}
