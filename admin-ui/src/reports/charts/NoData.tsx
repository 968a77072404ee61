import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** SPEC §2: a tab whose report holds nothing says so instead of drawing empty axes. */
export function NoData() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography color="text.secondary">{translate('console.reports.noData')}</Typography>
    </Box>
  );
}
