import { Box, Stack } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../charts/ChartFigure';
import { PERFORMANCE_COLOURS, SERIES } from '../charts/chartColours';
import { FigureList } from '../charts/FigureList';
import { NoData } from '../charts/NoData';
import { formatCount, formatPercent, hasCapacityData } from '../reportFigures';
import type { CapacityAnalysis } from '../reportTypes';

const CAPACITY_TITLE = 'Systems: declared and measured at the autotest';
const PERFORMANCE_TITLE = 'Autotest capacity performance';

/** Declared systems against what the autotest measured, and SPEC §9's Good/Fair/Poor split. */
export function CapacityTab({ capacity }: { capacity: CapacityAnalysis }) {
  if (!hasCapacityData(capacity)) return <NoData />;
  const systems = [
    { label: 'Declared', value: capacity.totalCapacity, colour: SERIES.neutral },
    { label: 'Autotest expected', value: capacity.autotestExpectedCapacity, colour: SERIES.approvals },
    { label: 'Autotest realized', value: capacity.autotestRealizedCapacity, colour: SERIES.registrations },
  ];
  const performance = [
    { key: 'good', label: 'Good (≥ 80%)', value: capacity.performance.good },
    { key: 'fair', label: 'Fair (60–79%)', value: capacity.performance.fair },
    { key: 'poor', label: 'Poor (< 60%)', value: capacity.performance.poor },
  ] as const;

  return (
    <Stack spacing={3}>
      <FigureList
        label="Capacity figures"
        figures={[
          { label: 'Total Capacity', value: formatCount(capacity.totalCapacity), hint: `systems in ${formatCount(capacity.centresWithCapacity)} centres` },
          { label: 'Average Capacity', value: formatCount(capacity.averageCapacity), hint: 'systems per centre' },
          { label: 'Expected Candidates', value: formatCount(capacity.expectedCandidates) },
          { label: 'Utilization Rate', value: formatPercent(capacity.utilizationRate), hint: `realized of expected, ${formatCount(capacity.autotestedCentres)} autotested` },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <ChartFigure id="capacity-chart" title={CAPACITY_TITLE} table={{ columns: ['Measure', 'Systems'], rows: systems.map((s) => [s.label, s.value]) }}>
          <BarChart data={systems} title={CAPACITY_TITLE} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" interval={0} tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} width={48} />
            <Tooltip />
            <Bar dataKey="value" name="Systems" maxBarSize={72} isAnimationActive={false}>
              {systems.map((s) => (
                <Cell key={s.label} fill={s.colour} />
              ))}
            </Bar>
          </BarChart>
        </ChartFigure>
        <ChartFigure id="performance-chart" title={PERFORMANCE_TITLE} table={{ columns: ['Performance', 'Centres'], rows: performance.map((p) => [p.label, p.value]) }}>
          <BarChart data={[...performance]} title={PERFORMANCE_TITLE} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" interval={0} tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip />
            <Bar dataKey="value" name="Centres" maxBarSize={72} isAnimationActive={false}>
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
