import { lazy, Suspense, useState } from 'react';
import { REPORT_PERIODS, type ReportPeriod } from '@cbt/contracts';
import { Alert, Button, Card, CardContent, CircularProgress, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title, useCanAccess } from 'react-admin';
import { useProfile } from '../profile/ProfileContext';
import { formatRange } from './reportFigures';
import { SummaryCards } from './SummaryCards';
import { useReports } from './useReports';

// The charts (recharts and the map) are a chunk of their own: the cards can show while it loads.
const ReportTabs = lazy(() => import('./ReportTabs'));

const PERIOD_LABELS: Record<ReportPeriod, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

function Spinner() {
  return (
    <Stack sx={{ alignItems: 'center', py: 6 }}>
      <CircularProgress aria-label="Loading reports" />
    </Stack>
  );
}

export default function ReportsPage() {
  const { profile } = useProfile();
  const [period, setPeriod] = useState<ReportPeriod>('monthly');
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
            Reports & Analytics
          </Typography>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {data ? `Period: ${formatRange(data.trends.startDate, data.trends.endDate)}` : ' '}
            {scope && ` · ${scope.join(', ')}`}
          </Typography>
        </div>
        <TextField
          select
          size="small"
          label="Period"
          fullWidth={false}
          value={period}
          onChange={(event) => setPeriod(event.target.value as ReportPeriod)}
          sx={{ minWidth: 180 }}
        >
          {REPORT_PERIODS.map((value) => (
            <MenuItem key={value} value={value}>
              {PERIOD_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {!allowed && <Alert severity="info">Your account cannot view reports. A super admin must grant you a role first.</Alert>}
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      {allowed && (
        <>
          <LinearProgress aria-label="Loading reports" sx={{ visibility: loading && data ? 'visible' : 'hidden' }} />
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
