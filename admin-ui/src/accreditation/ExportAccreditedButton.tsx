import { MSG } from '@cbt/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { orFailure, saveBlob } from '../api';

import { accreditedFileName, type AccreditationDataProvider } from '../providers/accreditationProvider';
import { useAccreditationAccess } from './useAccreditationAccess';

/** SPEC §2 "Export Accredited CSV": every accredited centre in the admin's states, streamed by the server. */
export function ExportAccreditedButton() {
  const notify = useNotify();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AccreditationDataProvider>();
  const { allowed } = useAccreditationAccess('export');
  const { mutate, isPending: busy } = useMutation({
    mutationFn: async () => {
      // Fresh counts, not the cards' (which may be minutes old): an empty export is refused with SPEC's text.
      // SPEC §8's texts: reading the accredited centres, then making the file.
      if ((await orFailure(dataProvider.accreditationStats(), MSG.failedFetchAccredited)).fullyAccredited === 0) return null;
      return orFailure(dataProvider.exportAccreditedCsv(), MSG.failedExportAccredited);
    },
    onSuccess: (csv) => {
      if (csv) saveBlob(csv, accreditedFileName());
      else notify('console.accreditation.noAccreditedToExport', { type: 'warning' });
    },
    onError: (error) => notify(error.message || 'console.accreditation.failedExportAccredited', { type: 'error' }),
  });
  if (!allowed) return null;

  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => mutate()} disabled={busy}>
      {translate(busy ? 'console.common.exporting' : 'console.accreditation.exportAccredited')}
    </Button>
  );
}
