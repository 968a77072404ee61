import { useState } from 'react';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useNotify } from 'react-admin';
import { saveBlob } from '../api';
import { downloadLetter, letterFileName } from './accreditationApi';
import { failureText } from './failureText';

/** The accreditation letter PDF of an accredited centre, fetched with the admin's token. */
export function LetterButton({ centreId, centreName, reference }: { centreId: string; centreName: string; reference: string }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await downloadLetter(centreId), letterFileName(reference));
    } catch (error) {
      // e.g. 'The accreditation letter has not been generated yet' while the letter job runs.
      notify(failureText(error, 'The letter could not be downloaded. Please try again.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<PictureAsPdfIcon />} onClick={download} disabled={busy} aria-label={`Download Letter of ${centreName}`}>
      Download Letter
    </Button>
  );
}
