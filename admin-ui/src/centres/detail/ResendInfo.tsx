import { useEffect, useState } from 'react';
import { SECURITY_MSG } from '@cbt/contracts';
import { Typography } from '@mui/material';
import { apiRequest } from '../../api';

interface ResendState {
  lastSentAt: string | null;
  resentToday: number;
  nextAllowedAt: string | null;
}
type ResendStatus = Record<'registration' | 'autotest', ResendState>;

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * Under the resend buttons (issue 15): when each approval email last went and, while resends are
 * limited (1 per 10 minutes, 5 a day), when the next is accepted. Read again after every resend.
 */
export function ResendInfo({ centreId, busy }: { centreId: string; busy: boolean }) {
  const [status, setStatus] = useState<ResendStatus | null>(null);
  useEffect(() => {
    if (busy) return;
    let live = true;
    apiRequest<ResendStatus>(`/admin/schools/${encodeURIComponent(centreId)}/resends`)
      .then((answer) => live && setStatus(answer.data ?? null))
      .catch(() => live && setStatus(null));
    return () => {
      live = false;
    };
  }, [centreId, busy]);
  if (!status) return null;
  const line = (label: string, state: ResendState) =>
    state.lastSentAt ? `${label}: ${SECURITY_MSG.lastResentAt(when(state.lastSentAt))}${state.nextAllowedAt ? ` (next resend from ${when(state.nextAllowedAt)})` : ''}` : null;
  const lines = [line('Registration email', status.registration), line('Autotest email', status.autotest)].filter((l): l is string => l !== null);
  if (lines.length === 0) return null;
  return (
    <>
      {lines.map((text) => (
        <Typography key={text} variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="resend-info">
          {text}
        </Typography>
      ))}
    </>
  );
}
