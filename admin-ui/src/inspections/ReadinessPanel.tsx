import type { Readiness } from '@cbt/contracts';
import { Alert, Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The readiness a visit's findings give: ready or not, the weighted score, the gaps and the contradicted declarations, in words. */
export function ReadinessPanel({ readiness, compact = false }: { readiness: Readiness; compact?: boolean }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`console.inspections.${key}`, options);
  // Nothing recorded yet: the visit has not taken place, so there is no score to call "not ready".
  if (readiness.recorded === 0) {
    return (
      <Stack spacing={1} data-testid="readiness-not-inspected">
        <Chip label={t('notInspected')} sx={{ alignSelf: 'flex-start', maxWidth: '100%' }} />
        <Typography variant="body2" color="text.secondary">
          {t('notInspectedHelp')}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={1} aria-label={t('score', { score: readiness.score })}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip color={readiness.mandatoryMet ? 'success' : 'error'} label={t(readiness.mandatoryMet ? 'ready' : 'notReady')} sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }} />
        <Typography sx={{ fontWeight: 600 }} data-testid="readiness-score">
          {t('score', { score: readiness.score })}
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={readiness.score} color={readiness.mandatoryMet ? 'success' : 'warning'} aria-hidden />
      <Typography variant="body2" color="text.secondary">
        {t('scoreOf', { met: readiness.met, total: readiness.total, recorded: readiness.recorded })}
      </Typography>
      {readiness.contradictions.length > 0 && (
        <Alert severity="warning" role="note">
          <Typography variant="subtitle2" component="h3">
            {t('contradictions')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {readiness.contradictions.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </Box>
        </Alert>
      )}
      {!compact && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('gaps')}
          </Typography>
          {readiness.gaps.length === 0 ? (
            <Typography variant="body2">{t('noGaps')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="readiness-gaps">
              {readiness.gaps.map((gap) => (
                <li key={gap}>
                  <Typography variant="body2">{gap}</Typography>
                </li>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Stack>
  );
}
