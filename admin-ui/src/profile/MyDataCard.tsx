import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { apiDownload, saveBlob } from '../api';

/**
 * The staff member's own copy of what the portal holds about them (access and portability under
 * the NDPA 2023; GET /api/auth/my-data), saved as a JSON file.
 */
export function MyDataCard() {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveBlob(await apiDownload('/auth/my-data'), `my-data-${new Date().toISOString().slice(0, 10)}.json`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="my-data-title">
      <CardContent>
        <Typography id="my-data-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('console.profile.myData')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('console.profile.myDataHint')}
        </Typography>
        {failed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate('console.profile.myDataFailed')}
          </Alert>
        )}
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={busy}>
          {translate(busy ? 'console.profile.downloadingMyData' : 'console.profile.downloadMyData')}
        </Button>
      </CardContent>
    </Card>
  );
}
