import { Box, Typography } from '@mui/material';
import {
  Create,
  Datagrid,
  DeleteButton,
  Edit,
  EditButton,
  List,
  required,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  CreateButton,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { HOLIDAYS } from '../providers/deadlinesProvider';

/** The public holiday list: working days skip these and weekends (docs/TRUST.md "Deadlines and reminders"). */
export function HolidayList() {
  const translate = useTranslate();
  const canCreate = useCanAccess({ resource: HOLIDAYS, action: 'create' }).canAccess === true;
  const canEdit = useCanAccess({ resource: HOLIDAYS, action: 'edit' }).canAccess === true;
  const canDelete = useCanAccess({ resource: HOLIDAYS, action: 'delete' }).canAccess === true;
  return (
    <List
      resource={HOLIDAYS}
      title={translate('console.deadlines.holidays.title')}
      sort={{ field: 'date', order: 'ASC' }}
      actions={<TopToolbar>{canCreate && <CreateButton label={translate('console.deadlines.holidays.add')} />}</TopToolbar>}
      // react-admin shows `empty` instead of the list and its toolbar: the first step is offered here
      // too, or an empty list is a dead end (DECISIONS §10).
      empty={<NoHolidays canCreate={canCreate} />}
    >
      <Typography variant="body2" color="text.secondary" sx={{ m: 2 }}>
        {translate('console.deadlines.holidays.help')}
      </Typography>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="date" label={translate('console.deadlines.holidays.date')} sortable={false} />
        <TextField source="name" label={translate('console.deadlines.holidays.name')} sortable={false} />
        <TextField source="createdBy" label={translate('console.deadlines.holidays.createdBy')} sortable={false} emptyText="-" />
        {canEdit && <EditButton />}
        {canDelete && <DeleteButton mutationMode="pessimistic" />}
      </Datagrid>
    </List>
  );
}

function NoHolidays({ canCreate }: { canCreate: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ m: 2 }}>
      <Typography sx={{ mb: 2 }}>{translate('console.deadlines.holidays.empty')}</Typography>
      {canCreate && <CreateButton resource={HOLIDAYS} variant="contained" label={translate('console.deadlines.holidays.add')} />}
    </Box>
  );
}

function HolidayForm() {
  const translate = useTranslate();
  return (
    <SimpleForm>
      <TextInput source="date" type="date" label={translate('console.deadlines.holidays.date')} validate={required()} slotProps={{ inputLabel: { shrink: true } }} />
      <TextInput source="name" label={translate('console.deadlines.holidays.name')} validate={required()} />
    </SimpleForm>
  );
}

export function HolidayCreate() {
  const translate = useTranslate();
  return (
    <Create resource={HOLIDAYS} title={translate('console.deadlines.holidays.add')} redirect="list">
      <HolidayForm />
    </Create>
  );
}

export function HolidayEdit() {
  const translate = useTranslate();
  return (
    <Edit resource={HOLIDAYS} title={translate('console.deadlines.holidays.edit')} redirect="list" mutationMode="pessimistic">
      <HolidayForm />
    </Edit>
  );
}
