import { useState } from 'react';
import { MSG } from '@cbt/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useNotify } from 'react-admin';
import { saveBlob } from '../api';
import { accreditedFileName, exportAccreditedCsv, getAccreditationStats } from './accreditationApi';

/** SPEC §2 "Export Accredited CSV": every accredited centre in the admin's states, streamed by the server. */
export function ExportAccreditedButton() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    setBusy(true);
    try {
      // Fresh counts, not the cards' (which may be minutes old): an empty export is refused with SPEC's text.
      if ((await getAccreditationStats()).fullyAccredited === 0) {
        notify(MSG.noAccreditedToExport, { type: 'warning' });
        return;
      }
      saveBlob(await exportAccreditedCsv(), accreditedFileName());
    } catch {
      notify(MSG.failedExportAccredited, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={busy}>
      {busy ? 'Exporting...' : 'Export Accredited CSV'}
    </Button>
  );
}
