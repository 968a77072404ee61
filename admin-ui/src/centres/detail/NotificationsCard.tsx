import { useState } from 'react';
import type { NotificationView } from '@cbt/contracts';
import { Alert, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { CENTRES, type CentreDataProvider } from '../../dataProvider';
import { useFormat } from '../../shared/format';

/** While one is queued, the card reads the list again every few seconds until it is sent or failed. */
const POLL_MS = 3000;
const STATE_COLOUR = { queued: 'default', sent: 'success', failed: 'error' } as const;

/**
 * The centre's reminders and escalations (docs/TRUST.md "Deadlines and reminders"), each with its
 * delivery state from the outbox and the mail job; those who may review the centre resend one.
 */
export function NotificationsCard({ centre }: { centre: { id: string | number } }) {
  const centreId = String(centre.id);
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`console.deadlines.notifications.${key}`, options);
  const format = useFormat();
  const dataProvider = useDataProvider<CentreDataProvider>();
  const queryClient = useQueryClient();
  const canRead = useCanAccess({ resource: CENTRES, action: 'notifications', record: centre }).canAccess === true;
  const canResend = useCanAccess({ resource: CENTRES, action: 'resend-notification', record: centre }).canAccess === true;
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const key = [CENTRES, 'notifications', centreId];
  const list = useQuery<NotificationView[]>({
    queryKey: key,
    queryFn: ({ signal }) => dataProvider.centreNotifications(centreId, signal),
    enabled: canRead,
    retry: false,
    refetchInterval: (query) => (query.state.data?.some((n) => n.state === 'queued') ? POLL_MS : false),
  });
  const resend = useMutation({
    mutationFn: (id: string) => dataProvider.resendNotification(centreId, id),
    onSuccess: () => {
      setMessage({ type: 'success', text: t('resent') });
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => setMessage({ type: 'error', text: error instanceof Error ? error.message : t('resendFailed') }),
  });
  if (!canRead) return null;
  const when = (iso: string) => format.dateTime(new Date(iso));
  return (
    <Card component="section" aria-labelledby="notifications-title">
      <CardContent>
        <Typography id="notifications-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('title')}
        </Typography>
        {list.error && <Alert severity="error">{t('loadFailed')}</Alert>}
        {message && (
          <Alert severity={message.type} onClose={() => setMessage(null)} sx={{ mb: 2 }}>
            {message.text}
          </Alert>
        )}
        {list.isPending && <LinearProgress />}
        {list.data && list.data.length === 0 && <Typography>{t('none')}</Typography>}
        {list.data && list.data.length > 0 && (
          <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label={t('title')}>
            {list.data.map((n) => (
              <Stack component="li" key={n.id} spacing={0.5} data-testid="notification">
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                  <Typography variant="subtitle2" component="span">
                    {t(`kind.${n.kind}`)}
                  </Typography>
                  <Chip size="small" color={STATE_COLOUR[n.state]} label={t(`state.${n.state}`)} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t('created', { date: when(n.createdAt) })}
                  {n.sentAt ? ` · ${t('sentAt', { date: when(n.sentAt) })}` : ''}
                  {n.resends > 0 ? ` · ${t('resends', { count: n.resends })}` : ''}
                </Typography>
                <Typography variant="body2">{t('recipients', { to: n.recipients.join(', ') || '-' })}</Typography>
                {n.state === 'failed' && n.lastError && (
                  <Alert severity="error" sx={{ py: 0 }}>
                    {n.lastError}
                  </Alert>
                )}
                {canResend && n.recipients.length > 0 && n.state !== 'queued' && (
                  <Button size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }} disabled={resend.isPending} onClick={() => resend.mutate(n.id)}>
                    {t('resend')}
                  </Button>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
