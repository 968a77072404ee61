import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../shared/format';
import type { CentreStatistics } from './centreTypes';

/** The cards in SPEC's order; each is labelled by console.centres.stats.{key}. */
const CARDS: Array<keyof CentreStatistics> = ['total', 'pending', 'approved', 'registration_approved', 'autotest_approved', 'rejected', 'query'];

/** SPEC §3 "Dashboard statistics", one card each; shared by the dashboard and the centre list. */
export function StatsCards({ statistics }: { statistics: CentreStatistics | null }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Grid container spacing={2} component="section" aria-label={translate('console.centres.stats.label')}>
      {CARDS.map((card) => (
        <Grid key={card} size={{ xs: 6, sm: 4, md: 3, lg: 12 / 7 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" component="h2">
                {translate(`console.centres.stats.${card}`)}
              </Typography>
              <Typography variant="h5" component="p">
                {statistics ? format.number(statistics[card]) : <Skeleton width={48} />}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
