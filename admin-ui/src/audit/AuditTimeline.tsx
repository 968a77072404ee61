import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { consoleFormat } from '../shared/format';
import { AuditChanges } from './AuditChanges';
import { AuditTarget } from './AuditTarget';
import { actionLabel, actorLabel, type AuditRecord } from './auditTypes';

/** The page's entries as a timeline, newest first. */
export function AuditTimeline() {
  const { data, isPending } = useListContext<AuditRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (isPending) return null;
  if (!data || data.length === 0) return <Typography sx={{ p: 2 }}>{translate('console.audit.noEntries')}</Typography>;
  return (
    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 2 }} aria-label={translate('console.audit.timelineLabel')}>
      {data.map((entry) => (
        <Paper component="li" key={entry.id} variant="outlined" sx={{ p: 1.5, borderLeft: 4, borderLeftColor: 'primary.main' }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 190 }}>
              {consoleFormat(locale).dateTime(entry.at)}
            </Typography>
            <Chip size="small" label={actionLabel(entry.action, translate)} title={translate('console.audit.code', { code: entry.action })} />
            <Typography variant="body2">{actorLabel(entry.actor, translate)}</Typography>
            <Typography variant="body2">
              <AuditTarget record={entry} />
            </Typography>
            {entry.state && <Chip size="small" variant="outlined" label={entry.state} />}
            <Typography variant="caption" color="text.secondary">
              #{entry.id}
            </Typography>
          </Stack>
          <Box sx={{ mt: 0.5 }}>
            <AuditChanges record={entry} />
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
