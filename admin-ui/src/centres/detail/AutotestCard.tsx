import { Card, CardContent, Chip, Typography } from '@mui/material';
import type { CentreDetail } from '../centreTypes';
import { FieldGrid } from './FieldGrid';
import { shown, shownDate } from './format';

const PERFORMANCE_COLOUR = { Good: 'success', Fair: 'warning', Poor: 'error' } as const;

/** Shown once the autotest system (or a national admin) has recorded a result. */
export function AutotestCard({ centre }: { centre: CentreDetail }) {
  const school = centre.school;
  if (!school.autotestCompletedDate && !school.autotestDecision) return null;
  const performance = centre.capacityPerformance;
  return (
    <Card component="section" aria-labelledby="autotest-title">
      <CardContent>
        <Typography id="autotest-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Autotest Result
        </Typography>
        <FieldGrid
          rows={[
            ['Completed Date', shownDate(school.autotestCompletedDate)],
            ['Decision', shown(school.autotestDecision)],
            ['Expected Capacity', shown(school.autotestExpectedCapacity)],
            ['Realized Capacity', shown(school.autotestRealizedCapacity)],
            ['Score', school.autotestScore === null || school.autotestScore === undefined ? 'Not provided' : `${school.autotestScore}%`],
            ['Utilization', performance ? `${performance.percent}%` : 'Not provided'],
          ]}
        />
        {performance && (
          <Chip sx={{ mt: 2 }} color={PERFORMANCE_COLOUR[performance.label]} label={`Capacity performance: ${performance.label}`} />
        )}
      </CardContent>
    </Card>
  );
}
