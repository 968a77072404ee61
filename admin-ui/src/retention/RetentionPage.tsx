import { useState } from 'react';
import { Box, Card, CardContent, CardHeader, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RetentionDueView } from '@cbt/contracts';
import { Button, CanAccess, Loading, Title, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { CentreDataProvider } from '../dataProvider';
import { RETENTION } from '../providers/retentionProvider';

const QUERY_KEY = ['privacy', 'retention'];

/** Asks for the reason a legal hold is set or lifted with (the server refuses an empty one). */
function HoldDialog({ title, onConfirm, onClose, pending }: { title: string; onConfirm: (reason: string) => void; onClose: () => void; pending: boolean }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  return (
    <Dialog open onClose={onClose} aria-labelledby="hold-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="hold-dialog-title">{translate(title)}</DialogTitle>
      <DialogContent>
        <TextField autoFocus fullWidth multiline minRows={2} margin="dense" label={translate('console.retention.reasonLabel')} value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
      </DialogContent>
      <DialogActions>
        <Button label="console.retention.cancel" onClick={onClose} />
        <Button label="console.retention.confirm" variant="contained" disabled={pending || reason.trim() === ''} onClick={() => onConfirm(reason.trim())} />
      </DialogActions>
    </Dialog>
  );
}

/**
 * The Retention screen (holders of `privacy.retention`, DECISIONS §10): what the daily retention job
 * erases next and the centres under legal hold, with holds set and lifted from here. It shows
 * references and account ids, never a person's name.
 */
export default function RetentionPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<CentreDataProvider>();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ kind: 'set' | 'lift'; centreId: string } | null>(null);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const { data, isPending, error } = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.retentionOverview() });
  const change = useMutation({
    mutationFn: async ({ kind, centreId, reason }: { kind: 'set' | 'lift'; centreId: string; reason: string }): Promise<void> => {
      if (kind === 'set') await dataProvider.setLegalHold(centreId, reason);
      else await dataProvider.liftLegalHold(centreId, reason);
    },
    onSuccess: (_result, { kind }) => {
      notify(kind === 'set' ? 'console.retention.holdSet' : 'console.retention.holdLifted', { type: 'success' });
      setDialog(null);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
    onError: (e: Error) => notify(e.message || 'console.retention.actionFailed', { type: 'error' }),
  });
  if (isPending) return <Loading />;
  if (error || !data) return <Typography sx={{ m: 2 }}>{translate('console.retention.loadFailed')}</Typography>;
  const subject = (d: RetentionDueView) => (d.subjectType === 'staff' ? translate('console.retention.staffAccount', { id: d.subjectId.slice(0, 8) }) : d.label);
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <Title title="console.page.retention" />
      <Card>
        <CardHeader title={translate('console.retention.dueTitle')} />
        <CardContent sx={{ overflowX: 'auto' }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('console.retention.dueHelp')}
          </Typography>
          {data.due.length === 0 ? (
            <Typography>{translate('console.retention.noneDue')}</Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('console.retention.fields.subject')}</TableCell>
                  <TableCell>{translate('console.retention.fields.rule')}</TableCell>
                  <TableCell>{translate('console.retention.fields.lastActivity')}</TableCell>
                  <TableCell>{translate('console.retention.fields.dueAt')}</TableCell>
                  <TableCell>{translate('console.retention.fields.status')}</TableCell>
                  <TableCell>{translate('console.retention.fields.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.due.map((d) => (
                  <TableRow key={d.subject}>
                    <TableCell>{subject(d)}</TableCell>
                    <TableCell>{translate(`console.retention.rule.${d.rule}`)}</TableCell>
                    <TableCell>{date.format(new Date(d.lastActivity))}</TableCell>
                    <TableCell>{date.format(new Date(d.dueAt))}</TableCell>
                    <TableCell>
                      <Chip size="small" color={d.held ? 'warning' : 'default'} label={translate(d.held ? 'console.retention.held' : 'console.retention.notHeld')} />
                    </TableCell>
                    <TableCell>
                      {d.subjectType === 'centre' && !d.held ? (
                        <CanAccess resource={RETENTION} action="hold">
                          <Button label="console.retention.setHold" onClick={() => setDialog({ kind: 'set', centreId: d.subjectId })} />
                        </CanAccess>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={translate('console.retention.holdsTitle')} />
        <CardContent sx={{ overflowX: 'auto' }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('console.retention.holdsHelp')}
          </Typography>
          {data.legalHolds.length === 0 ? (
            <Typography>{translate('console.retention.noHolds')}</Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('console.retention.fields.centre')}</TableCell>
                  <TableCell>{translate('console.retention.fields.reason')}</TableCell>
                  <TableCell>{translate('console.retention.fields.setAt')}</TableCell>
                  <TableCell>{translate('console.retention.fields.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.legalHolds.map((h) => (
                  <TableRow key={h.centreId}>
                    <TableCell>
                      {h.centreName} ({h.reference})
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{h.reason}</TableCell>
                    <TableCell>{date.format(new Date(h.setAt))}</TableCell>
                    <TableCell>
                      <CanAccess resource={RETENTION} action="lift">
                        <Button label="console.retention.liftHold" onClick={() => setDialog({ kind: 'lift', centreId: h.centreId })} />
                      </CanAccess>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      {dialog ? (
        <HoldDialog
          title={dialog.kind === 'set' ? 'console.retention.setHoldTitle' : 'console.retention.liftHoldTitle'}
          pending={change.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(reason) => change.mutate({ ...dialog, reason })}
        />
      ) : null}
    </Box>
  );
}
