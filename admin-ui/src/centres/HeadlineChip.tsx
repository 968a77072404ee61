import { headlineStatus, type HeadlineFacts, type HeadlineTone } from '@cbt/contracts';
import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

// MUI's warning and info colours on white fall below 4.5:1, so each tone has its own dark text on
// a light tint (all above 7:1).
const TONES: Record<HeadlineTone, { color: string; bgcolor: string }> = {
  warning: { color: '#6d3b00', bgcolor: '#fff3e0' },
  info: { color: '#0d3c61', bgcolor: '#e3f2fd' },
  success: { color: '#084d28', bgcolor: '#e8f5e9' },
  danger: { color: '#7a1212', bgcolor: '#fdecea' },
  attention: { color: '#4a148c', bgcolor: '#f3e5f5' },
};

/**
 * The status a person sees first (DECISIONS §10): headlineStatus's key as a chip and, when an
 * accreditation leads, the registration status beside it. Spans, so it may sit in a line of text.
 */
export function HeadlineChip({ centre }: { centre: HeadlineFacts }) {
  const translate = useTranslate();
  const headline = headlineStatus(centre);
  const registration = translate(`console.centre.history.status.${headline.registration}`);
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <Chip component="span" size="small" sx={{ fontWeight: 600, ...TONES[headline.tone] }} label={translate(`console.centres.headline.${headline.key}`)} />
      {headline.accreditationLeads && (
        <Box component="span" sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
          {translate('console.centres.registrationBeside', { status: registration })}
        </Box>
      )}
    </Box>
  );
}
