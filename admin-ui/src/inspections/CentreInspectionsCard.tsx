import { Alert, Button, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CentreDataProvider } from '../dataProvider';
import { INSPECTIONS } from '../providers/inspectionsProvider';
import { useFormat } from '../shared/format';
import { ReadinessPanel } from './ReadinessPanel';
import { visitDay } from './visitDates';

export const centreInspectionsKey = (centreId: string) => [INSPECTIONS, 'centre', centreId];

/** One query per centre, shared by the centre's inspections card and its accreditation stage. */
export function useCentreInspections(centreId: string, enabled = true) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  return useQuery({ queryKey: centreInspectionsKey(centreId), queryFn: ({ signal }) => dataProvider.centreInspections(centreId, signal), enabled, retry: false });
}

/** On the centre's page: the readiness of its newest submitted visit, its visits, and scheduling one. */
export function CentreInspectionsCard({ centreId }: { centreId: string }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`console.inspections.${key}`, options);
  const format = useFormat();
  const canRead = useCanAccess({ resource: INSPECTIONS, action: 'list' }).canAccess === true;
  const canSchedule = useCanAccess({ resource: INSPECTIONS, action: 'create' }).canAccess === true;
  const summary = useCentreInspections(centreId, canRead);
  if (!canRead) return null;
  const data = summary.data;
  return (
    <Card component="section" aria-labelledby="inspections-title">
      <CardContent>
        <Typography id="inspections-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('centreCard.title')}
        </Typography>
        {summary.error && <Alert severity="error">{t('loadFailed')}</Alert>}
        {data && (
          <Stack spacing={2}>
            {data.latest ? (
              <Stack spacing={1}>
                <Typography variant="body2">{t('centreCard.latest', { date: visitDay(format, data.latest.visitDate) })}</Typography>
                <ReadinessPanel readiness={data.latest.readiness} />
              </Stack>
            ) : (
              <Typography>{t('centreCard.none')}</Typography>
            )}
            {data.visits.length > 0 && (
              <Stack spacing={0.5} component="ul" sx={{ m: 0, pl: 2 }} aria-label={t('centreCard.visits')}>
                {data.visits.map((v) => (
                  <li key={v.id}>
                    <MuiLink component={Link} to={`/${INSPECTIONS}/${v.id}/show`}>
                      {visitDay(format, v.visitDate)} · {t(`status.${v.status}`)}
                      {v.score !== null ? ` · ${t('score', { score: v.score })}` : ''}
                    </MuiLink>
                  </li>
                ))}
              </Stack>
            )}
            {canSchedule && (
              <Button variant="outlined" component={Link} to={`/${INSPECTIONS}/create?centreId=${encodeURIComponent(centreId)}`} sx={{ alignSelf: 'flex-start' }}>
                {t('schedule')}
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** Under the accreditation's active stage when it waits for an inspection visit: why it is held, or that the visit is in. */
export function StageInspectionNote({ centreId }: { centreId: string }) {
  const translate = useTranslate();
  const summary = useCentreInspections(centreId);
  const gate = summary.data?.gate;
  if (!gate) return null;
  return (
    <Alert severity={gate.satisfied ? 'success' : 'warning'} data-testid="stage-inspection-gate">
      <Typography variant="subtitle2" component="p">
        {translate(gate.satisfied ? 'console.inspections.gate.satisfied' : gate.requiresCountersignedVisit ? 'console.inspections.gate.waitingCountersign' : 'console.inspections.gate.waiting')}
      </Typography>
      {gate.reason && <Typography variant="body2">{gate.reason}</Typography>}
    </Alert>
  );
}
