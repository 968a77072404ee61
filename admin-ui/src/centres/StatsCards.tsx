import { STANDING_FILTERS, type StandingFilter } from '@cbt/contracts';
import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../shared/format';
import type { LocaleFormat } from '@cbt/contracts';
import type { CentreStatistics } from './centreTypes';

/** The cards in SPEC's order; each is labelled by console.centres.stats.{key}. */
const CARDS = ['total', 'pending', 'approved', 'registration_approved', 'autotest_approved', 'rejected', 'query'] as const;

/** The centres by accreditation headline (DECISIONS §10); labelled by console.centres.stats.accreditation.{key}. */
const ACCREDITATION_CARDS: readonly StandingFilter[] = STANDING_FILTERS.filter((key) => key !== 'withdrawn' && key !== 'rejected');

/** The page's format is handed down: a hook per card subscribed each of the twelve cards to the language. */
function StatCard({ label, value, format }: { label: string; value: number | null; format: LocaleFormat }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {label}
        </Typography>
        <Typography variant="h5" component="p">
          {value === null ? <Skeleton width={48} /> : format.number(value)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** SPEC §3 "Dashboard statistics", one card each; shared by the dashboard and the centre list. */
export function StatsCards({ statistics }: { statistics: CentreStatistics | null }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <>
      <Grid container spacing={2} component="section" aria-label={translate('console.centres.stats.label')}>
        {CARDS.map((card) => (
          <Grid key={card} size={{ xs: 6, sm: 4, md: 3, lg: 12 / 7 }}>
            <StatCard label={translate(`console.centres.stats.${card}`)} value={statistics ? statistics[card] : null} format={format} />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2} component="section" aria-label={translate('console.centres.stats.accreditationLabel')} sx={{ mt: 0.5 }}>
        {ACCREDITATION_CARDS.map((card) => (
          <Grid key={card} size={{ xs: 6, sm: 4, md: 12 / 5 }}>
            <StatCard label={translate(`console.centres.stats.accreditation.${card}`)} value={statistics ? (statistics.accreditation?.[card] ?? 0) : null} format={format} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
