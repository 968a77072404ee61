import { useState } from 'react';
import { Alert, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { ACCREDITATION, type AccreditationDataProvider, type AccreditationRecord, type AccreditationView } from '../../providers/accreditationProvider';
import type { CentreDetail } from '../centreTypes';
import { useShownValues } from './format';
import { stageWords } from '../../accreditation/stageWords';
import { FourEyesNotice, type FourEyesInfo } from '../../accreditation/FourEyesNotice';
import { centreInspectionsKey, StageInspectionNote, useCentreInspections } from '../../inspections/CentreInspectionsCard';

type Result = { type: 'success' | 'error'; message: string };
type Decision = { kind: 'approve' | 'reject'; text: string; error: string | null };

const failure = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** SPEC §4 "Accreditation": for a centre that passed the autotest. */
export function AccreditationCard({ centre, canAct, onResult }: { centre: CentreDetail; canAct: boolean; onResult: (result: Result) => void }) {
  const translate = useTranslate();
  const { shownDate } = useShownValues();
  const t = (key: string, options?: Record<string, unknown>) => translate(`console.centre.accreditation.${key}`, options);
  const passed = centre.school.autotestDecision === 'approved';
  const dataProvider = useDataProvider<AccreditationDataProvider>();
  const queryClient = useQueryClient();
  const read = useGetOne<AccreditationRecord>(ACCREDITATION, { id: centre.id }, { enabled: passed, retry: false });
  const view: AccreditationView | null | undefined = read.data?.workflow;
  const loadError = read.error ? failure(read.error, t('loadFailed')) : null;
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
      void queryClient.invalidateQueries({ queryKey: centreInspectionsKey(centre.id) });
      onResult({ type: 'success', message: success });
      setDecision(null);
    },
    onError: (error, { fallback }) => onResult({ type: 'error', message: failure(error, fallback) }),
  });
  const busy = mutation.isPending;
  // A stage waiting for an inspection visit cannot be approved yet: its button waits too (the note says why).
  const waitsForVisit = !!read.data?.workflow?.stages.find((stage) => stage.state === 'active')?.requiresInspection;
  const inspections = useCentreInspections(centre.id, passed && waitsForVisit);
  const heldByVisit = waitsForVisit && inspections.data?.gate?.satisfied === false;

  if (!passed) return null;

  const run = (work: () => Promise<AccreditationView | null>, success: string, fallback: string) => mutation.mutate({ work, success, fallback });

  const decide = () => {
    if (!decision) return;
    if (decision.kind === 'reject') {
      if (!decision.text.trim()) return setDecision({ ...decision, error: t('reasonRequired') });
      return run(() => dataProvider.rejectAccreditation(centre.id, decision.text.trim()), t('rejected'), t('rejectFailed'));
    }
    return run(() => dataProvider.approveAccreditationStage(centre.id, decision.text), t('approved'), t('approveFailed'));
  };

  const active = view?.stages.find((stage) => stage.state === 'active');
  return (
    <Card component="section" aria-labelledby="accreditation-title">
      <CardContent>
        <Typography id="accreditation-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('title')}
        </Typography>
        {loadError && <Alert severity="error">{loadError}</Alert>}
        {view === null && (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography>{t('none')}</Typography>
            {canAct && (
              <Button variant="contained" disabled={busy} onClick={() => setConfirming(true)}>
                {t('initialize')}
              </Button>
            )}
          </Stack>
        )}
        {view && (
          <Stack spacing={1.5}>
            <Typography>
              {t('status')} <strong>{translate(`console.accreditation.status.${view.status}`, { _: view.statusLabel })}</strong> · {view.configName}
            </Typography>
            <LinearProgress variant="determinate" value={view.progress} aria-label={t('progress', { progress: view.progress })} />
            <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 3 }}>
              {view.stages.map((stage) => {
                const approval = view.approvals.find((a) => a.stageNumber === stage.stageNumber);
                const line = { stage: stageWords(translate, stage).name, state: t(`stageState.${stage.state}`) };
                return (
                  <li key={stage.stageNumber}>
                    <Typography variant="body2">
                      {!approval
                        ? t('stage', line)
                        : t(approval.comments ? 'stageApprovedWithComments' : 'stageApproved', { ...line, name: approval.approverName, date: shownDate(approval.approvalDate), comments: approval.comments })}
                    </Typography>
                  </li>
                );
              })}
            </Stack>
            {active?.requiresInspection && <StageInspectionNote centreId={centre.id} />}
            <FourEyesNotice view={view as FourEyesInfo} />
            {view.rejectionReason && <Alert severity="error">{view.rejectionReason}</Alert>}
            {view.accreditedAt && <Typography>{t('accreditedOn', { date: shownDate(view.accreditedAt) })}</Typography>}
            <Stack direction="row" spacing={1}>
              {view.canApprove && active && (
                <Button variant="contained" disabled={busy || heldByVisit} onClick={() => setDecision({ kind: 'approve', text: '', error: null })}>
                  {t('approveStage', { stage: stageWords(translate, active).name })}
                </Button>
              )}
              {view.canReject && (
                <Button color="error" variant="outlined" disabled={busy} onClick={() => setDecision({ kind: 'reject', text: '', error: null })}>
                  {t('reject')}
                </Button>
              )}
            </Stack>
          </Stack>
        )}
      </CardContent>
      <Confirm
        isOpen={confirming}
        title="console.centre.accreditation.initialize"
        content="console.centre.accreditation.initializeConfirm"
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          run(() => dataProvider.initializeAccreditation(centre.id), t('initialized'), t('initializeFailed'));
        }}
      />
      <Dialog open={decision !== null} onClose={() => setDecision(null)} fullWidth maxWidth="sm" aria-labelledby="accreditation-decision-title">
        <DialogTitle id="accreditation-decision-title">{decision?.kind === 'reject' ? t('reject') : t('approveStage', { stage: active ? stageWords(translate, active).name : t('stageFallback') })}</DialogTitle>
        <DialogContent>
          <TextField
            sx={{ mt: 1 }}
            label={t(decision?.kind === 'reject' ? 'rejectionReason' : 'comments')}
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
            {translate('console.action.cancel')}
          </Button>
          <Button variant="contained" onClick={decide} disabled={busy} color={decision?.kind === 'reject' ? 'error' : 'primary'}>
            {t(decision?.kind === 'reject' ? 'rejectButton' : 'approveButton')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
