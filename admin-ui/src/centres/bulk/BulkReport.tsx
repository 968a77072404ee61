import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, FormControlLabel, Stack, Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { saveBlob } from '../../api';
import { reportCsv, resultText, summaryText } from './bulkActions';
import type { BulkTarget } from './collectTargets';
import type { BulkOutcome } from './runBulk';

/** Rows drawn on screen; a run over thousands of centres is read in the downloaded report. */
export const REPORT_ROWS_SHOWN = 500;

export function reportFileName(now = new Date()): string {
  return `bulk-action-report-${now.toISOString().replace(/[:.]/g, '-')}.csv`;
}

/** What happened to each centre: succeeded, or the server's reason it did not. */
export function BulkReport({ outcomes }: { outcomes: ReadonlyArray<BulkOutcome<BulkTarget>> }) {
  const [failuresOnly, setFailuresOnly] = useState(false);
  // Refusals first: they are what the admin has to read and act on.
  const failed = outcomes.filter((o) => o.result !== 'succeeded');
  const listed = failuresOnly ? failed : [...failed, ...outcomes.filter((o) => o.result === 'succeeded')];
  const shown = listed.slice(0, REPORT_ROWS_SHOWN);

  return (
    <Box>
      <Alert severity={failed.length === 0 ? 'success' : 'warning'} sx={{ mb: 2 }} role="status">
        {summaryText(outcomes)}
      </Alert>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        {failed.length > 0 && failed.length < outcomes.length && (
          <FormControlLabel control={<Switch checked={failuresOnly} onChange={(event) => setFailuresOnly(event.target.checked)} />} label="Show only centres that failed" />
        )}
        <Button startIcon={<DownloadIcon />} onClick={() => saveBlob(new Blob([reportCsv(outcomes)], { type: 'text/csv;charset=utf-8' }), reportFileName())}>
          Download report
        </Button>
      </Stack>
      {/* Focusable so the scrolled list can be read with the keyboard too. */}
      <TableContainer sx={{ maxHeight: 420 }} tabIndex={0}>
        <Table size="small" stickyHeader aria-label="Result for each centre">
          <TableHead>
            <TableRow>
              <TableCell>CBT Centre</TableCell>
              <TableCell>Registration #</TableCell>
              <TableCell>Result</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((outcome) => (
              <TableRow key={outcome.target.id}>
                <TableCell>{outcome.target.CentreName ?? outcome.target.id}</TableCell>
                <TableCell>{outcome.target.ReferenceNumber ?? '—'}</TableCell>
                <TableCell sx={{ color: outcome.result === 'succeeded' ? 'success.dark' : 'error.dark', whiteSpace: 'pre-line' }}>{resultText(outcome)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {listed.length > shown.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Showing the first {shown.length.toLocaleString('en')} of {listed.length.toLocaleString('en')}; the downloaded report lists every centre.
        </Typography>
      )}
    </Box>
  );
}
