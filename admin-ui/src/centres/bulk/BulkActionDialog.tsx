import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useDataProvider, useTranslate, type TranslateFunction } from 'react-admin';
import type { CentreDataProvider } from '../../dataProvider';
import type { BulkJobStatus, BulkJobTargets, BulkPreview } from '../../providers/bulkActionsApi';
import { BulkPreviewTable } from './BulkPreviewTable';
import { serverFilter } from '../../providers/bulkActionsApi';
import { ACTION_UI, actionWords, missingTextMessage } from '../actionLabels';
import { centresCount, confirmQuestion, decisionBody, failureMessage, number, type BulkAction } from './bulkActions';
import { translateText } from '../../shared/i18n';
import { BulkReport } from './BulkReport';

/** A list row as the bulk dialog needs it (GET /api/admin/schools rows carry these). */
export interface ListedCentre {
  id: string;
  CentreName: string;
  ReferenceNumber: string;
  version?: number;
}

export type BulkScope =
  | { kind: 'selected'; ids: string[]; rows: ListedCentre[] }
  | { kind: 'matching'; filter: Record<string, unknown> };

export interface BulkRequest {
  action: BulkAction;
  scope: BulkScope;
}

type Phase =
  | { name: 'counting' }
  | { name: 'count-failed'; message: string }
  | { name: 'confirm'; count: number; asOf: string | null; problem?: string }
  | { name: 'checking'; count: number; asOf: string | null }
  | { name: 'preview'; count: number; asOf: string | null; preview: BulkPreview }
  | { name: 'starting' }
  | { name: 'start-failed'; message: string }
  | { name: 'running'; jobId: string; status: Pick<BulkJobStatus, 'done' | 'total'> & { failed: number } }
  | { name: 'report'; jobId: string; status: BulkJobStatus };

export const POLL_MS = 500;
const PREVIEW_NAMES = 3;

function percent(done: number, total: number): number {
  return total ? Math.min(100, Math.round((done / total) * 100)) : 0;
}

function preview(rows: ListedCentre[], ids: string[], translate: TranslateFunction): string {
  const byId = new Map(rows.map((row) => [String(row.id), row.CentreName]));
  const names = ids.slice(0, PREVIEW_NAMES).map((id) => byId.get(id) ?? id);
  const more = ids.length - names.length;
  return more > 0 ? translate('console.centres.bulk.preview', { names: names.join(', '), more: more.toLocaleString('en') }) : names.join(', ');
}

/** The ticked rows, each with the version the list showed it at (the server's If-Match per centre). */
function selectedTargets(scope: Extract<BulkScope, { kind: 'selected' }>): BulkJobTargets {
  const versions: Record<string, number> = {};
  for (const row of scope.rows) if (scope.ids.includes(String(row.id)) && typeof row.version === 'number') versions[String(row.id)] = row.version;
  return { ids: scope.ids, versions };
}

/**
 * A decision on many centres, run by the server: confirm with the count, send ONE request that
 * starts a job, follow its progress, then read each centre's result and download the report. The
 * job goes on if this window is closed; every centre gets its own transition, email and history entry.
 */
export function BulkActionDialog({ request, onRunFinished, onClose }: { request: BulkRequest; onRunFinished: () => void; onClose: () => void }) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const { action, scope } = request;
  const ui = ACTION_UI[action];
  const translate = useTranslate();
  const words = actionWords(action, translate);
  const [phase, setPhase] = useState<Phase>(scope.kind === 'matching' ? { name: 'counting' } : { name: 'confirm', count: scope.ids.length, asOf: null });
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const finished = useRef(onRunFinished);
  finished.current = onRunFinished;

  useEffect(() => {
    if (scope.kind !== 'matching') return;
    const controller = new AbortController();
    dataProvider.countMatching(scope.filter, controller.signal).then(
      ({ total, asOf }) => !controller.signal.aborted && setPhase({ name: 'confirm', count: total, asOf }),
      (error: unknown) => !controller.signal.aborted && setPhase({ name: 'count-failed', message: failureMessage(error) }),
    );
    return () => controller.abort();
  }, [dataProvider, scope]);

  const jobId = phase.name === 'running' ? phase.jobId : null;
  useEffect(() => {
    if (!jobId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const status = await dataProvider.bulkActionStatus(jobId, controller.signal);
        if (controller.signal.aborted) return;
        if (status.state === 'completed') {
          setPhase({ name: 'report', jobId, status });
          finished.current();
          return;
        }
        setPhase({ name: 'running', jobId, status: { done: status.done, total: status.total, failed: status.result.failed } });
      } catch {
        // A missed answer is asked again at the next tick; the job itself runs on the server.
        if (controller.signal.aborted) return;
      }
      timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [dataProvider, jobId]);

  const targetsOf = (): BulkJobTargets => (scope.kind === 'matching' ? { filter: serverFilter(scope.filter) } : selectedTargets(scope));

  // DECISIONS §10: the server's dry run of this very request says which centres will fail and why,
  // before anything is changed or sent.
  const check = async (count: number, asOf: string | null) => {
    const missing = missingTextMessage(action, text, translate);
    setFieldError(missing);
    if (missing) return;
    setPhase({ name: 'checking', count, asOf });
    try {
      const preview = await dataProvider.previewBulkAction(action, targetsOf(), decisionBody(action, text), asOf);
      setPhase({ name: 'preview', count, asOf, preview });
    } catch (error) {
      setPhase({ name: 'confirm', count, asOf, problem: failureMessage(error) });
    }
  };

  const run = async (asOf: string | null) => {
    setPhase({ name: 'starting' });
    try {
      const { jobId: started, total } = await dataProvider.startBulkAction(action, targetsOf(), decisionBody(action, text), asOf);
      setPhase({ name: 'running', jobId: started, status: { done: 0, total, failed: 0 } });
    } catch (error) {
      setPhase({ name: 'start-failed', message: failureMessage(error) });
    }
  };

  const scopeText = translate(scope.kind === 'matching' ? 'console.centres.bulk.scopeMatching' : 'console.centres.bulk.scopeSelected');

  return (
    <Dialog open onClose={phase.name === 'starting' ? undefined : onClose} fullWidth fullScreen={phone} maxWidth="md" aria-labelledby="bulk-action-title">
      <DialogTitle id="bulk-action-title">
        {words.label}: {scopeText}
      </DialogTitle>
      <DialogContent>
        {phase.name === 'counting' && (
          <>
            <Typography id="bulk-count-progress" sx={{ mb: 1 }}>
              {translate('console.centres.bulk.counting')}
            </Typography>
            <LinearProgress aria-labelledby="bulk-count-progress" />
          </>
        )}
        {(phase.name === 'count-failed' || phase.name === 'start-failed') && <Alert severity="error">{phase.message}</Alert>}
        {phase.name === 'confirm' && phase.count === 0 && <Typography>{translate('console.centres.bulk.noneMatch')}</Typography>}
        {phase.name === 'confirm' && phase.count > 0 && (
          <>
            <Typography variant="h6" component="p">
              {confirmQuestion(action, phase.count, translate)}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {scope.kind === 'selected' ? `${preview(scope.rows, scope.ids, translate)}. ` : ''}
              {translate('console.centres.bulk.explain')}
            </Typography>
            {phase.problem && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {translateText(translate, phase.problem)}
              </Alert>
            )}
            {ui.field && (
              <TextField
                label={words.fieldLabel}
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
        {phase.name === 'checking' && (
          <>
            <Typography id="bulk-check-progress" sx={{ mb: 1 }}>
              {translate('console.centres.bulk.checking')}
            </Typography>
            <LinearProgress aria-labelledby="bulk-check-progress" />
          </>
        )}
        {phase.name === 'preview' && (
          <>
            <Typography variant="h6" component="p">
              {confirmQuestion(action, phase.preview.succeeded, translate)}
            </Typography>
            <Alert severity={phase.preview.failed === 0 ? 'success' : 'warning'} role="status" sx={{ my: 1 }}>
              {translate('console.centres.bulk.willSummary', { succeed: number(phase.preview.succeeded), fail: number(phase.preview.failed) })}
            </Alert>
            <Typography sx={{ mb: 1 }}>
              {translate(phase.preview.succeeded > 0 ? 'console.centres.bulk.emailed' : 'console.centres.bulk.nothingWillSucceed')}
            </Typography>
            <BulkPreviewTable preview={phase.preview} />
          </>
        )}
        {phase.name === 'starting' && <LinearProgress aria-label={translate('console.centres.bulk.starting')} />}
        {phase.name === 'running' && (
          <>
            <Typography id="bulk-run-progress" sx={{ mb: 1 }} aria-live="polite">
              {translate(phase.status.failed > 0 ? 'console.centres.bulk.progressFailed' : 'console.centres.bulk.progress', {
                done: phase.status.done.toLocaleString('en'),
                total: phase.status.total.toLocaleString('en'),
                failed: phase.status.failed.toLocaleString('en'),
              })}
            </Typography>
            <LinearProgress variant="determinate" value={percent(phase.status.done, phase.status.total)} aria-labelledby="bulk-run-progress" />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('console.centres.bulk.carriesOn')}
            </Typography>
          </>
        )}
        {phase.name === 'report' && <BulkReport jobId={phase.jobId} status={phase.status} />}
      </DialogContent>
      <DialogActions>
        {(phase.name === 'counting' || phase.name === 'count-failed' || phase.name === 'start-failed') && (
          <Button onClick={onClose}>{translate(phase.name === 'counting' ? 'console.action.cancel' : 'console.action.close')}</Button>
        )}
        {phase.name === 'confirm' && (
          <>
            <Button onClick={onClose}>{translate(phase.count > 0 ? 'console.action.cancel' : 'console.action.close')}</Button>
            {phase.count > 0 && (
              <Button variant="contained" onClick={() => check(phase.count, phase.asOf)}>
                {translate('console.centres.bulk.check')}
              </Button>
            )}
          </>
        )}
        {phase.name === 'checking' && <Button onClick={onClose}>{translate('console.action.cancel')}</Button>}
        {phase.name === 'preview' && (
          <>
            <Button onClick={() => setPhase({ name: 'confirm', count: phase.count, asOf: phase.asOf })}>{translate('console.centres.bulk.back')}</Button>
            <Button onClick={onClose}>{translate('console.action.cancel')}</Button>
            <Button
              variant="contained"
              color={action === 'reject' ? 'error' : 'primary'}
              disabled={phase.preview.succeeded === 0}
              onClick={() => run(phase.asOf)}
            >
              {words.label}: {translate('console.centres.bulk.run', { centres: centresCount(phase.preview.succeeded, translate) })}
            </Button>
          </>
        )}
        {phase.name === 'running' && (
          <Button
            onClick={() => {
              finished.current();
              onClose();
            }}
          >
            {translate('console.action.close')}
          </Button>
        )}
        {phase.name === 'report' && (
          <Button variant="contained" onClick={onClose}>
            {translate('console.action.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
