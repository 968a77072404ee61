import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { CENTRES, type CentreDataProvider } from '../../dataProvider';
import type { ResendState } from '../../providers/centreTrustProvider';
import { useShownValues } from './format';

/** The resend state's cache key; FeedbackCard invalidates it after every resend so the lines are read again. */
export const resendQueryKey = (centreId: string) => [CENTRES, 'resends', centreId] as const;

/**
 * Under the resend buttons (docs/SECURITY.md, red-team pass 1, row 11): when each approval email last went and, while resends are
 * limited (1 per 10 minutes, 5 a day), when the next is accepted. A failed read shows nothing.
 */
export function ResendInfo({ centreId }: { centreId: string }) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const translate = useTranslate();
  const { shownDate } = useShownValues();
  const { data: status } = useQuery({
    queryKey: resendQueryKey(centreId),
    queryFn: ({ signal }) => dataProvider.resendStatus(centreId, signal),
    retry: false,
  });
  if (!status) return null;
  const line = (kind: 'registration' | 'autotest') => {
    const state: ResendState = status[kind];
    if (!state.lastSentAt) return null;
    const values = {
      label: translate(`console.centre.resend.${kind}`),
      lastSent: translate('console.centre.resend.lastSent', { when: shownDate(state.lastSentAt, true) }),
      next: state.nextAllowedAt ? shownDate(state.nextAllowedAt, true) : '',
    };
    return translate(state.nextAllowedAt ? 'console.centre.resend.lineWithNext' : 'console.centre.resend.line', values);
  };
  const lines = [line('registration'), line('autotest')].filter((l): l is string => l !== null);
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
