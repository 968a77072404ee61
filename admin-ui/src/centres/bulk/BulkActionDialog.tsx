import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useDataProvider, type SortPayload } from 'react-admin';
import { CENTRES, type CentreDataProvider } from '../../dataProvider';
import { ACTION_UI, missingTextMessage } from '../actionLabels';
import { confirmQuestion, decisionBody, transitionTask, type BulkAction } from './bulkActions';
import { BulkReport } from './BulkReport';
import { CollectCancelled, collectMatching, collectSelected, targetOf, type BulkTarget, type ListedCentre } from './collectTargets';
import { failureMessage, runBulk, type BulkOutcome, type BulkProgress } from './runBulk';

export type BulkScope =
  | { kind: 'selected'; ids: string[]; rows: ListedCentre[] }
  | { kind: 'matching'; filter: Record<string, unknown> };

export interface BulkRequest {
  action: BulkAction;
  scope: BulkScope;
}

type Phase =
  | { name: 'collecting'; collected: number; total: number | null }
  | { name: 'collect-failed'; message: string }
  | { name: 'confirm'; targets: BulkTarget[] }
  | { name: 'running'; progress: BulkProgress }
  | { name: 'report'; outcomes: Array<BulkOutcome<BulkTarget>> };

/** Newest first whatever the screen's sort: new registrations then only push rows down a page. */
const CREATION_ORDER: SortPayload = { field: 'createdAt', order: 'DESC' };
const PREVIEW_NAMES = 3;

function percent(done: number, total: number | null): number {
  return total ? Math.min(100, Math.round((done / total) * 100)) : 0;
}

function preview(targets: BulkTarget[]): string {
  const names = targets.slice(0, PREVIEW_NAMES).map((t) => t.CentreName ?? t.id);
  const more = targets.length - names.length;
  return more > 0 ? `${names.join(', ')} and ${more.toLocaleString('en')} more` : names.join(', ');
}

/**
 * A decision on many centres: collect them (the selection, or every page of the filter), confirm
 * with the count, send one transition per centre a few at a time, then report each centre's result.
 */
export function BulkActionDialog({ request, onRunFinished, onClose }: { request: BulkRequest; onRunFinished: () => void; onClose: () => void }) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const { action, scope } = request;
  const ui = ACTION_UI[action];
  const [phase, setPhase] = useState<Phase>({ name: 'collecting', collected: 0, total: null });
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [stopping, setStopping] = useState(false);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Cancels the collection, or stops a run; also when the dialog goes away mid-way.
  const stop = useRef(new AbortController());
  useEffect(() => () => stop.current.abort(), []);

  useEffect(() => {
    const controller = new AbortController();
    stop.current = controller;
    const collect =
      scope.kind === 'matching'
        ? collectMatching(
            async (page, perPage) => dataProvider.getList<ListedCentre & { id: string }>(CENTRES, { pagination: { page, perPage }, sort: CREATION_ORDER, filter: scope.filter, signal: controller.signal }),
            { signal: controller.signal, onProgress: (collected, total) => setPhase({ name: 'collecting', collected, total }) },
          )
        : collectSelected(scope.ids, scope.rows, async (id) => targetOf((await dataProvider.getOne(CENTRES, { id, signal: controller.signal })).data as unknown as ListedCentre));
    collect.then(
      (targets) => !controller.signal.aborted && setPhase({ name: 'confirm', targets }),
      (error: unknown) => !controller.signal.aborted && !(error instanceof CollectCancelled) && setPhase({ name: 'collect-failed', message: failureMessage(error) }),
    );
    return () => controller.abort();
  }, [dataProvider, scope]);

  const run = async (targets: BulkTarget[]) => {
    const missing = missingTextMessage(action, text);
    setFieldError(missing);
    if (missing) return;
    const controller = new AbortController();
    stop.current = controller;
    setPhase({ name: 'running', progress: { done: 0, failed: 0, total: targets.length } });
    const outcomes = await runBulk(targets, transitionTask(dataProvider, action, decisionBody(action, text)), {
      signal: controller.signal,
      onSettled: (_outcome, progress) => setPhase({ name: 'running', progress }),
    });
    setPhase({ name: 'report', outcomes });
    onRunFinished();
  };

  const scopeText = scope.kind === 'matching' ? 'all centres matching the filter' : 'selected centres';
  const running = phase.name === 'running';

  return (
    <Dialog open onClose={running ? undefined : onClose} fullWidth fullScreen={phone} maxWidth="md" aria-labelledby="bulk-action-title">
      <DialogTitle id="bulk-action-title">
        {ui.label}: {scopeText}
      </DialogTitle>
      <DialogContent>
        {phase.name === 'collecting' && (
          <>
            <Typography id="bulk-collect-progress" sx={{ mb: 1 }}>
              {scope.kind === 'matching' ? 'Collecting the matching centres' : 'Reading the selected centres'}
              {phase.total ? `: ${phase.collected.toLocaleString('en')} of ${phase.total.toLocaleString('en')}` : '...'}
            </Typography>
            <LinearProgress variant={phase.total ? 'determinate' : 'indeterminate'} value={percent(phase.collected, phase.total)} aria-labelledby="bulk-collect-progress" />
          </>
        )}
        {phase.name === 'collect-failed' && <Alert severity="error">{phase.message}</Alert>}
        {phase.name === 'confirm' && phase.targets.length === 0 && <Typography>No centres match the filter.</Typography>}
        {phase.name === 'confirm' && phase.targets.length > 0 && (
          <>
            <Typography variant="h6" component="p">
              {confirmQuestion(action, phase.targets.length)}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {preview(phase.targets)}. Each centre gets its own decision, email and history entry; a centre whose status no longer allows it is
              left unchanged and listed in the report.
            </Typography>
            {ui.field && (
              <TextField
                label={ui.fieldLabel}
                value={text}
                onChange={(event) => setText(event.target.value)}
                multiline
                minRows={3}
                fullWidth
                required={ui.required}
                error={!!fieldError}
                helperText={fieldError ?? ' '}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
            )}
          </>
        )}
        {phase.name === 'running' && (
          <>
            <Typography id="bulk-run-progress" sx={{ mb: 1 }} aria-live="polite">
              {phase.progress.done.toLocaleString('en')} of {phase.progress.total.toLocaleString('en')} done
              {phase.progress.failed > 0 ? `, ${phase.progress.failed.toLocaleString('en')} failed` : ''}
            </Typography>
            <LinearProgress variant="determinate" value={percent(phase.progress.done, phase.progress.total)} aria-labelledby="bulk-run-progress" />
          </>
        )}
        {phase.name === 'report' && <BulkReport outcomes={phase.outcomes} />}
      </DialogContent>
      <DialogActions>
        {phase.name === 'collecting' && <Button onClick={() => (stop.current.abort(), onClose())}>Cancel</Button>}
        {phase.name === 'collect-failed' && <Button onClick={onClose}>Close</Button>}
        {phase.name === 'confirm' && (
          <>
            <Button onClick={onClose}>{phase.targets.length > 0 ? 'Cancel' : 'Close'}</Button>
            {phase.targets.length > 0 && (
              <Button variant="contained" color={action === 'reject' ? 'error' : 'primary'} onClick={() => run(phase.targets)}>
                {ui.label}
              </Button>
            )}
          </>
        )}
        {running && (
          <Button
            color="error"
            disabled={stopping}
            onClick={() => {
              setStopping(true);
              stop.current.abort();
            }}
          >
            {stopping ? 'Stopping...' : 'Stop'}
          </Button>
        )}
        {phase.name === 'report' && (
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
