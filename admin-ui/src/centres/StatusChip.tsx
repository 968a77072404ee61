import { CENTRE_STATUS_LABELS, type CentreStatus } from '@cbt/contracts';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

// MUI's warning and info colours on white fall below 4.5:1, so each status has its own dark
// text on a light tint (all above 7:1).
const COLOURS: Record<CentreStatus, { color: string; bgcolor: string }> = {
  pending: { color: '#6d3b00', bgcolor: '#fff3e0' },
  registration_approved: { color: '#0d3c61', bgcolor: '#e3f2fd' },
  autotest_approved: { color: '#084d28', bgcolor: '#e8f5e9' },
  rejected: { color: '#7a1212', bgcolor: '#fdecea' },
  query: { color: '#4a148c', bgcolor: '#f3e5f5' },
};

/** A span, so the chip may sit inside a line of text (the phone list's secondary line). */
export function StatusChip({ status }: { status: CentreStatus }) {
  const translate = useTranslate();
  const label = translate(`console.centre.history.status.${status}`, { _: CENTRE_STATUS_LABELS[status] ?? status });
  return <Chip component="span" size="small" sx={{ fontWeight: 600, ...(COLOURS[status] ?? {}) }} label={label} />;
}
