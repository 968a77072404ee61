import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import {
  BooleanInput,
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { PRIVACY_REQUEST_STATUSES, type PrivacyRequestView } from '@cbt/contracts';
import type { CentreDataProvider } from '../dataProvider';
import { PRIVACY_REQUESTS, type PrivacyRequestDetail } from '../providers/privacyProvider';
import { ServerErrorAlert } from '../shared/ServerErrorAlert';
import { useFormat } from '../shared/format';
import { historyAction, requestDeadline } from './privacyWords';

function StatusChip({ record }: { record: PrivacyRequestView }) {
  const translate = useTranslate();
  const colour = record.status === 'open' ? (record.overdue ? 'error' : 'warning') : record.status === 'answered' ? 'success' : 'default';
  return <Chip size="small" color={colour} label={translate(`console.privacy.requests.statuses.${record.status}`)} />;
}

function RequestFilters() {
  const translate = useTranslate();
  return [
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      label={translate('console.privacy.requests.filterStatus')}
      choices={PRIVACY_REQUEST_STATUSES.map((s) => ({ id: s, name: translate(`console.privacy.requests.statuses.${s}`) }))}
    />,
    <BooleanInput key="overdue" source="overdue" alwaysOn label={translate('console.privacy.requests.filterOverdue')} />,
  ];
}

/** The officer's Requests screen: open requests first, the nearest deadline first (DECISIONS §10). */
export function PrivacyRequestList() {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <List resource={PRIVACY_REQUESTS} title={translate('console.privacy.requests.title')} filters={RequestFilters()} sort={{ field: 'dueDate', order: 'ASC' }} empty={false} exporter={false}>
      <Typography variant="body2" color="text.secondary" sx={{ m: 2 }}>
        {translate('console.privacy.requests.help')}
      </Typography>
      <Datagrid bulkActionButtons={false} rowClick="show" empty={<Typography sx={{ m: 2 }}>{translate('console.privacy.requests.empty')}</Typography>}>
        <TextField source="reference" label={translate('console.privacy.requests.reference')} sortable={false} />
        <FunctionField label={translate('console.privacy.requests.kind')} render={(r: PrivacyRequestView) => translate(`console.privacy.requests.kinds.${r.kind}`)} />
        <FunctionField label={translate('console.privacy.requests.status')} render={(r: PrivacyRequestView) => <StatusChip record={r} />} />
        <TextField source="name" label={translate('console.privacy.requests.name')} sortable={false} />
        <FunctionField label={translate('console.privacy.requests.received')} render={(r: PrivacyRequestView) => format.dateTime(r.createdAt)} />
        <FunctionField label={translate('console.privacy.requests.dueDate')} render={(r: PrivacyRequestView) => (r.dueDate ? format.date(r.dueDate) : '-')} />
        <FunctionField
          label={translate('console.privacy.requests.deadline')}
          render={(r: PrivacyRequestView) => (
            <Typography variant="body2" color={r.overdue ? 'error' : 'text.primary'}>
              {requestDeadline(r, translate)}
            </Typography>
          )}
        />
      </Datagrid>
    </List>
  );
}

/** Answer or reject: the text is emailed to the requester, in their language, from this screen. */
function CloseDialog({ mode, onClose }: { mode: 'answer' | 'reject'; onClose: () => void }) {
  const translate = useTranslate();
  const record = useRecordContext<PrivacyRequestDetail>();
  const provider = useDataProvider<CentreDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const key = mode === 'answer' ? 'answer' : 'reasons';
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      if (mode === 'answer') await provider.answerPrivacyRequest(record.id, text);
      else await provider.rejectPrivacyRequest(record.id, text);
      notify(mode === 'answer' ? 'console.privacy.requests.answered' : 'console.privacy.requests.rejected', { type: 'success' });
      refresh();
      onClose();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="privacy-close-title">
      <DialogTitle id="privacy-close-title">{translate(mode === 'answer' ? 'console.privacy.requests.answerTitle' : 'console.privacy.requests.rejectTitle')}</DialogTitle>
      <DialogContent>
        <ServerErrorAlert error={error} fallback="console.privacy.requests.notOpen" onClose={() => setError(null)} />
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate(mode === 'answer' ? 'console.privacy.requests.answerHelp' : 'console.privacy.requests.rejectHelp')}
        </Typography>
        <MuiTextField
          autoFocus
          fullWidth
          multiline
          minRows={6}
          name={key}
          label={translate(`console.privacy.requests.${key}`)}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('console.action.cancel')}</Button>
        <Button variant="contained" color={mode === 'answer' ? 'primary' : 'error'} disabled={busy || !text.trim()} onClick={() => void send()}>
          {translate('console.privacy.requests.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RequestActions() {
  const translate = useTranslate();
  const record = useRecordContext<PrivacyRequestDetail>();
  const canAnswer = useCanAccess({ resource: PRIVACY_REQUESTS, action: 'answer' }).canAccess === true;
  const [open, setOpen] = useState<'answer' | 'reject' | null>(null);
  if (!record || record.status !== 'open' || !canAnswer) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ my: 1 }}>
      <Button variant="contained" onClick={() => setOpen('answer')}>
        {translate('console.privacy.requests.answerAction')}
      </Button>
      <Button variant="outlined" color="error" onClick={() => setOpen('reject')}>
        {translate('console.privacy.requests.rejectAction')}
      </Button>
      {open && <CloseDialog mode={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

export function PrivacyHistory({ history }: { history: Array<{ at: string; action: string; actor: string | null }> }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Box component="ol" sx={{ pl: 3, m: 0 }}>
      {history.map((h, i) => (
        <li key={i}>
          <Typography variant="body2">
            {format.dateTime(h.at)}: {historyAction(h.action, translate)}
            {h.actor ? ` (${h.actor})` : ''}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

function RequestBody() {
  const translate = useTranslate();
  const format = useFormat();
  const record = useRecordContext<PrivacyRequestDetail>();
  if (!record) return null;
  const row = (label: string, value: string | null) => (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary">
        {translate(`console.privacy.requests.${label}`)}
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
        <StatusChip record={record} />
        <Typography color={record.overdue ? 'error' : 'text.secondary'}>{requestDeadline(record, translate)}</Typography>
      </Stack>
      {record.overdue && <Alert severity="error" sx={{ mb: 2 }}>{requestDeadline(record, translate)}</Alert>}
      <RequestActions />
      {row('kind', translate(`console.privacy.requests.kinds.${record.kind}`))}
      {row('name', record.name)}
      {row('email', record.email)}
      {row('language', translate(`console.privacy.requests.languages.${record.language}`, { _: record.language }))}
      {row('centre', record.centre)}
      {row('details', record.details)}
      {row('received', format.dateTime(record.createdAt))}
      {row('confirmed', record.confirmedAt ? format.dateTime(record.confirmedAt) : null)}
      {row('dueDate', record.dueDate ? format.date(record.dueDate) : null)}
      {record.answer !== null && row('answer', record.answer)}
      {record.reasons !== null && row('reasons', record.reasons)}
      {record.closedBy && row('closedBy', record.closedBy)}
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h2">
            {translate('console.privacy.requests.history')}
          </Typography>
          <PrivacyHistory history={record.history ?? []} />
        </CardContent>
      </Card>
    </Box>
  );
}

export function PrivacyRequestShow() {
  const translate = useTranslate();
  return (
    <Show resource={PRIVACY_REQUESTS} title={translate('console.privacy.requests.title')}>
      <SimpleShowLayout>
        <RequestBody />
      </SimpleShowLayout>
    </Show>
  );
}
