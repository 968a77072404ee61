import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import {
  CheckboxGroupInput,
  Create,
  CreateButton,
  Datagrid,
  DateTimeInput,
  FunctionField,
  List,
  required,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { BREACH_DATA_CATEGORIES, type BreachView } from '@cbt/contracts';
import type { CentreDataProvider } from '../dataProvider';
import { PRIVACY_BREACHES, type BreachDetail } from '../providers/privacyProvider';
import { CopyButton } from '../shared/CopyButton';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { useFormat } from '../shared/format';
import { breachClockWords } from './privacyWords';
import { PrivacyHistory } from './PrivacyRequestPages';

/** The 72-hour clock as the register shows it: time left, overdue, or when the regulator was notified. */
function BreachClock({ record }: { record: BreachView }) {
  const translate = useTranslate();
  const format = useFormat();
  const words = breachClockWords(record.noticeLeftMs, translate);
  if (!words) return <Chip size="small" color="success" label={`${translate('console.privacy.breaches.notifiedAt')}: ${format.dateTime(record.notifiedAt)}`} />;
  return <Chip size="small" color={record.overdue ? 'error' : 'warning'} label={words} />;
}

export function BreachList() {
  const translate = useTranslate();
  const format = useFormat();
  const canCreate = useCanAccess({ resource: PRIVACY_BREACHES, action: 'create' }).canAccess === true;
  return (
    <List
      resource={PRIVACY_BREACHES}
      title={translate('console.privacy.breaches.title')}
      actions={<TopToolbar>{canCreate && <CreateButton label={translate('console.privacy.breaches.add')} />}</TopToolbar>}
      empty={false}
      exporter={false}
    >
      <Typography variant="body2" color="text.secondary" sx={{ m: 2 }}>
        {translate('console.privacy.breaches.help')}
      </Typography>
      <Datagrid bulkActionButtons={false} rowClick="show" empty={<Typography sx={{ m: 2 }}>{translate('console.privacy.breaches.empty')}</Typography>}>
        <TextField source="reference" label={translate('console.privacy.breaches.reference')} sortable={false} />
        <FunctionField label={translate('console.privacy.breaches.discoveredAt')} render={(r: BreachView) => format.dateTime(r.discoveredAt)} />
        <FunctionField label={translate('console.privacy.breaches.clock')} render={(r: BreachView) => <BreachClock record={r} />} />
        <FunctionField label={translate('console.privacy.breaches.centres')} render={(r: BreachView) => format.number(r.centres.length)} />
        <FunctionField
          label={translate('console.privacy.breaches.centresEmailedAt')}
          render={(r: BreachView) => (r.centresEmailedAt ? format.dateTime(r.centresEmailedAt) : translate('console.privacy.breaches.notYet'))}
        />
      </Datagrid>
    </List>
  );
}

export function BreachCreate() {
  const translate = useTranslate();
  return (
    <Create resource={PRIVACY_BREACHES} title={translate('console.privacy.breaches.add')} redirect="show">
      <SimpleForm>
        <DateTimeInput source="discoveredAt" label={translate('console.privacy.breaches.discoveredAt')} validate={required()} />
        <TextInput source="summary" multiline minRows={4} fullWidth label={translate('console.privacy.breaches.summary')} validate={required()} />
        <TextInput source="measures" multiline minRows={3} fullWidth label={translate('console.privacy.breaches.measures')} />
        <CheckboxGroupInput
          source="categories"
          label={translate('console.privacy.breaches.categories')}
          validate={required()}
          choices={BREACH_DATA_CATEGORIES.map((c) => ({ id: c, name: translate(`console.privacy.breaches.categoryNames.${c}`) }))}
        />
        <TextInput source="centreReferences" multiline minRows={3} fullWidth label={translate('console.privacy.breaches.centreReferences')} />
      </SimpleForm>
    </Create>
  );
}

function downloadNotice(reference: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${reference}-notice-to-NDPC.txt`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function BreachActions() {
  const translate = useTranslate();
  const record = useRecordContext<BreachDetail>();
  const provider = useDataProvider<CentreDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const canNotify = useCanAccess({ resource: PRIVACY_BREACHES, action: 'notified' }).canAccess === true;
  const canEmail = useCanAccess({ resource: PRIVACY_BREACHES, action: 'email-centres' }).canAccess === true;
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setError(null);
    try {
      notify(await work(), { type: 'success' });
      refresh();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <Box sx={{ my: 1 }}>
      <ServerErrorAlert error={error} fallback="console.privacy.breaches.alreadyNotified" onClose={() => setError(null)} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        {canNotify && !record.notifiedAt && (
          <Button variant="contained" disabled={busy} onClick={() => void run(async () => (await provider.markBreachNotified(record.id), 'console.privacy.breaches.markedNotified'))}>
            {translate('console.privacy.breaches.markNotified')}
          </Button>
        )}
        {canEmail && record.centres.length > 0 && (
          <Button variant="outlined" disabled={busy} onClick={() => setConfirming(true)}>
            {translate('console.privacy.breaches.emailCentres')}
          </Button>
        )}
      </Stack>
      {confirming && (
        <Dialog open onClose={() => setConfirming(false)} aria-labelledby="breach-email-title">
          <DialogTitle id="breach-email-title">{translate('console.privacy.breaches.emailCentres')}</DialogTitle>
          <DialogContent>
            <Typography>{translate('console.privacy.breaches.emailCentresConfirm')}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>{translate('console.action.cancel')}</Button>
            <Button
              variant="contained"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  const result = await provider.emailBreachCentres(record.id);
                  return translate('console.privacy.breaches.emailedCentres', { count: result.emailed });
                })
              }
            >
              {translate('console.action.confirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}

function BreachBody() {
  const translate = useTranslate();
  const format = useFormat();
  const record = useRecordContext<BreachDetail>();
  if (!record) return null;
  const row = (label: string, value: string | null) => (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary">
        {translate(`console.privacy.breaches.${label}`)}
      </Typography>
      <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value || '-'}
      </Typography>
    </Box>
  );
  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap", mb: 2 }}>
        <Typography variant="h6">{record.reference}</Typography>
        <BreachClock record={record} />
      </Stack>
      {record.overdue && <Alert severity="error" sx={{ mb: 2 }}>{breachClockWords(record.noticeLeftMs, translate)}</Alert>}
      <BreachActions />
      {row('discoveredAt', format.dateTime(record.discoveredAt))}
      {row('summary', record.summary)}
      {row('measures', record.measures)}
      {row('categories', record.categories.map((c) => translate(`console.privacy.breaches.categoryNames.${c}`)).join(', '))}
      {row('centres', record.centres.map((c) => `${c.name} (${c.reference}${c.state ? `, ${c.state}` : ''})`).join('\n'))}
      {row('notifiedAt', record.notifiedAt ? format.dateTime(record.notifiedAt) : translate('console.privacy.breaches.notYet'))}
      {row('centresEmailedAt', record.centresEmailedAt ? format.dateTime(record.centresEmailedAt) : translate('console.privacy.breaches.notYet'))}
      {row('recordedBy', record.recordedBy)}
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h2">
            {translate('console.privacy.breaches.notice')}
          </Typography>
          <Box component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: 13, bgcolor: 'action.hover', p: 2 }}>
            {record.notice}
          </Box>
          <Stack direction="row" spacing={1}>
            <CopyButton text={record.notice} label="console.privacy.breaches.copy" variant="outlined" />
            <Button variant="outlined" onClick={() => downloadNotice(record.reference, record.notice)}>
              {translate('console.privacy.breaches.download')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h2">
            {translate('console.privacy.breaches.history')}
          </Typography>
          <PrivacyHistory history={record.history ?? []} />
        </CardContent>
      </Card>
    </Box>
  );
}

export function BreachShow() {
  const translate = useTranslate();
  return (
    <Show resource={PRIVACY_BREACHES} title={translate('console.privacy.breaches.title')}>
      <SimpleShowLayout>
        <BreachBody />
      </SimpleShowLayout>
    </Show>
  );
}
