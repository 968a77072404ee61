import { MSG } from '@cbt/contracts';
import { Box, Typography } from '@mui/material';

/** SPEC §2: a tab whose report holds nothing says so instead of drawing empty axes. */
export function NoData() {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography color="text.secondary">{MSG.noDataAvailable}</Typography>
    </Box>
  );
}
