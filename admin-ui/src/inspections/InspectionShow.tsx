import { useEffect, useState } from 'react';
import type { InspectionVisitView } from '@cbt/contracts';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Stack, TextField, Typography } from '@mui/material';
import { ShowBase, Title, useDataProvider, useNotify, useShowContext, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { CentreDataProvider } from '../dataProvider';
import { INSPECTIONS } from '../providers/inspectionsProvider';
import { useFormat } from '../shared/format';
import { ReadinessPanel } from './ReadinessPanel';
import { visitDay } from './visitDates';

/**
 * The list caches each of its rows as that record's getOne answer (react-admin seeds it), and a row
 * lacks the checklist, findings and readiness. The visit page asks under its own meta so it always
 * reads the whole visit, never a list row.
 */
export const FULL_VISIT = { view: 'visit' } as const;

/** Whether the record is a whole visit (GET /api/inspections/visits/{id}), not a list row. */
function isWholeVisit(record: unknown): record is InspectionVisitView & { id: string } {
  const r = record as Partial<InspectionVisitView> | undefined;
  return !!r && Array.isArray(r.checklist) && Array.isArray(r.findings) && Array.isArray(r.photos) && !!r.readiness && !!r.can;
}

function PhotoThumb({ visitId, photoId, alt }: { visitId: string; photoId: string; alt: string }) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    void dataProvider.visitPhotoUrl(visitId, photoId).then((u) => setUrl((made = u)), () => setUrl(null));
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [dataProvider, visitId, photoId]);
  return url ? <Box component="img" src={url} alt={alt} sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1 }} /> : <Box sx={{ width: 120, height: 90, bgcolor: 'action.hover', borderRadius: 1 }} />;
}

/** One visit (/admin-inspections/{id}/show): findings beside the declarations, photos, readiness, and the visit's decisions. */
export default function InspectionShow() {
  const { id = '' } = useParams();
  return (
    <ShowBase<InspectionVisitView & { id: string }> resource={INSPECTIONS} id={id} queryOptions={{ retry: false, meta: FULL_VISIT }} redirectOnError={false}>
      <VisitView />
    </ShowBase>
  );
}

function VisitView() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`console.inspections.${key}`, options);
  const notify = useNotify();
  const dataProvider = useDataProvider<CentreDataProvider>();
  const format = useFormat();
  const { record, isPending, error, refetch } = useShowContext<InspectionVisitView & { id: string }>();
  const visit = isWholeVisit(record) ? record : undefined;
  const [dialog, setDialog] = useState<'countersign' | 'cancel' | null>(null);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (isPending || (!error && record && !visit)) return <CircularProgress sx={{ mt: 4 }} aria-label={t('listTitle')} />;
  if (error || !visit) return <Alert severity="error" sx={{ mt: 2 }}>{t('loadFailed')}</Alert>;

  const decide = async () => {
    if (dialog === 'cancel' && !text.trim()) return setTextError(t('reasonRequired'));
    setBusy(true);
    try {
      if (dialog === 'cancel') await dataProvider.cancelVisit(visit.id, text.trim());
      else await dataProvider.countersignVisit(visit.id, text);
      notify(dialog === 'cancel' ? 'console.inspections.cancel' : 'console.inspections.countersign', { type: 'success' });
      setDialog(null);
      await refetch();
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'console.common.unexpectedError', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const findings = new Map(visit.findings.map((f) => [f.criterionKey, f]));
  const results = new Map(visit.readiness.criteria.map((c) => [c.key, c]));
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="console.inspections.listTitle" />
      <Box>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          <Link to={`/admin-centre/${visit.centreId}`}>{visit.CentreName}</Link>
        </Typography>
        <Typography color="text.secondary">
          {visit.ReferenceNumber} · {visitDay(format, visit.visitDate)} · {t(`status.${visit.status}`)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {visit.can.record && (
          <Button variant="contained" component={Link} to={`/${INSPECTIONS}/${visit.id}`}>
            {t('openCapture')}
          </Button>
        )}
        {visit.can.countersign && (
          <Button variant="contained" onClick={() => (setText(''), setDialog('countersign'))}>
            {t('countersign')}
          </Button>
        )}
        {visit.submitBlockedReason && visit.can.record && (
          <Button variant="contained" disabled aria-describedby="visit-submit-not-yet">
            {t('submit')}
          </Button>
        )}
        {visit.can.cancel && (
          <Button color="error" variant="outlined" onClick={() => (setText(''), setTextError(null), setDialog('cancel'))}>
            {t('cancel')}
          </Button>
        )}
      </Stack>
      {visit.submitBlockedReason && visit.can.record && (
        <Alert severity="info" id="visit-submit-not-yet">
          {t('submitNotYet', { date: visitDay(format, visit.visitDate) })}
        </Alert>
      )}
      {visit.status === 'submitted' && !visit.can.countersign && <Alert severity="info">{t('countersignWaiting')}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card>
            <CardContent>
              <ReadinessPanel readiness={visit.readiness} />
              <Stack spacing={0.5} sx={{ mt: 2 }}>
                <Typography variant="body2">
                  {t('fields.inspectors')}: {visit.inspectors.map((i) => i.name).join(', ')}
                </Typography>
                {visit.scheduledBy && <Typography variant="body2">{t('fields.scheduledBy')}: {visit.scheduledBy}</Typography>}
                {visit.submittedBy && <Typography variant="body2">{t('fields.submittedBy')}: {visit.submittedBy}</Typography>}
                {visit.countersignedBy && (
                  <Typography variant="body2">
                    {t('fields.countersignedBy')}: {visit.countersignedBy}
                    {visit.countersignedAt ? ` · ${format.dateTime(visit.countersignedAt)}` : ''}
                  </Typography>
                )}
                {visit.cancelledReason && <Typography variant="body2">{t('fields.cancelledReason')}: {visit.cancelledReason}</Typography>}
                {visit.notes && <Typography variant="body2">{t('fields.notes')}: {visit.notes}</Typography>}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={1}>
            {visit.checklist.map((c) => {
              const f = findings.get(c.key);
              const r = results.get(c.key);
              const photos = visit.photos.filter((p) => p.criterionKey === c.key);
              return (
                <Card key={c.key} variant="outlined" component="section" aria-label={c.label}>
                  <CardContent>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                      {c.label}
                    </Typography>
                    <Typography variant="body2">
                      {r ? t(`state.${r.state}`) : ''}
                      {r?.found ? ` · ${r.found}` : ''} · {t('required', { required: r?.required ?? '' })}
                    </Typography>
                    {r?.declared.map((d) => (
                      <Typography key={d.field} variant="body2" color="text.secondary">
                        {t('declared', { label: translate(`console.centre.field.${d.field}`, { _: d.label }), value: d.value ?? t('notDeclared') })}
                      </Typography>
                    ))}
                    {r?.contradiction && <Typography variant="body2" color="warning.main">{r.contradiction}</Typography>}
                    {f?.notes && <Typography variant="body2">{t('notes')}: {f.notes}</Typography>}
                    {photos.length > 0 && (
                      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                        {photos.map((p) => (
                          <Box key={p.id}>
                            <PhotoThumb visitId={visit.id} photoId={p.id} alt={t('photoAlt', { date: format.dateTime(p.takenAt ?? p.uploadedAt) })} />
                            {p.latitude !== null && p.longitude !== null && <Typography variant="caption" component="p">{t('position', { lat: p.latitude.toFixed(5), lng: p.longitude.toFixed(5) })}</Typography>}
                          </Box>
                        ))}
                      </Stack>
                    )}
                  </CardContent>
                </Card>
              );
            })}
          </Stack>
        </Grid>
      </Grid>
      <Dialog open={dialog !== null} onClose={() => setDialog(null)} fullWidth maxWidth="sm" aria-labelledby="visit-decision-title">
        <DialogTitle id="visit-decision-title">{t(dialog === 'cancel' ? 'cancel' : 'countersign')}</DialogTitle>
        <DialogContent>
          {dialog === 'countersign' && <Typography sx={{ mb: 1 }}>{t('countersignConfirm')}</Typography>}
          <TextField label={t(dialog === 'cancel' ? 'cancelReason' : 'notes')} value={text} onChange={(e) => (setText(e.target.value), setTextError(null))} error={!!textError} helperText={textError ?? ' '} multiline minRows={2} fullWidth sx={{ mt: 1 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)} disabled={busy}>
            {translate('console.action.cancel')}
          </Button>
          <Button variant="contained" color={dialog === 'cancel' ? 'error' : 'primary'} onClick={() => void decide()} disabled={busy}>
            {translate('console.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
