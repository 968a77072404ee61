import type { AppealsReportRow, DueProcessReport, ReportPeriod, SanctionsReportRow } from '@cbt/contracts';
import { Alert, Box, CircularProgress, Stack, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { REPORTS, type ReportMethods } from '../../providers/reportsProvider';
import { consoleFormat } from '../../shared/format';
import { ChartFigure } from '../charts/ChartFigure';
import { SERIES, STATUS_COLOURS } from '../charts/chartColours';
import { FigureList } from '../charts/FigureList';
import { NoData } from '../charts/NoData';
import { formatCount, formatRange } from '../reportFigures';

const APPEAL_COLUMNS = ['lodged', 'dismissed', 'allowed', 'medianDaysToDecide', 'open', 'overdue'] as const;
const SANCTION_COLUMNS = ['warning', 'suspension', 'revocation', 'delisting', 'total'] as const;
const KINDS = ['warning', 'suspension', 'revocation', 'delisting'] as const;
// Open waits (amber), dismissed stands against the centre (red), allowed reverses it (green).
const OUTCOME_COLOURS = { open: STATUS_COLOURS.pending, dismissed: STATUS_COLOURS.rejected, allowed: STATUS_COLOURS.autotest_approved } as const;
// MUI draws footer cells small and grey; the totals read like the rows above them.
const FOOTER_CELL = { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' } as const;

/** Nothing lodged, decided, waiting or sanctioned in the reader's states: the tab says "No data". */
export function hasDueProcessData(report: DueProcessReport): boolean {
  const a = report.appeals.totals;
  return a.lodged + a.dismissed + a.allowed + a.open > 0 || report.sanctions.totals.total > 0;
}

interface StateTableProps<Row extends { name: string }> {
  id: string;
  title: string;
  columns: readonly (keyof Omit<Row, 'name'>)[];
  rows: Row[];
  totals: Omit<Row, 'name'>;
  cell: (value: unknown) => string;
}

/** Figures by state with their totals, as the State Distribution table draws them. */
function StateTable<Row extends { name: string }>({ id, title, columns, rows, totals, cell }: StateTableProps<Row>) {
  const translate = useTranslate();
  const t = (key: string) => translate(`console.reports.dueProcess.${key}`);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {/* On a phone the table scrolls sideways; a focusable region lets keyboard users scroll it too. */}
      <TableContainer tabIndex={0} role="region" aria-labelledby={id} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('state')}
              </TableCell>
              {columns.map((c) => (
                <TableCell key={String(c)} component="th" scope="col" align="right">
                  {t(`columns.${String(c)}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.name}>
                <TableCell component="th" scope="row">
                  {row.name}
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={String(c)} align="right">
                    {cell(row[c])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" sx={FOOTER_CELL}>
                {t('total')}
              </TableCell>
              {columns.map((c) => (
                <TableCell key={String(c)} align="right" sx={FOOTER_CELL}>
                  {cell(totals[c])}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** The due-process report drawn: headline figures, outcomes and kinds as bars, then each by state. */
export function DueProcessFigures({ report }: { report: DueProcessReport }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = consoleFormat(locale);
  const t = (key: string, options?: object) => translate(`console.reports.dueProcess.${key}`, options);
  if (!hasDueProcessData(report)) return <NoData />;
  const appeals = report.appeals.totals;
  const days = (value: unknown) => (value === null || value === undefined ? t('none') : format.number(Number(value), { maximumFractionDigits: 1 }));
  const cell = (value: unknown) => (value === null ? t('none') : typeof value === 'number' ? formatCount(value) : String(value));
  const outcomes = (['open', 'dismissed', 'allowed'] as const).map((o) => ({ key: o, label: t(`outcomes.${o}`), count: appeals[o] }));
  const kinds = KINDS.map((k) => ({ key: k, label: t(`kinds.${k}`), count: report.sanctions.totals[k] }));
  const decided = appeals.dismissed + appeals.allowed;
  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        {t('covers', { range: formatRange(report.startDate, report.endDate, locale), time: format.dateTime(report.asOf) })}
      </Typography>
      <FigureList
        label={t('figures')}
        figures={[
          { label: t('lodged'), value: formatCount(appeals.lodged), hint: t('thisPeriod') },
          { label: t('open'), value: formatCount(appeals.open), hint: t('overdueHint', { count: formatCount(appeals.overdue) }) },
          {
            label: t('median'),
            value: appeals.medianDaysToDecide === null ? t('none') : t('days', { days: days(appeals.medianDaysToDecide) }),
            hint: t('decidedHint', { count: formatCount(decided) }),
          },
          { label: t('sanctions'), value: formatCount(report.sanctions.totals.total), hint: t('sanctionsHint') },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <ChartFigure id="appeal-outcomes-chart" title={t('outcomeTitle')} table={{ columns: [t('outcome'), t('appeals')], rows: outcomes.map((o) => [o.label, o.count]) }} height={220}>
          <BarChart data={outcomes} layout="vertical" title={t('outcomeTitle')} margin={{ top: 8, right: 24, left: 8, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={110} />
            <Tooltip />
            <Bar dataKey="count" name={t('appeals')} isAnimationActive={false}>
              {outcomes.map((o) => (
                <Cell key={o.key} fill={OUTCOME_COLOURS[o.key]} />
              ))}
            </Bar>
          </BarChart>
        </ChartFigure>
        <ChartFigure id="sanction-kinds-chart" title={t('kindTitle')} table={{ columns: [t('kind'), t('sanctions')], rows: kinds.map((k) => [k.label, k.count]) }} height={220}>
          <BarChart data={kinds} layout="vertical" title={t('kindTitle')} margin={{ top: 8, right: 24, left: 8, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={110} />
            <Tooltip />
            <Bar dataKey="count" name={t('sanctions')} fill={SERIES.neutral} isAnimationActive={false} />
          </BarChart>
        </ChartFigure>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('outcomeNote')}
      </Typography>
      <StateTable<AppealsReportRow>
        id="appeals-state-table"
        title={t('appealsTable')}
        columns={APPEAL_COLUMNS}
        rows={report.appeals.states}
        totals={report.appeals.totals}
        cell={(value) => (value === null ? t('none') : cell(value))}
      />
      <StateTable<SanctionsReportRow> id="sanctions-state-table" title={t('sanctionsTable')} columns={SANCTION_COLUMNS} rows={report.sanctions.states} totals={report.sanctions.totals} cell={cell} />
    </Stack>
  );
}

/** Appeals and sanctions by state (GET /reports/due-process), fetched when the tab opens and when the period changes. */
export function DueProcessTab({ period }: { period: ReportPeriod }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & ReportMethods>();
  const report = useQuery({ queryKey: [REPORTS, 'due-process', period], queryFn: ({ signal }) => dataProvider.dueProcessReport(period, signal), retry: false });
  if (report.isPending) return <CircularProgress aria-label={translate('console.reports.dueProcess.loading')} />;
  if (report.error) return <Alert severity="error">{translate('console.reports.failedFetch')}</Alert>;
  return <DueProcessFigures report={report.data} />;
}
