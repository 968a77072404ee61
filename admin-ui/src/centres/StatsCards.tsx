import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import type { CentreStatistics } from './centreTypes';

const CARDS: Array<{ key: keyof CentreStatistics; label: string }> = [
  { key: 'total', label: 'Total Centres' },
  { key: 'pending', label: 'Pending' },
  { key: 'approved', label: 'Approved' },
  { key: 'registration_approved', label: 'Registration Approved' },
  { key: 'autotest_approved', label: 'Autotest Approved' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'query', label: 'Query' },
];

/** SPEC §3 "Dashboard statistics", one card each; shared by the dashboard and the centre list. */
export function StatsCards({ statistics }: { statistics: CentreStatistics | null }) {
  return (
    <Grid container spacing={2} component="section" aria-label="Centre statistics">
      {CARDS.map((card) => (
        <Grid key={card.key} size={{ xs: 6, sm: 4, md: 3, lg: 12 / 7 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" component="h2">
                {card.label}
              </Typography>
              <Typography variant="h5" component="p">
                {statistics ? statistics[card.key].toLocaleString() : <Skeleton width={48} />}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
