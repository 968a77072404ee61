import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import type { AccreditationStats } from '../providers/accreditationProvider';

const CARDS: Array<{ key: keyof AccreditationStats; label: string }> = [
  { key: 'passedAutotest', label: 'Passed Autotest' },
  { key: 'noAccreditation', label: 'Not Started' },
  { key: 'accreditationPending', label: 'Pending' },
  { key: 'accreditationInProgress', label: 'In Progress' },
  { key: 'fullyAccredited', label: 'Accredited' },
  { key: 'accreditationRejected', label: 'Rejected' },
];

/** SPEC §3 "Accreditation stats", one card each, counted by the server in the admin's states. */
export function AccreditationStatsCards({ stats }: { stats: AccreditationStats | null }) {
  return (
    <Grid container spacing={2} component="section" aria-label="Accreditation statistics">
      {CARDS.map((card) => (
        <Grid key={card.key} size={{ xs: 6, sm: 4, lg: 2 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" component="h2">
                {card.label}
              </Typography>
              <Typography variant="h5" component="p" data-stat={card.key}>
                {stats ? stats[card.key].toLocaleString() : <Skeleton width={48} />}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
