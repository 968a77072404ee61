import type { CSSProperties } from 'react';
import { headlineStatus, type HeadlineFacts, type HeadlineTone } from '@cbt/contracts';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

// MUI's warning and info colours on white fall below 4.5:1, so each tone has its own dark text on
// a light tint (all above 7:1).
const TONES: Record<HeadlineTone, CSSProperties> = {
  warning: { color: '#6d3b00', backgroundColor: '#fff3e0', fontWeight: 600 },
  info: { color: '#0d3c61', backgroundColor: '#e3f2fd', fontWeight: 600 },
  success: { color: '#084d28', backgroundColor: '#e8f5e9', fontWeight: 600 },
  danger: { color: '#7a1212', backgroundColor: '#fdecea', fontWeight: 600 },
  attention: { color: '#4a148c', backgroundColor: '#f3e5f5', fontWeight: 600 },
};
// Fixed styles rather than sx: the list draws a chip per row, and sx is worked out again on every render.
const WRAP: CSSProperties = { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 };
const BESIDE: CSSProperties = { fontSize: '0.8125rem', color: 'rgba(0, 0, 0, 0.6)' };

/**
 * The status a person sees first (DECISIONS §10): headlineStatus's key as a chip and, when an
 * accreditation leads, the registration status beside it. Spans, so it may sit in a line of text.
 */
export function HeadlineChip({ centre }: { centre: HeadlineFacts }) {
  const translate = useTranslate();
  const headline = headlineStatus(centre);
  return (
    <span style={WRAP}>
      <Chip component="span" size="small" style={TONES[headline.tone]} label={translate(`console.centres.headline.${headline.key}`)} />
      {headline.accreditationLeads && <span style={BESIDE}>{translate('console.centres.registrationBeside', { status: translate(`console.centre.history.status.${headline.registration}`) })}</span>}
    </span>
  );
}
