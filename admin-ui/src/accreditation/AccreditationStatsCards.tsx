import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AccreditationStats } from '../providers/accreditationProvider';
import { useFormat } from '../shared/format';

// Each card's label is console.accreditation.stats.<key>.
const CARDS: Array<keyof AccreditationStats> = [
  'passedAutotest',
  'noAccreditation',
  'accreditationPending',
  'accreditationInProgress',
  'fullyAccredited',
  'accreditationRejected',
  'suspended',
  'revoked',
  'expired',
  'withdrawn',
];

/** SPEC §3 "Accreditation stats", one card each, counted by the server in the admin's states. */
export function AccreditationStatsCards({ stats }: { stats: AccreditationStats | null }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Grid container spacing={2} component="section" aria-label={translate('console.accreditation.statsLabel')}>
      {CARDS.map((card) => (
        <Grid key={card} size={{ xs: 6, sm: 4, lg: 2 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" component="h2">
                {translate(`console.accreditation.stats.${card}`)}
              </Typography>
              <Typography variant="h5" component="p" data-stat={card}>
                {stats ? format.number(stats[card]) : <Skeleton width={48} />}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
