import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Translate } from '../shared/i18n';
import type { ReactNode } from 'react';
import { ApprovalTrend } from './ApprovalTrend';
import { formatCount, formatPercent } from './reportFigures';
import type { ReportsData } from './reportTypes';

interface SummaryCard {
  label: string;
  value: string;
  hint: ReactNode;
}

/**
 * The cards' labels and hints: console.reports.summary.*. Period figures are labelled by the chosen
 * period ("Approved this month"), and CSV imports are their own figure, never approvals or
 * decisions (docs/REPORTS.md).
 */
function cardsOf(data: ReportsData, translate: Translate): SummaryCard[] {
  const { trends, pipeline } = data;
  const decisions = pipeline.approvals + pipeline.rejections;
  const t = (key: string, options?: object) => translate(`console.reports.summary.${key}`, options);
  const period = trends.period;
  return [
    { label: t('totalCentres'), value: formatCount(trends.totalCentres), hint: t('registeredThisPeriod', { count: formatCount(trends.totalRegistrations) }) },
    { label: t('pendingReview'), value: formatCount(pipeline.pendingReview), hint: t('inProgress', { count: formatCount(pipeline.inProgress) }) },
    { label: t(`approved.${period}`), value: formatCount(trends.approvals), hint: <ApprovalTrend trends={trends} /> },
    { label: t(`imported.${period}`), value: formatCount(trends.imports), hint: t('importsNote') },
    { label: t('rejectionRate'), value: formatPercent(pipeline.rejectionRate), hint: t('decisionsOf', { count: formatCount(pipeline.rejections), total: formatCount(decisions) }) },
  ];
}

const LABELS = ['totalCentres', 'pendingReview', 'approved.monthly', 'imported.monthly', 'rejectionRate'];

/** SPEC §2's four summary cards; skeletons until the first answer arrives. */
export function SummaryCards({ data }: { data: ReportsData | null }) {
  const translate = useTranslate();
  const cards = data ? cardsOf(data, translate) : LABELS.map((label) => ({ label: translate(`console.reports.summary.${label}`), value: '', hint: '' }));
  return (
    <Grid container spacing={2} component="section" aria-label={translate('console.reports.summary.label')}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 6, md: 'grow' }}>
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
