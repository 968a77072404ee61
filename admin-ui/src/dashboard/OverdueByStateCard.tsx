import type { OverdueByStateRow } from '@cbt/contracts';
import { Alert, Box, Card, CardContent, Chip, Link as MuiLink, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CENTRES, type CentreDataProvider } from '../dataProvider';
import { ACCREDITATION } from '../providers/accreditationProvider';
import { useFormat } from '../shared/format';
import { CENTRE_KINDS, centreCount, overdueCentresUrl, overdueStagesUrl, type CentreKind } from './overdueLinks';

export const OVERDUE_QUERY_KEY = [CENTRES, 'overdue-by-state'] as const;

/** A count that opens the list it counts, when there is something to open and the admin may read it. */
function CountLink({ count, to, label, allowed }: { count: number; to: string; label: string; allowed: boolean }) {
  const format = useFormat();
  if (count === 0 || !allowed) return <>{format.number(count)}</>;
  return (
    <MuiLink component={Link} to={to} aria-label={label} sx={{ fontWeight: 600 }}>
      {format.number(count)}
    </MuiLink>
  );
}

/**
 * The dashboard's overdue items by state and kind (GET /api/admin/deadlines/overdue, in the admin's
 * states; docs/TRUST.md "Deadlines and reminders"). Each count opens the centre list, or the
 * accreditation list for stages, filtered on that state and on overdue.
 */
export function OverdueByStateCard() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`console.deadlines.${key}`, options);
  const format = useFormat();
  const dataProvider = useDataProvider<CentreDataProvider>();
  const canRead = useCanAccess({ resource: CENTRES, action: 'overdue' }).canAccess === true;
  const seesCentres = useCanAccess({ resource: CENTRES, action: 'list' }).canAccess === true;
  const seesAccreditation = useCanAccess({ resource: ACCREDITATION, action: 'list' }).canAccess === true;
  const overdue = useQuery({ queryKey: OVERDUE_QUERY_KEY, queryFn: ({ signal }) => dataProvider.overdueByState(signal), enabled: canRead, retry: false });
  if (!canRead) return null;

  const stateName = (row: OverdueByStateRow) => row.state ?? t('dashboard.noState');
  const kindCell = (row: OverdueByStateRow, kind: CentreKind) => (
    <CountLink count={row[kind]} to={overdueCentresUrl(row.state, kind)} allowed={seesCentres} label={`${t(`kind.${kind}`)}: ${t('dashboard.openCentres', { count: row[kind], state: stateName(row) })}`} />
  );
  const rows = overdue.data?.rows ?? [];
  return (
    <Card component="section" aria-labelledby="overdue-title">
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id="overdue-title" variant="h6" component="h2">
            {t('dashboard.title')}
          </Typography>
          {overdue.data && <Chip size="small" color={overdue.data.total > 0 ? 'error' : 'success'} label={t('dashboard.count', { count: format.number(overdue.data.total) })} />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('dashboard.caption')}
        </Typography>
        {overdue.error ? (
          <Alert severity="error">{t('dashboard.loadFailed')}</Alert>
        ) : !overdue.data ? (
          <Skeleton height={96} />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">{t('dashboard.none')}</Typography>
        ) : (
          // Inline-size containment: on a phone the table scrolls in its own box, not the page.
          <Box sx={{ contain: 'inline-size', overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="overdue-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('dashboard.state')}</TableCell>
                  {CENTRE_KINDS.map((kind) => (
                    <TableCell key={kind} align="right">
                      {t(`kind.${kind}`)}
                    </TableCell>
                  ))}
                  <TableCell align="right">{t('dashboard.stages')}</TableCell>
                  <TableCell align="right">{t('dashboard.total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.state ?? ''} data-testid="overdue-row">
                    <TableCell component="th" scope="row">
                      {seesCentres && centreCount(row) > 0 ? (
                        <MuiLink component={Link} to={overdueCentresUrl(row.state)} aria-label={t('dashboard.openCentres', { count: centreCount(row), state: stateName(row) })}>
                          {stateName(row)}
                        </MuiLink>
                      ) : (
                        stateName(row)
                      )}
                    </TableCell>
                    {CENTRE_KINDS.map((kind) => (
                      <TableCell key={kind} align="right">
                        {kindCell(row, kind)}
                      </TableCell>
                    ))}
                    <TableCell align="right">
                      <CountLink count={row.stage} to={overdueStagesUrl(row.state)} allowed={seesAccreditation} label={t('dashboard.openStages', { count: row.stage, state: stateName(row) })} />
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {format.number(row.total)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
