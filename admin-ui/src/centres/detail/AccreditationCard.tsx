import { useEffect, useState } from 'react';
import { MSG } from '@cbt/contracts';
import { Alert, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { Confirm } from 'react-admin';
import { approveStage, getAccreditation, initializeAccreditation, rejectAccreditation, type AccreditationView } from '../../accreditation/accreditationApi';
import type { CentreDetail } from '../centreTypes';
import { shownDate } from './format';
import { FourEyesNotice, type FourEyesInfo } from '../../accreditation/FourEyesNotice';

type Result = { type: 'success' | 'error'; message: string };
type Decision = { kind: 'approve' | 'reject'; text: string; error: string | null };

const failure = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** SPEC §4 "Accreditation": for a centre that passed the autotest. */
export function AccreditationCard({ centre, canAct, onResult }: { centre: CentreDetail; canAct: boolean; onResult: (result: Result) => void }) {
  const passed = centre.school.autotestDecision === 'approved';
  const [view, setView] = useState<AccreditationView | null | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!passed) return;
    getAccreditation(centre.id).then(setView, (error: unknown) => setLoadError(failure(error, MSG.failedFetchCentres)));
  }, [centre.id, passed]);

  if (!passed) return null;

  const run = async (work: () => Promise<AccreditationView | null>, success: string, fallback: string) => {
    setBusy(true);
    try {
      setView(await work());
      onResult({ type: 'success', message: success });
      setDecision(null);
    } catch (error) {
      onResult({ type: 'error', message: failure(error, fallback) });
    } finally {
      setBusy(false);
    }
  };

  const decide = () => {
    if (!decision) return;
    if (decision.kind === 'reject') {
      if (!decision.text.trim()) return setDecision({ ...decision, error: MSG.rejectionReasonRequired });
      return run(() => rejectAccreditation(centre.id, decision.text.trim()), MSG.accreditationRejectedMsg, MSG.failedRejectAccreditation);
    }
    return run(() => approveStage(centre.id, decision.text), MSG.stageApproved, MSG.failedApproveStage);
  };

  const active = view?.stages.find((stage) => stage.state === 'active');
  return (
    <Card component="section" aria-labelledby="accreditation-title">
      <CardContent>
        <Typography id="accreditation-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Accreditation
        </Typography>
        {loadError && <Alert severity="error">{loadError}</Alert>}
        {view === null && (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography>This centre passed the autotest and has no accreditation yet.</Typography>
            {canAct && (
              <Button variant="contained" disabled={busy} onClick={() => setConfirming(true)}>
                Initialize Accreditation
              </Button>
            )}
          </Stack>
        )}
        {view && (
          <Stack spacing={1.5}>
            <Typography>
              Status: <strong>{view.statusLabel}</strong> · {view.configName}
            </Typography>
            <LinearProgress variant="determinate" value={view.progress} aria-label={`Accreditation progress ${view.progress}%`} />
            <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 3 }}>
              {view.stages.map((stage) => {
                const approval = view.approvals.find((a) => a.stageNumber === stage.stageNumber);
                return (
                  <li key={stage.stageNumber}>
                    <Typography variant="body2">
                      {stage.stageName} — {stage.state === 'done' ? 'Approved' : stage.state === 'active' ? 'Awaiting approval' : 'Locked'}
                      {approval && ` by ${approval.approverName} on ${shownDate(approval.approvalDate)}${approval.comments ? `: ${approval.comments}` : ''}`}
                    </Typography>
                  </li>
                );
              })}
            </Stack>
            <FourEyesNotice view={view as FourEyesInfo} />
            {view.rejectionReason && <Alert severity="error">{view.rejectionReason}</Alert>}
            {view.accreditedAt && <Typography>Accredited on {shownDate(view.accreditedAt)}</Typography>}
            <Stack direction="row" spacing={1}>
              {view.canApprove && active && (
                <Button variant="contained" disabled={busy} onClick={() => setDecision({ kind: 'approve', text: '', error: null })}>
                  Approve {active.stageName}
                </Button>
              )}
              {view.canReject && (
                <Button color="error" variant="outlined" disabled={busy} onClick={() => setDecision({ kind: 'reject', text: '', error: null })}>
                  Reject Accreditation
                </Button>
              )}
            </Stack>
          </Stack>
        )}
      </CardContent>
      <Confirm
        isOpen={confirming}
        title="Initialize Accreditation"
        content={MSG.initializeConfirm}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run(() => initializeAccreditation(centre.id), MSG.accreditationInitialized, MSG.failedInitializeAccreditation);
        }}
      />
      <Dialog open={decision !== null} onClose={() => setDecision(null)} fullWidth maxWidth="sm" aria-labelledby="accreditation-decision-title">
        <DialogTitle id="accreditation-decision-title">{decision?.kind === 'reject' ? 'Reject Accreditation' : `Approve ${active?.stageName ?? 'Stage'}`}</DialogTitle>
        <DialogContent>
          <TextField
            sx={{ mt: 1 }}
            label={decision?.kind === 'reject' ? 'Rejection Reason' : 'Comments (optional)'}
            value={decision?.text ?? ''}
            onChange={(event) => decision && setDecision({ ...decision, text: event.target.value, error: null })}
            multiline
            minRows={3}
            fullWidth
            error={!!decision?.error}
            helperText={decision?.error ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDecision(null)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={decide} disabled={busy} color={decision?.kind === 'reject' ? 'error' : 'primary'}>
            {decision?.kind === 'reject' ? 'Reject' : 'Approve'}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
