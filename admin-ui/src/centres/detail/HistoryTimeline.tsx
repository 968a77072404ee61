import { useEffect, useState } from 'react';
import { CENTRE_STATUS_LABELS, type CentreStatus } from '@cbt/contracts';
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { CentreDataProvider } from '../../dataProvider';
import { historyLabel } from '../actionLabels';
import type { HistoryEntry } from '../centreTypes';

function actorText(actor: HistoryEntry['actor']): string {
  if (actor === 'centre') return 'The centre';
  if (actor === 'system') return 'System';
  return [actor.name, actor.email && `(${actor.email})`].filter(Boolean).join(' ') || 'An admin';
}

const statusLabel = (status: string | null) => (status ? (CENTRE_STATUS_LABELS[status as CentreStatus] ?? status) : '');

/** The whole action history, newest first, as the server keeps it (never edited). */
export function HistoryTimeline({ centreId, reloadKey }: { centreId: string; reloadKey: string }) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Reloaded after every action taken on this screen.
  useEffect(() => {
    let live = true;
    dataProvider.centreHistory(centreId).then(
      (loaded) => live && setEntries(loaded),
      (failure: unknown) => live && setError(failure instanceof Error ? failure.message : 'The history could not be loaded.'),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, centreId, reloadKey]);

  return (
    <Card component="section" aria-labelledby="history-title">
      <CardContent>
        <Typography id="history-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Action History
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        {!entries && !error && <CircularProgress size={24} aria-label="Loading the history" />}
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries?.map((entry) => {
            const note = entry.reason ?? entry.details ?? entry.instructions;
            const moved = entry.fromStatus && entry.toStatus && entry.fromStatus !== entry.toStatus;
            return (
              <Box component="li" key={entry.id} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 2, pb: 2, ml: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{historyLabel(entry.action)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {new Date(entry.at).toLocaleString()} · {actorText(entry.actor)}
                  {moved ? ` · ${statusLabel(entry.fromStatus)} → ${statusLabel(entry.toStatus)}` : ''}
                </Typography>
                {note && <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{note}</Typography>}
              </Box>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}
