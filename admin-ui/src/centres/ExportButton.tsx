import { useState } from 'react';
import { MSG } from '@cbt/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../api';
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
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;

  const exportCsv = async () => {
    setBusy(true);
    try {
      saveBlob(await dataProvider.exportCsv(filter), exportFileName());
    } catch {
      notify(MSG.failedExportData, { type: 'error' });
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
