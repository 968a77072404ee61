import { APPEAL_OUTCOMES, type AppealOutcome, type StaffAppealView } from '@cbt/contracts';
import { Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { ShowBase, Title, useCanAccess, useDataProvider, useNotify, useShowContext, useTranslate } from 'react-admin';
import type { CentreDataProvider } from '../dataProvider';
import { APPEALS } from '../providers/appealsProvider';
import { useFormat } from '../shared/format';
import { DueProcessDocuments } from '../shared/DueProcessDocuments';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box component="div" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '14rem 1fr' }, gap: 1, py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

/**
 * The decide dialog: dismissed or allowed, with reasons. The server decides who may (appeals.decide
 * and no part in the decision appealed) and says why not; that answer is shown here as it came.
 */
function DecideDialog({ appeal, onClose, onDecided }: { appeal: StaffAppealView; onClose: () => void; onDecided: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CentreDataProvider>();
  const [outcome, setOutcome] = useState<AppealOutcome>('dismissed');
  const [reasons, setReasons] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reasons.trim()) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await dataProvider.decideAppeal(appeal.id, outcome, reasons.trim());
      notify('console.appeals.decided', { type: 'success' });
      onDecided();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="decide-title" fullWidth maxWidth="sm">
      <DialogTitle id="decide-title">{translate('console.appeals.decide')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('console.appeals.decideHelp')}
        </Typography>
        <ServerErrorAlert error={error} fallback="console.appeals.decide" onClose={() => setError(null)} />
        <RadioGroup aria-label={translate('console.appeals.outcome')} value={outcome} onChange={(event) => setOutcome(event.target.value as AppealOutcome)}>
          {APPEAL_OUTCOMES.map((o) => (
            <FormControlLabel key={o} value={o} control={<Radio />} label={translate(`console.appeals.outcomes.${o}`)} />
          ))}
        </RadioGroup>
        <TextField
          label={translate('console.appeals.reasons')}
          name="reasons"
          value={reasons}
          onChange={(event) => {
            setReasons(event.target.value);
            setMissing(false);
          }}
          error={missing}
          helperText={missing ? translate('console.appeals.reasonsRequired') : undefined}
          multiline
          minRows={3}
          fullWidth
          required
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('console.appeals.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {translate('console.appeals.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AppealDetail() {
  const translate = useTranslate();
  const format = useFormat();
  const { record, refetch } = useShowContext<StaffAppealView>();
  const canDecide = useCanAccess({ resource: APPEALS, action: 'decide', record }).canAccess === true;
  const [deciding, setDeciding] = useState(false);
  if (!record) return null;
  return (
    <Card>
      <Title title={translate('console.appeals.showTitle', { centre: record.centreName })} />
      <CardContent>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {translate('console.appeals.showTitle', { centre: record.centreName })}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={translate('console.appeals.reference')} value={record.reference} />
          <Row label={translate('console.appeals.state')} value={record.state} />
          <Row label={translate('console.appeals.decision')} value={translate(`console.appeals.kinds.${record.decisionKind}`)} />
          <Row label={translate('console.appeals.decidedOn')} value={format.date(record.decisionAt)} />
          <Row label={translate('console.appeals.decisionReasons')} value={record.decisionReasons} />
          <Row label={translate('console.appeals.appealUntil')} value={format.date(record.appealUntil)} />
          <Row label={translate('console.appeals.lodgedOn')} value={format.date(record.createdAt)} />
          <Row label={translate('console.appeals.grounds')} value={record.grounds} />
          <Row label={translate('console.appeals.status')} value={translate(`console.appeals.statuses.${record.status}`)} />
          {record.status !== 'open' && <Row label={translate('console.appeals.outcomeReasons')} value={record.outcomeReasons} />}
          {record.decidedAt && <Row label={translate('console.appeals.outcomeDecidedOn')} value={format.date(record.decidedAt)} />}
        </Box>
        {/* DECISIONS §10: the documents the centre attached to its appeal, read before deciding. */}
        <Box sx={{ mt: 2 }}>
          <DueProcessDocuments centreId={record.centreId} documents={record.documents} />
        </Box>
        {record.status === 'open' && canDecide && (
          <Button variant="contained" sx={{ mt: 2 }} onClick={() => setDeciding(true)}>
            {translate('console.appeals.decide')}
          </Button>
        )}
        {deciding && (
          <DecideDialog
            appeal={record}
            onClose={() => setDeciding(false)}
            onDecided={() => {
              setDeciding(false);
              void refetch();
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** One appeal with the decision appealed, and the decide dialog for those who may decide it. */
export default function AppealShow() {
  return (
    <ShowBase resource={APPEALS}>
      <AppealDetail />
    </ShowBase>
  );
}
