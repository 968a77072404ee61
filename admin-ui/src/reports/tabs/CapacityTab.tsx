import { Box, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../charts/ChartFigure';
import { PERFORMANCE_COLOURS, SERIES } from '../charts/chartColours';
import { FigureList } from '../charts/FigureList';
import { NoData } from '../charts/NoData';
import { formatCount, formatPercent, hasCapacityData } from '../reportFigures';
import type { CapacityAnalysis } from '../reportTypes';


/** Declared systems against what the autotest measured, and SPEC §9's Good/Fair/Poor split. */
export function CapacityTab({ capacity }: { capacity: CapacityAnalysis }) {
  const translate = useTranslate();
  if (!hasCapacityData(capacity)) return <NoData />;
  const t = (key: string, options?: object) => translate(`console.reports.capacity.${key}`, options);
  const CAPACITY_TITLE = t('capacityTitle');
  const PERFORMANCE_TITLE = t('performanceTitle');
  const systems = [
    { label: t('declared'), value: capacity.totalCapacity, colour: SERIES.neutral },
    { label: t('expected'), value: capacity.autotestExpectedCapacity, colour: SERIES.approvals },
    { label: t('realized'), value: capacity.autotestRealizedCapacity, colour: SERIES.registrations },
  ];
  const performance = [
    { key: 'good', label: t('good'), value: capacity.performance.good },
    { key: 'fair', label: t('fair'), value: capacity.performance.fair },
    { key: 'poor', label: t('poor'), value: capacity.performance.poor },
  ] as const;

  return (
    <Stack spacing={3}>
      <FigureList
        label={t('figures')}
        figures={[
          { label: t('totalCapacity'), value: formatCount(capacity.totalCapacity), hint: t('systemsIn', { count: formatCount(capacity.centresWithCapacity) }) },
          { label: t('averageCapacity'), value: formatCount(capacity.averageCapacity), hint: t('perCentre') },
          { label: t('expectedCandidates'), value: formatCount(capacity.expectedCandidates) },
          { label: t('utilizationRate'), value: formatPercent(capacity.utilizationRate), hint: t('realizedOfExpected', { count: formatCount(capacity.autotestedCentres) }) },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <ChartFigure id="capacity-chart" title={CAPACITY_TITLE} table={{ columns: [t('measure'), t('systems')], rows: systems.map((s) => [s.label, s.value]) }}>
          <BarChart data={systems} title={CAPACITY_TITLE} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" interval={0} tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} width={48} />
            <Tooltip />
            <Bar dataKey="value" name={t('systems')} maxBarSize={72} isAnimationActive={false}>
              {systems.map((s) => (
                <Cell key={s.label} fill={s.colour} />
              ))}
            </Bar>
          </BarChart>
        </ChartFigure>
        <ChartFigure id="performance-chart" title={PERFORMANCE_TITLE} table={{ columns: [t('performance'), t('centres')], rows: performance.map((p) => [p.label, p.value]) }}>
          <BarChart data={[...performance]} title={PERFORMANCE_TITLE} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" interval={0} tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip />
            <Bar dataKey="value" name={t('centres')} maxBarSize={72} isAnimationActive={false}>
              {performance.map((p) => (
                <Cell key={p.key} fill={PERFORMANCE_COLOURS[p.key]} />
              ))}
            </Bar>
          </BarChart>
        </ChartFigure>
      </Box>
    </Stack>
  );
}
