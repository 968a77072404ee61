import { CENTRE_STATUS_LABELS, type CentreStatus } from '@cbt/contracts';
import { Box, Stack } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../charts/ChartFigure';
import { SERIES, STATUS_COLOURS } from '../charts/chartColours';
import { FigureList } from '../charts/FigureList';
import { NoData } from '../charts/NoData';
import { formatCount, formatPercent, hasPipelineData } from '../reportFigures';
import type { ApprovalPipeline } from '../reportTypes';

// The review's order: waiting, approved for registration, approved for autotest; then the side exits.
const STAGES: CentreStatus[] = ['pending', 'registration_approved', 'autotest_approved', 'query', 'rejected'];
const STAGE_TITLE = 'Centres at each step now';
const DECISION_TITLE = 'Decisions this period';

/** The review funnel as it stands, and the decisions taken in the period. */
export function PipelineTab({ pipeline }: { pipeline: ApprovalPipeline }) {
  if (!hasPipelineData(pipeline)) return <NoData />;
  const stages = STAGES.map((status) => ({ status, label: CENTRE_STATUS_LABELS[status], count: pipeline.byStatus[status] ?? 0 }));
  const decisions = [
    { label: 'Approvals', count: pipeline.approvals },
    { label: 'Autotest approvals', count: pipeline.autotestApprovals },
    { label: 'Queries', count: pipeline.queries },
    { label: 'Rejections', count: pipeline.rejections },
    { label: 'Resets', count: pipeline.resets },
  ];

  return (
    <Stack spacing={3}>
      <FigureList
        label="Pipeline figures"
        figures={[
          { label: 'Pending Review', value: formatCount(pipeline.pendingReview), hint: 'waiting for a first decision' },
          { label: 'In Progress', value: formatCount(pipeline.inProgress), hint: 'approved for registration or queried' },
          { label: 'Average Time', value: `${pipeline.averageTime} days`, hint: `to a first decision (${formatCount(pipeline.decisionsTimed)} measured)` },
          { label: 'Rejection Rate', value: formatPercent(pipeline.rejectionRate), hint: 'of this period’s decisions' },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <ChartFigure id="pipeline-stages-chart" title={STAGE_TITLE} table={{ columns: ['Status', 'Centres'], rows: stages.map((s) => [s.label, s.count]) }}>
          <BarChart data={stages} layout="vertical" title={STAGE_TITLE} margin={{ top: 8, right: 24, left: 8, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={150} />
            <Tooltip />
            <Bar dataKey="count" name="Centres" isAnimationActive={false}>
              {stages.map((s) => (
                <Cell key={s.status} fill={STATUS_COLOURS[s.status]} />
              ))}
            </Bar>
          </BarChart>
        </ChartFigure>
        <ChartFigure id="pipeline-decisions-chart" title={DECISION_TITLE} table={{ columns: ['Decision', 'Count'], rows: decisions.map((d) => [d.label, d.count]) }}>
          <BarChart data={decisions} layout="vertical" title={DECISION_TITLE} margin={{ top: 8, right: 24, left: 8, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={130} />
            <Tooltip />
            <Bar dataKey="count" name="Decisions" fill={SERIES.neutral} isAnimationActive={false} />
          </BarChart>
        </ChartFigure>
      </Box>
    </Stack>
  );
}
