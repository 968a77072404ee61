import { Stack } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../charts/ChartFigure';
import { SERIES } from '../charts/chartColours';
import { FigureList } from '../charts/FigureList';
import { NoData } from '../charts/NoData';
import { approvalTrend, formatCount, formatPercent, hasTrendData, shortDay } from '../reportFigures';
import type { RegistrationTrends } from '../reportTypes';


/** Registrations and approvals per day of the period (an area chart; one day is drawn as bars). */
export function TrendsTab({ trends }: { trends: RegistrationTrends }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!hasTrendData(trends)) return <NoData />;
  const t = (key: string, options?: object) => translate(`console.reports.trends.${key}`, options);
  const TITLE = t('title');
  const points = trends.series.map((point) => ({ ...point, label: shortDay(point.date, locale) }));
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
        label={t('figures')}
        figures={[
          { label: t('registrations'), value: formatCount(trends.totalRegistrations), hint: t('newCentres') },
          { label: t('approvals'), value: formatCount(trends.approvals), hint: t('inPrevious', { count: formatCount(trends.previousApprovals) }) },
          { label: t('approvalTrend'), value: approvalTrend(trends)?.value ?? '—', hint: t(approvalTrend(trends) ? 'againstPrevious' : 'noPrevious') },
          { label: t('completionRate'), value: formatPercent(trends.completionRate), hint: t('completedShare') },
        ]}
      />
      <ChartFigure
        id="trends-chart"
        title={TITLE}
        table={{ columns: [t('date'), t('registrations'), t('approvals')], rows: trends.series.map((p) => [p.date, p.registrations, p.approvals]) }}
      >
        {points.length > 1 ? (
          <AreaChart data={points} title={TITLE} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            {axes}
            <Area type="linear" dataKey="registrations" name={t('registrations')} stroke={SERIES.registrations} fill={SERIES.registrations} fillOpacity={0.15} isAnimationActive={false} />
            <Area type="linear" dataKey="approvals" name={t('approvals')} stroke={SERIES.approvals} fill={SERIES.approvals} fillOpacity={0.15} isAnimationActive={false} />
          </AreaChart>
        ) : (
          <BarChart data={points} title={TITLE} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            {axes}
            <Bar dataKey="registrations" name={t('registrations')} fill={SERIES.registrations} maxBarSize={64} isAnimationActive={false} />
            <Bar dataKey="approvals" name={t('approvals')} fill={SERIES.approvals} maxBarSize={64} isAnimationActive={false} />
          </BarChart>
        )}
      </ChartFigure>
    </Stack>
  );
}
