import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useCanAccess, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../api';
import type { CentreDataProvider } from '../dataProvider';

/** The whole filtered log as the server streams it (no row cap). */
export function AuditExportButton() {
  const { filterValues } = useListContext();
  const { canAccess } = useCanAccess({ resource: 'audit-events', action: 'export' });
  const notify = useNotify();
  const dataProvider = useDataProvider<CentreDataProvider>();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;
  const exportCsv = async () => {
    setBusy(true);
    try {
      saveBlob(await dataProvider.auditExportCsv(filterValues), `audit-log-${new Date().toISOString().replace(/[:.]/g, '-')}.csv`);
    } catch {
      notify('console.audit.exportFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={busy}>
      {translate(busy ? 'console.common.exporting' : 'console.action.exportCsv')}
    </Button>
  );
}
