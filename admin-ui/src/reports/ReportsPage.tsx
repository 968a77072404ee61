import { lazy, Suspense, useState } from 'react';
import { REPORT_PERIODS, type ReportPeriod } from '@cbt/contracts';
import { Alert, Button, Card, CardContent, CircularProgress, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title, useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import { useProfile } from '../profile/ProfileContext';
import { formatRange } from './reportFigures';
import { SummaryCards } from './SummaryCards';
import { useReports } from './useReports';

// The charts (recharts and the map) are a chunk of their own: the cards can show while it loads.
const ReportTabs = lazy(() => import('./ReportTabs'));

function Spinner() {
  const translate = useTranslate();
  return (
    <Stack sx={{ alignItems: 'center', py: 6 }}>
      <CircularProgress aria-label={translate('console.reports.loading')} />
    </Stack>
  );
}

export default function ReportsPage() {
  const { profile } = useProfile();
  const [period, setPeriod] = useState<ReportPeriod>('monthly');
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // The route guard already asked authProvider.canAccess; the server is the judge of the figures.
  const allowed = useCanAccess({ resource: 'admin-reports', action: 'list' }).canAccess !== false;
  const { data, loading, error, reload } = useReports(period, allowed);
  const scope = profile && profile.assignedStates.length > 0 ? profile.assignedStates : null;

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="console.page.reports" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <div>
          <Typography variant="h5" component="h1">
            {translate('console.page.reports')}
          </Typography>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {data ? translate('console.reports.periodRange', { range: formatRange(data.trends.startDate, data.trends.endDate, locale) }) : ' '}
            {scope && ` · ${scope.join(', ')}`}
          </Typography>
        </div>
        <TextField
          select
          size="small"
          label={translate('console.reports.period')}
          fullWidth={false}
          value={period}
          onChange={(event) => setPeriod(event.target.value as ReportPeriod)}
          sx={{ minWidth: 180 }}
        >
          {REPORT_PERIODS.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`console.reports.periods.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {!allowed && <Alert severity="info">{translate('console.reports.noAccess')}</Alert>}
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {translate('console.common.retry')}
            </Button>
          }
        >
          {translate(error)}
        </Alert>
      )}
      {allowed && (
        <>
          <LinearProgress aria-label={translate('console.reports.loading')} sx={{ visibility: loading && data ? 'visible' : 'hidden' }} />
          <SummaryCards data={data} />
          <Card variant="outlined">
            <CardContent>
              {data ? (
                <Suspense fallback={<Spinner />}>
                  <ReportTabs data={data} scope={scope} />
                </Suspense>
              ) : (
                !error && <Spinner />
              )}
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
