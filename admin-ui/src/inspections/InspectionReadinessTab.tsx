import type { ReportPeriod } from '@cbt/contracts';
import { Alert, CircularProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CentreDataProvider } from '../dataProvider';
import { NoData } from '../reports/charts/NoData';
import { INSPECTIONS } from '../providers/inspectionsProvider';

const COLUMNS = ['inspected', 'ready', 'notReady', 'averageScore', 'contradicted', 'submitted', 'open'] as const;

/** Readiness by state (GET /reports/inspection-readiness): one row per state with inspected centres or visits. */
export function InspectionReadinessTab({ period }: { period: ReportPeriod }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CentreDataProvider>();
  const report = useQuery({ queryKey: [INSPECTIONS, 'readiness-report', period], queryFn: ({ signal }) => dataProvider.inspectionReadinessReport(period, signal), retry: false });
  if (report.isPending) return <CircularProgress aria-label={translate('console.inspections.report.tab')} />;
  if (report.error) return <Alert severity="error">{translate('console.reports.failedFetch')}</Alert>;
  if (report.data.states.length === 0) return <NoData />;
  const cells = (r: typeof report.data.totals) => [r.inspectedCentres, r.readyCentres, r.notReadyCentres, `${r.averageScore}%`, r.contradictedCentres, r.visitsSubmitted, r.openVisits];
  return (
    // A table wider than a phone scrolls inside its region, which a keyboard can reach (WCAG 2.1.1).
    <TableContainer tabIndex={0} role="region" aria-label={translate('console.inspections.report.tab')} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('console.inspections.report.tab')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('console.inspections.fields.state')}</TableCell>
            {COLUMNS.map((c) => (
              <TableCell key={c} align="right">
                {translate(`console.inspections.report.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.data.states.map((row) => (
            <TableRow key={row.name}>
              <TableCell component="th" scope="row">
                {row.name}
              </TableCell>
              {cells(row).map((value, i) => (
                <TableCell key={COLUMNS[i]} align="right">
                  {value}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {translate('console.inspections.report.total')}
            </TableCell>
            {cells(report.data.totals).map((value, i) => (
              <TableCell key={COLUMNS[i]} align="right" sx={{ fontWeight: 600 }}>
                {value}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
