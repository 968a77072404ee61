import { Stack } from '@mui/material';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../charts/ChartFigure';
import { SERIES } from '../charts/chartColours';
import { FigureList } from '../charts/FigureList';
import { NoData } from '../charts/NoData';
import { formatCount, formatPercent, hasTrendData, shortDay } from '../reportFigures';
import type { RegistrationTrends } from '../reportTypes';

const TITLE = 'Registrations and approvals over time';

/** Registrations and approvals per day of the period (an area chart; one day is drawn as bars). */
export function TrendsTab({ trends }: { trends: RegistrationTrends }) {
  if (!hasTrendData(trends)) return <NoData />;
  const points = trends.series.map((point) => ({ ...point, label: shortDay(point.date) }));
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" />,
    <XAxis key="x" dataKey="label" minTickGap={12} />,
    <YAxis key="y" allowDecimals={false} width={40} />,
    <Tooltip key="tooltip" />,
    <Legend key="legend" />,
  ];

  return (
    <Stack spacing={3}>
      <FigureList
        label="Registration figures"
        figures={[
          { label: 'Registrations', value: formatCount(trends.totalRegistrations), hint: 'new centres this period' },
          { label: 'Approvals', value: formatCount(trends.approvals), hint: `${formatCount(trends.previousApprovals)} in the previous period` },
          { label: 'Approval trend', value: trends.approvalTrend, hint: 'against the previous period' },
          { label: 'Completion rate', value: formatPercent(trends.completionRate), hint: 'of this period’s registrations completed' },
        ]}
      />
      <ChartFigure
        id="trends-chart"
        title={TITLE}
        table={{ columns: ['Date', 'Registrations', 'Approvals'], rows: trends.series.map((p) => [p.date, p.registrations, p.approvals]) }}
      >
        {points.length > 1 ? (
          <AreaChart data={points} title={TITLE} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            {axes}
            <Area type="linear" dataKey="registrations" name="Registrations" stroke={SERIES.registrations} fill={SERIES.registrations} fillOpacity={0.15} isAnimationActive={false} />
            <Area type="linear" dataKey="approvals" name="Approvals" stroke={SERIES.approvals} fill={SERIES.approvals} fillOpacity={0.15} isAnimationActive={false} />
          </AreaChart>
        ) : (
          <BarChart data={points} title={TITLE} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            {axes}
            <Bar dataKey="registrations" name="Registrations" fill={SERIES.registrations} maxBarSize={64} isAnimationActive={false} />
            <Bar dataKey="approvals" name="Approvals" fill={SERIES.approvals} maxBarSize={64} isAnimationActive={false} />
          </BarChart>
        )}
      </ChartFigure>
    </Stack>
  );
}
