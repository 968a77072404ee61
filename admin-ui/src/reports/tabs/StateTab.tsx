import { Box, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NoData } from '../charts/NoData';
import { NigeriaMap } from '../map/NigeriaMap';
import { formatCount, hasStateData } from '../reportFigures';
import type { StateDistribution, StateRow } from '../reportTypes';

// Each column's heading is a key under console.reports.states.
const COLUMNS: Array<{ key: keyof Omit<StateRow, 'name'>; label: string }> = [
  { key: 'totalCentres', label: 'total' },
  { key: 'pending', label: 'pending' },
  { key: 'approved', label: 'approved' },
  { key: 'rejected', label: 'rejected' },
  { key: 'query', label: 'query' },
  { key: 'registrations', label: 'registrations' },
];

// MUI draws footer cells small and grey; the totals read like the rows above them.
const FOOTER_CELL = { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' } as const;

function StateTable({ distribution }: { distribution: StateDistribution }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography id="state-table-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('console.reports.states.tableTitle')}
      </Typography>
      {/* On a phone the table scrolls sideways; a focusable region lets keyboard users scroll it too. */}
      <TableContainer tabIndex={0} role="region" aria-labelledby="state-table-title" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="state-table-title">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate('console.common.state')}
              </TableCell>
              {COLUMNS.map((column) => (
                <TableCell key={column.key} component="th" scope="col" align="right">
                  {translate(`console.reports.states.${column.label}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {distribution.states.map((row) => (
              <TableRow key={row.name}>
                <TableCell component="th" scope="row">
                  {row.name}
                </TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column.key} align="right">
                    {formatCount(row[column.key])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" sx={FOOTER_CELL}>
                {translate('console.reports.states.total')}
              </TableCell>
              {COLUMNS.map((column) => (
                <TableCell key={column.key} align="right" sx={FOOTER_CELL}>
                  {formatCount(distribution.totals[column.key])}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** The map of Nigeria coloured by centres per state, beside the same figures as a table. */
export function StateTab({ distribution, scope }: { distribution: StateDistribution; scope: readonly string[] | null }) {
  if (!hasStateData(distribution)) return <NoData />;
  return (
    <Box sx={{ display: 'grid', gap: 3, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' } }}>
      <NigeriaMap states={distribution.states} scope={scope} />
      <StateTable distribution={distribution} />
    </Box>
  );
}
