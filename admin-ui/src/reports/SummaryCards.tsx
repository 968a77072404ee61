import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { formatCount, formatPercent, trendText } from './reportFigures';
import type { ReportsData } from './reportTypes';

interface SummaryCard {
  label: string;
  value: string;
  hint: string;
}

function cardsOf(data: ReportsData): SummaryCard[] {
  const { trends, pipeline } = data;
  const decisions = pipeline.approvals + pipeline.rejections;
  return [
    { label: 'Total Centres', value: formatCount(trends.totalCentres), hint: `${formatCount(trends.totalRegistrations)} registered this period` },
    { label: 'Pending Review', value: formatCount(pipeline.pendingReview), hint: `${formatCount(pipeline.inProgress)} in progress` },
    { label: 'Approved Today', value: formatCount(trends.approvedToday), hint: trendText(trends) },
    { label: 'Rejection Rate', value: formatPercent(pipeline.rejectionRate), hint: `${formatCount(pipeline.rejections)} of ${formatCount(decisions)} decisions this period` },
  ];
}

const LABELS = ['Total Centres', 'Pending Review', 'Approved Today', 'Rejection Rate'];

/** SPEC §2's four summary cards; skeletons until the first answer arrives. */
export function SummaryCards({ data }: { data: ReportsData | null }) {
  const cards = data ? cardsOf(data) : LABELS.map((label) => ({ label, value: '', hint: '' }));
  return (
    <Grid container spacing={2} component="section" aria-label="Report summary">
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 6, md: 3 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" component="h2">
                {card.label}
              </Typography>
              <Typography variant="h5" component="p">
                {data ? card.value : <Skeleton width={48} />}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {data ? card.hint : <Skeleton width="80%" />}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
