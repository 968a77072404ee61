import { useState } from 'react';
import type { CentreSanctionsView, NoticeOutcome, NoticeView, SanctionKind } from '@cbt/contracts';
import { Alert, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CentreDataProvider } from '../../dataProvider';
import type { CentreAccreditation } from '../../providers/centreTrustProvider';
import { DueProcessDocuments } from '../../shared/DueProcessDocuments';
import { ReasonedButton } from '../../shared/ReasonedButton';
import type { CentreDetail } from '../centreTypes';
import { useShownValues } from '../detail/format';

type Result = { type: 'success' | 'error'; message: string };

/** One button of the card: the sanction it makes and whether at once. */
interface Choice {
  key: 'warning' | 'proposeSuspension' | 'suspendNow' | 'proposeRevocation' | 'revokeNow' | 'delisting';
  kind: SanctionKind;
  urgent: boolean;
}

const CHOICES: Choice[] = [
  { key: 'warning', kind: 'warning', urgent: false },
  { key: 'proposeSuspension', kind: 'suspension', urgent: false },
  { key: 'suspendNow', kind: 'suspension', urgent: true },
  { key: 'proposeRevocation', kind: 'revocation', urgent: false },
  { key: 'revokeNow', kind: 'revocation', urgent: true },
  { key: 'delisting', kind: 'delisting', urgent: false },
];

/** The standings of an accreditation in force a suspension or a revocation can start from (the standing machine's moves). */
const SUSPENDABLE = ['accredited'];
const REVOCABLE = ['accredited', 'suspended', 'expired'];

/**
 * DECISIONS §10 on the centre's accreditation tab (super admins): warnings, suspensions (until a date),
 * revocations and delistings, each button disabled with the reason where it cannot apply; the
 * notices of proposal with the centre's representations, decided once these are in or the window passed.
 */
export function SanctionsCard({ centre, canChange, onResult }: { centre: CentreDetail; canChange: boolean; onResult: (result: Result) => void }) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { shownDate } = useShownValues();
  const t = (key: string, options?: Record<string, unknown>) => translate(`console.sanctions.${key}`, options);
  const queryKey = ['centre-sanctions', centre.id];
  const sanctions = useQuery<CentreSanctionsView>({ queryKey, queryFn: ({ signal }) => dataProvider.centreSanctions(centre.id, signal), enabled: canChange });
  const [choice, setChoice] = useState<Choice | null>(null);
  const [deciding, setDeciding] = useState<NoticeView | null>(null);
  const [reasons, setReasons] = useState('');
  const [until, setUntil] = useState('');
  const [outcome, setOutcome] = useState<NoticeOutcome>('imposed');
  const [error, setError] = useState<string | null>(null);
  const done = (message: string) => {
    setChoice(null);
    setDeciding(null);
    void queryClient.invalidateQueries({ queryKey });
    onResult({ type: 'success', message });
  };
  const failed = (err: unknown) => onResult({ type: 'error', message: err instanceof Error ? err.message : t('failed') });
  const impose = useMutation({
    mutationFn: (c: Choice) => dataProvider.imposeSanction(centre.id, { kind: c.kind, reasons, ...(c.kind === 'suspension' || c.kind === 'revocation' ? { urgent: c.urgent } : {}), until: until || undefined }),
    onSuccess: (answer) => done(answer.message),
    onError: failed,
  });
  const decide = useMutation({
    mutationFn: (notice: NoticeView) => dataProvider.decideNotice(centre.id, notice.id, outcome, reasons),
    onSuccess: done,
    onError: failed,
  });
  if (!canChange) return null;
  const busy = impose.isPending || decide.isPending;
  const standing = (centre.school as { accreditation?: CentreAccreditation | null }).accreditation?.standing ?? null;
  const view = sanctions.data;
  const openNotice = (kind: SanctionKind) => view?.notices.some((n) => n.kind === kind && n.status === 'open');

  const whyNot = (c: Choice): string | null => {
    if (c.kind === 'suspension' && !SUSPENDABLE.includes(standing ?? '')) return t('why.notAccredited');
    if (c.kind === 'revocation' && !REVOCABLE.includes(standing ?? '')) return t('why.notRevocable');
    if ((c.kind === 'suspension' || c.kind === 'revocation') && !c.urgent && openNotice(c.kind)) return t('why.noticeOpen');
    if (c.kind === 'delisting' && view?.delistedUntil) return t('why.delisted', { date: shownDate(view.delistedUntil) });
    return null;
  };
  const noticeWhyNot = (n: NoticeView): string | null => (n.open ? t('why.windowOpen', { date: shownDate(n.representationsUntil) }) : null);

  const open = (c: Choice) => {
    setChoice(c);
    setReasons('');
    setUntil('');
    setError(null);
  };
  const submitSanction = () => {
    if (!choice) return;
    if (!reasons.trim()) return setError(t('reasonsRequired'));
    if (choice.kind === 'delisting' && !until) return setError(t('untilRequired'));
    impose.mutate(choice);
  };
  const submitDecision = () => {
    if (!deciding) return;
    if (!reasons.trim()) return setError(t('reasonsRequired'));
    decide.mutate(deciding);
  };

  return (
    <Card component="section" aria-labelledby="sanctions-title">
      <CardContent>
        <Typography id="sanctions-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('help')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          {CHOICES.map((c) => (
            <ReasonedButton key={c.key} variant="outlined" color={c.kind === 'warning' ? 'primary' : c.kind === 'suspension' ? 'warning' : 'error'} disabledReason={whyNot(c)} onClick={() => open(c)}>
              {t(`action.${c.key}`)}
            </ReasonedButton>
          ))}
        </Stack>
        <Typography variant="subtitle2" component="h3">
          {t('notices')}
        </Typography>
        {view && view.notices.length === 0 && <Typography variant="body2">{t('none')}</Typography>}
        <Stack spacing={1} sx={{ mb: 2 }}>
          {view?.notices.map((n) => (
            <Stack key={n.id} spacing={0.5} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Chip size="small" label={t(`kinds.${n.kind}`)} />
                <Chip size="small" variant="outlined" label={t(`statuses.${n.status}`)} />
                <Typography variant="body2">{t('representationsUntil', { date: shownDate(n.representationsUntil) })}</Typography>
              </Stack>
              <Typography variant="body2">{n.reasons}</Typography>
              <Typography variant="body2" sx={{ fontStyle: n.representations ? 'normal' : 'italic' }}>
                {t('representations')}: {n.representations ?? t('noRepresentations')}
              </Typography>
              <DueProcessDocuments centreId={centre.id} documents={n.documents} />
              {n.status === 'open' && (
                <span>
                  <ReasonedButton
                    size="small"
                    variant="contained"
                    disabledReason={noticeWhyNot(n)}
                    onClick={() => {
                      setDeciding(n);
                      setOutcome('imposed');
                      setReasons('');
                      setError(null);
                    }}
                  >
                    {t('decide')}
                  </ReasonedButton>
                </span>
              )}
            </Stack>
          ))}
        </Stack>
        <Typography variant="subtitle2" component="h3">
          {t('decisions')}
        </Typography>
        {view && view.decisions.length === 0 && <Typography variant="body2">{t('none')}</Typography>}
        <Stack spacing={1}>
          {view?.decisions.map((d) => (
            <Stack key={d.id} spacing={0.5}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip size="small" label={t(`kinds.${d.kind}`)} />
                <Typography variant="body2">{t('madeOn', { date: shownDate(d.at) })}</Typography>
                <Typography variant="body2">{t('appealUntil', { date: shownDate(d.appealUntil) })}</Typography>
                {d.until && <Typography variant="body2">{t('endsOn', { date: shownDate(d.until) })}</Typography>}
              </Stack>
              <Typography variant="body2">{d.reasons}</Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
      <Dialog open={choice !== null} onClose={() => setChoice(null)} fullWidth maxWidth="sm" aria-labelledby="sanction-dialog-title">
        <DialogTitle id="sanction-dialog-title">{choice ? t(`action.${choice.key}`) : ''}</DialogTitle>
        <DialogContent>
          {choice && (choice.kind === 'suspension' || choice.kind === 'revocation') && (
            <Alert severity={choice.urgent ? 'warning' : 'info'} sx={{ mb: 2 }}>
              {choice.urgent ? t('urgentNotice') : t('noticeNotice')}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={t('reasons')} value={reasons} onChange={(e) => (setReasons(e.target.value), setError(null))} multiline minRows={2} fullWidth error={!!error} helperText={error ?? ' '} />
            {(choice?.kind === 'suspension' || choice?.kind === 'delisting') && (
              <TextField
                type="date"
                label={choice.kind === 'delisting' ? t('delistUntil') : t('until')}
                value={until}
                onChange={(e) => (setUntil(e.target.value), setError(null))}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ maxWidth: 320 }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setChoice(null)} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant="contained" onClick={submitSanction} disabled={busy}>
            {t('confirm')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={deciding !== null} onClose={() => setDeciding(null)} fullWidth maxWidth="sm" aria-labelledby="notice-dialog-title">
        <DialogTitle id="notice-dialog-title">{t('decide')}</DialogTitle>
        <DialogContent>
          {deciding && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('representations')}: {deciding.representations ?? t('noRepresentations')}
            </Alert>
          )}
          {deciding && <DueProcessDocuments centreId={centre.id} documents={deciding.documents} />}
          <RadioGroup aria-label={t('outcome')} value={outcome} onChange={(e) => setOutcome(e.target.value as NoticeOutcome)}>
            <FormControlLabel value="imposed" control={<Radio />} label={t('outcomes.imposed')} />
            <FormControlLabel value="withdrawn" control={<Radio />} label={t('outcomes.withdrawn')} />
          </RadioGroup>
          <TextField label={t('reasons')} value={reasons} onChange={(e) => (setReasons(e.target.value), setError(null))} multiline minRows={2} fullWidth error={!!error} helperText={error ?? ' '} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeciding(null)} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant="contained" onClick={submitDecision} disabled={busy}>
            {t('confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
