import type { CentreStatus } from '@cbt/contracts';
import { useTranslate } from 'react-admin';
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

/** The review funnel as it stands, and the decisions taken in the period. */
export function PipelineTab({ pipeline }: { pipeline: ApprovalPipeline }) {
  const translate = useTranslate();
  if (!hasPipelineData(pipeline)) return <NoData />;
  const t = (key: string, options?: object) => translate(`console.reports.pipeline.${key}`, options);
  const STAGE_TITLE = t('stageTitle');
  const DECISION_TITLE = t('decisionTitle');
  const stages = STAGES.map((status) => ({ status, label: t(`centreStatus.${status}`), count: pipeline.byStatus[status] ?? 0 }));
  const decisions = [
    { label: t('approvals'), count: pipeline.approvals },
    { label: t('autotestApprovals'), count: pipeline.autotestApprovals },
    { label: t('queries'), count: pipeline.queries },
    { label: t('rejections'), count: pipeline.rejections },
    { label: t('resets'), count: pipeline.resets },
  ];

  return (
    <Stack spacing={3}>
      <FigureList
        label={t('figures')}
        figures={[
          { label: t('pendingReview'), value: formatCount(pipeline.pendingReview), hint: t('waitingFirst') },
          { label: t('inProgress'), value: formatCount(pipeline.inProgress), hint: t('inProgressHint') },
          { label: t('averageTime'), value: t('days', { days: pipeline.averageTime }), hint: t('toFirstDecision', { count: formatCount(pipeline.decisionsTimed) }) },
          { label: t('rejectionRate'), value: formatPercent(pipeline.rejectionRate), hint: t('ofDecisions') },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <ChartFigure id="pipeline-stages-chart" title={STAGE_TITLE} table={{ columns: [t('status'), t('centres')], rows: stages.map((s) => [s.label, s.count]) }}>
          <BarChart data={stages} layout="vertical" title={STAGE_TITLE} margin={{ top: 8, right: 24, left: 8, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={150} />
            <Tooltip />
            <Bar dataKey="count" name={t('centres')} isAnimationActive={false}>
              {stages.map((s) => (
                <Cell key={s.status} fill={STATUS_COLOURS[s.status]} />
              ))}
            </Bar>
          </BarChart>
        </ChartFigure>
        <ChartFigure id="pipeline-decisions-chart" title={DECISION_TITLE} table={{ columns: [t('decision'), t('count')], rows: decisions.map((d) => [d.label, d.count]) }}>
          <BarChart data={decisions} layout="vertical" title={DECISION_TITLE} margin={{ top: 8, right: 24, left: 8, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={130} />
            <Tooltip />
            <Bar dataKey="count" name={t('decisions')} fill={SERIES.neutral} isAnimationActive={false} />
          </BarChart>
        </ChartFigure>
      </Box>
    </Stack>
  );
}
