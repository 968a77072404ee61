import { useState } from 'react';
import { MSG } from '@cbt/contracts';
import { Alert, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useGetOne } from 'react-admin';
import { ACCREDITATION, type AccreditationDataProvider, type AccreditationRecord, type AccreditationView } from '../../providers/accreditationProvider';
import type { CentreDetail } from '../centreTypes';
import { shownDate } from './format';
import { FourEyesNotice, type FourEyesInfo } from '../../accreditation/FourEyesNotice';

type Result = { type: 'success' | 'error'; message: string };
type Decision = { kind: 'approve' | 'reject'; text: string; error: string | null };

const failure = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** SPEC §4 "Accreditation": for a centre that passed the autotest. */
export function AccreditationCard({ centre, canAct, onResult }: { centre: CentreDetail; canAct: boolean; onResult: (result: Result) => void }) {
  const passed = centre.school.autotestDecision === 'approved';
  const dataProvider = useDataProvider<AccreditationDataProvider>();
  const queryClient = useQueryClient();
  const read = useGetOne<AccreditationRecord>(ACCREDITATION, { id: centre.id }, { enabled: passed, retry: false });
  const view: AccreditationView | null | undefined = read.data?.workflow;
  const loadError = read.error ? failure(read.error, MSG.failedFetchCentres) : null;
  const [confirming, setConfirming] = useState(false);
  const [decision, setDecision] = useState<Decision | null>(null);
  // One mutation for the three decisions: each answers with the accreditation as it now stands.
  const mutation = useMutation<AccreditationView | null, unknown, { work: () => Promise<AccreditationView | null>; success: string; fallback: string }>({
    mutationFn: ({ work }) => work(),
    onSuccess: (next, { success }) => {
      // The card shows the answer at once; the management list and its counts read again.
      queryClient.setQueryData([ACCREDITATION, 'getOne', { id: String(centre.id), meta: undefined }], { id: centre.id, workflow: next });
      void queryClient.invalidateQueries({ queryKey: [ACCREDITATION, 'getList'] });
      void queryClient.invalidateQueries({ queryKey: [ACCREDITATION, 'stats'] });
      onResult({ type: 'success', message: success });
      setDecision(null);
    },
    onError: (error, { fallback }) => onResult({ type: 'error', message: failure(error, fallback) }),
  });
  const busy = mutation.isPending;

  if (!passed) return null;

  const run = (work: () => Promise<AccreditationView | null>, success: string, fallback: string) => mutation.mutate({ work, success, fallback });

  const decide = () => {
    if (!decision) return;
    if (decision.kind === 'reject') {
      if (!decision.text.trim()) return setDecision({ ...decision, error: MSG.rejectionReasonRequired });
      return run(() => dataProvider.rejectAccreditation(centre.id, decision.text.trim()), MSG.accreditationRejectedMsg, MSG.failedRejectAccreditation);
    }
    return run(() => dataProvider.approveAccreditationStage(centre.id, decision.text), MSG.stageApproved, MSG.failedApproveStage);
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
          run(() => dataProvider.initializeAccreditation(centre.id), MSG.accreditationInitialized, MSG.failedInitializeAccreditation);
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
