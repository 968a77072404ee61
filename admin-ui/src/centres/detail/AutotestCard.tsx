import { Card, CardContent, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CentreDetail } from '../centreTypes';
import { FieldGrid } from './FieldGrid';
import { useShownValues } from './format';

const PERFORMANCE_COLOUR = { Good: 'success', Fair: 'warning', Poor: 'error' } as const;

/** Shown once the autotest system (or a national admin) has recorded a result. */
export function AutotestCard({ centre }: { centre: CentreDetail }) {
  const translate = useTranslate();
  const { shown, shownDate } = useShownValues();
  const t = (key: string, options?: Record<string, unknown>) => translate(`console.centre.autotest.${key}`, options);
  const school = centre.school;
  if (!school.autotestCompletedDate && !school.autotestDecision) return null;
  const performance = centre.capacityPerformance;
  const percent = (value: unknown) => (value === null || value === undefined ? shown(null) : t('percent', { value: String(value) }));
  return (
    <Card component="section" aria-labelledby="autotest-title">
      <CardContent>
        <Typography id="autotest-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('title')}
        </Typography>
        <FieldGrid
          rows={[
            [t('completedDate'), shownDate(school.autotestCompletedDate)],
            [t('decision'), typeof school.autotestDecision === 'string' ? t(`decisionValue.${school.autotestDecision}`, { _: school.autotestDecision }) : shown(school.autotestDecision)],
            [t('expectedCapacity'), shown(school.autotestExpectedCapacity)],
            [t('realizedCapacity'), shown(school.autotestRealizedCapacity)],
            [t('score'), percent(school.autotestScore)],
            [t('utilization'), percent(performance?.percent)],
          ]}
        />
        {performance && (
          <Chip
            sx={{ mt: 2 }}
            color={PERFORMANCE_COLOUR[performance.label]}
            label={t('performance', { label: translate(`console.centre.autotest.performanceLabel.${performance.label}`, { _: performance.label }) })}
          />
        )}
      </CardContent>
    </Card>
  );
}
