import { useEffect, useState } from 'react';
import type { FindingValue } from '@cbt/contracts';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { Confirm, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { CentreDataProvider } from '../dataProvider';
import { INSPECTIONS } from '../providers/inspectionsProvider';
import { CriterionCard } from './CriterionCard';
import { useFormat } from '../shared/format';
import { ReadinessPanel } from './ReadinessPanel';
import { visitDay } from './visitDates';
import { useVisitCapture } from './useVisitCapture';
import type { PendingOp } from './offline/syncQueue';
import { keepCaptureOffline } from './offline/serviceWorker';

const shownValue = (value: FindingValue | undefined, yes: string, no: string) => (value === null || value === undefined ? '—' : typeof value === 'boolean' ? (value ? yes : no) : String(value));

/**
 * The inspector's page on a phone (the visit's Edit view, /admin-inspections/{id}): every criterion
 * of the visit's checklist, recorded with or without a connection. What is recorded is kept on the
 * phone first and sent when the connection returns; the page says what waits, and a change made
 * elsewhere in the meantime is put to the inspector instead of being written over.
 */
export default function InspectionCapture() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`console.inspections.${key}`, options);
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<CentreDataProvider>();
  const format = useFormat();
  const capture = useVisitCapture(id);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { view, readiness } = capture;
  // Opened once with a connection, the page opens again without one.
  useEffect(keepCaptureOffline, []);

  if (capture.missing && !view) return <Alert severity="warning" sx={{ mt: 2 }}>{t('notKept')}</Alert>;
  if (!view || !readiness) return <CircularProgress sx={{ mt: 4 }} aria-label={t('captureTitle')} />;

  const open = view.status === 'scheduled' && view.can.record;
  // Findings are submitted from the visit day (the server refuses earlier, docs/INSPECTIONS.md).
  const notYet = !!view.submitBlockedReason;
  const set = (ops: PendingOp[], state: PendingOp['state']) => ops.filter((o) => o.state === state);
  const conflicts = set(capture.ops, 'conflict');
  const rejected = set(capture.ops, 'rejected');
  const results = new Map(readiness.criteria.map((c) => [c.key, c]));
  const labelOf = (key: string | null) => view.checklist.find((c) => c.key === key)?.label ?? key ?? '';

  const submit = async () => {
    setConfirming(false);
    setSubmitting(true);
    try {
      await dataProvider.submitVisit(view.id, view.version);
      notify('console.inspections.submit', { type: 'success' });
      navigate(`/${INSPECTIONS}/${view.id}/show`);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'console.common.unexpectedError', { type: 'error' });
      await capture.refresh();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 10, maxWidth: 720, width: '100%', mx: 'auto' }}>
      <Title title="console.inspections.captureTitle" />
      <Box>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {view.CentreName}
        </Typography>
        <Typography color="text.secondary">
          {view.ReferenceNumber} · {visitDay(format, view.visitDate)} · {t(`status.${view.status}`)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }} role="status" aria-live="polite" data-testid="sync-status">
        <Chip icon={capture.online ? <CloudDoneIcon /> : <CloudOffIcon />} color={capture.online ? 'success' : 'warning'} label={t(capture.online ? 'online' : 'offline')} sx={{ maxWidth: '100%' }} />
        <Typography variant="body2" data-testid="waiting-count">
          {capture.waiting > 0 ? t('waiting', { smart_count: capture.waiting }) : t('allSent')}
        </Typography>
        {capture.waiting > 0 && capture.online && (
          <Button size="small" onClick={() => void capture.flush()} disabled={capture.sending}>
            {t('sendNow')}
          </Button>
        )}
      </Stack>
      {capture.fromCopy && <Alert severity="info">{t('offlineCopy')}</Alert>}
      {!open && <Alert severity="info">{t('readOnly', { status: t(`status.${view.status}`) })}</Alert>}
      {conflicts.length > 0 && (
        <Alert severity="warning">
          <Typography variant="subtitle2" component="h2">
            {t('conflictTitle')}
          </Typography>
          {conflicts.map((op) => (
            <Stack key={op.opId} spacing={0.5} sx={{ mt: 1 }}>
              <Typography variant="body2">
                {op.kind === 'finding'
                  ? t('conflictLine', { label: labelOf(op.criterionKey), who: op.theirs?.recordedBy.name ?? '—', theirs: shownValue(op.theirs?.value, t('yes'), t('no')), mine: shownValue(op.value, t('yes'), t('no')) })
                  : op.problem}
              </Typography>
              <Stack direction="row" spacing={1}>
                <Button size="small" onClick={() => void capture.resolve(op, 'theirs')}>
                  {t('keepTheirs')}
                </Button>
                {op.kind === 'finding' && (
                  <Button size="small" variant="outlined" onClick={() => void capture.resolve(op, 'mine')}>
                    {t('keepMine')}
                  </Button>
                )}
              </Stack>
            </Stack>
          ))}
        </Alert>
      )}
      {rejected.length > 0 && (
        <Alert severity="error">
          <Typography variant="subtitle2" component="h2">
            {t('rejectedTitle')}
          </Typography>
          {rejected.map((op) => (
            <Stack key={op.opId} direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
              <Typography variant="body2" sx={{ flex: 1 }}>
                {op.problem}
              </Typography>
              <Button size="small" onClick={() => void capture.resolve(op, 'theirs')}>
                {t('discard')}
              </Button>
            </Stack>
          ))}
        </Alert>
      )}
      <ReadinessPanel readiness={readiness} compact />
      {view.checklist.map((criterion) => (
        <CriterionCard
          key={criterion.key}
          criterion={criterion}
          result={results.get(criterion.key)}
          shown={capture.shown[criterion.key]}
          disabled={!open}
          onRecord={(value, notes) => void capture.record(criterion.key, value, notes)}
          onPhoto={(file) => capture.addPhoto(file, criterion.key).catch(() => notify('console.inspections.photoFailed', { type: 'error' }))}
        />
      ))}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={Link} to={`/${INSPECTIONS}/${view.id}/show`}>
          {t('openVisit')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {open && (view.can.submit || notYet) && (
          <Button
            variant="contained"
            disabled={notYet || submitting || !capture.online || capture.waiting > 0 || conflicts.length > 0}
            aria-describedby={notYet ? 'capture-submit-not-yet' : undefined}
            onClick={() => setConfirming(true)}
          >
            {t('submit')}
          </Button>
        )}
      </Stack>
      {open && notYet && (
        <Typography id="capture-submit-not-yet" variant="body2" color="text.secondary">
          {t('submitNotYet', { date: visitDay(format, view.visitDate) })}
        </Typography>
      )}
      {open && capture.waiting > 0 && <Typography variant="body2" color="text.secondary">{t('submitWaiting')}</Typography>}
      <Confirm isOpen={confirming} title="console.inspections.submit" content="console.inspections.submitConfirm" onClose={() => setConfirming(false)} onConfirm={() => void submit()} />
    </Stack>
  );
}
