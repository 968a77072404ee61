import { CENTRE_STATUS_LABELS, type CentreStatus } from '@cbt/contracts';
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { CENTRES, type CentreDataProvider } from '../../dataProvider';
import { historyLabel } from '../actionLabels';
import type { HistoryEntry } from '../centreTypes';
import { useShownValues } from './format';

/** The whole action history, newest first, as the server keeps it (never edited). */
export function HistoryTimeline({ centreId, reloadKey }: { centreId: string; reloadKey: string }) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const translate = useTranslate();
  const { shownDate } = useShownValues();
  const t = (key: string, options?: Record<string, unknown>) => translate(`console.centre.history.${key}`, options);
  // Read again after every action taken on this screen (a new reloadKey); this centre's entries stay until the new ones arrive.
  const history = useQuery({
    queryKey: [CENTRES, 'history', centreId, reloadKey],
    queryFn: () => dataProvider.centreHistory(centreId),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === centreId ? previous : undefined),
    retry: false,
  });
  const entries = history.data;
  const error = history.error ? (history.error instanceof Error && history.error.message ? history.error.message : t('loadFailed')) : null;

  const actorText = (actor: HistoryEntry['actor']) => {
    if (actor === 'centre') return t('actor.centre');
    if (actor === 'system') return t('actor.system');
    return [actor.name, actor.email && `(${actor.email})`].filter(Boolean).join(' ') || t('actor.admin');
  };
  const statusLabel = (status: string | null) => (status ? t(`status.${status}`, { _: CENTRE_STATUS_LABELS[status as CentreStatus] ?? status }) : '');
  const eventLabel = (action: string) => historyLabel(action, translate);

  return (
    <Card component="section" aria-labelledby="history-title">
      <CardContent>
        <Typography id="history-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('title')}
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        {!entries && !error && <CircularProgress size={24} aria-label={t('loading')} />}
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries?.map((entry) => {
            const note = entry.reason ?? entry.details ?? entry.instructions;
            const moved = entry.fromStatus && entry.toStatus && entry.fromStatus !== entry.toStatus;
            return (
              <Box component="li" key={entry.id} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 2, pb: 2, ml: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{eventLabel(entry.action)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {shownDate(entry.at, true)} · {actorText(entry.actor)}
                  {moved ? ` · ${statusLabel(entry.fromStatus)} → ${statusLabel(entry.toStatus)}` : ''}
                </Typography>
                {note && (
                  <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
                    {note}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}
