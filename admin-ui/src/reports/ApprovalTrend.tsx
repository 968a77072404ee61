import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { approvalTrend } from './reportFigures';
import type { RegistrationTrends } from './reportTypes';

const ICONS = { up: TrendingUpIcon, down: TrendingDownIcon, flat: TrendingFlatIcon };
const COLOURS = { up: 'success.main', down: 'error.main', flat: 'text.secondary' };

/** SPEC's approval trend on the summary: '+8%' with its arrow, against the previous period. */
export function ApprovalTrend({ trends }: { trends: Pick<RegistrationTrends, 'approvalTrend' | 'approvalTrendPercent'> }) {
  const translate = useTranslate();
  const trend = approvalTrend(trends);
  if (!trend) return <>{translate('console.reports.summary.trendNone')}</>;
  const Icon = ICONS[trend.direction];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} aria-label={translate('console.reports.summary.trendLabel', { trend: trend.value })} role="img">
      <Icon fontSize="inherit" sx={{ color: COLOURS[trend.direction] }} aria-hidden />
      <Box component="strong" sx={{ color: COLOURS[trend.direction] }} data-trend={trend.direction}>
        {trend.value}
      </Box>
      <span>{translate('console.reports.summary.trendVs')}</span>
    </Box>
  );
}
