import type { ConflictView } from '@cbt/contracts';
import { Box, Typography } from '@mui/material';
import { Create, CreateButton, DataTable, List, required, SimpleForm, TextInput, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { CONFLICTS } from '../providers/conflictsProvider';
import { useFormat } from '../shared/format';

function NoConflicts() {
  const translate = useTranslate();
  return (
    <Box sx={{ m: 2 }}>
      <Typography sx={{ mb: 2 }}>{translate('console.conflicts.empty')}</Typography>
      <CreateButton resource={CONFLICTS} variant="contained" label={translate('console.conflicts.declare')} />
    </Box>
  );
}

/** The signed-in person's declared conflicts of interest (a super admin sees everyone's), and the way to declare one. */
export function ConflictList() {
  const translate = useTranslate();
  const format = useFormat();
  const canCreate = useCanAccess({ resource: CONFLICTS, action: 'create' }).canAccess === true;
  return (
    <List
      resource={CONFLICTS}
      title="console.conflicts.title"
      exporter={false}
      actions={<TopToolbar>{canCreate && <CreateButton label={translate('console.conflicts.declare')} />}</TopToolbar>}
      empty={<NoConflicts />}
    >
      <Typography variant="body2" color="text.secondary" sx={{ m: 2 }}>
        {translate('console.conflicts.help')}
      </Typography>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="centreName" label="console.conflicts.centre" disableSort render={(c: ConflictView) => c.centreName ?? '—'} />
        <DataTable.Col source="governmentId" label="console.conflicts.governmentId" disableSort render={(c: ConflictView) => c.governmentId ?? '—'} />
        <DataTable.Col source="reason" label="console.conflicts.reason" disableSort sx={{ overflowWrap: 'anywhere' }} />
        <DataTable.Col source="declaredAt" label="console.conflicts.declaredAt" disableSort render={(c: ConflictView) => format.date(c.declaredAt)} />
      </DataTable>
    </List>
  );
}

/** Exactly one of the centre id and the registration number. */
const oneOf = (message: string) => (_value: unknown, values: Record<string, unknown>) => {
  const given = ['centreId', 'governmentId'].filter((k) => typeof values[k] === 'string' && (values[k] as string).trim()).length;
  return given === 1 ? undefined : message;
};

export function ConflictCreate() {
  const translate = useTranslate();
  const check = oneOf(translate('console.conflicts.oneOf'));
  return (
    <Create resource={CONFLICTS} title={translate('console.conflicts.declare')} redirect="list">
      <SimpleForm>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('console.conflicts.help')}
        </Typography>
        <TextInput source="centreId" label={translate('console.conflicts.centreId')} helperText={translate('console.conflicts.centreIdHelp')} validate={check} />
        <TextInput source="governmentId" label={translate('console.conflicts.governmentId')} validate={check} />
        <TextInput source="reason" label={translate('console.conflicts.reason')} validate={required()} multiline minRows={3} fullWidth />
      </SimpleForm>
    </Create>
  );
}
