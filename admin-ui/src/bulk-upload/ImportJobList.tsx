import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SelectInput, SimpleList, useLocaleState, useTranslate } from 'react-admin';
import { IMPORT_JOBS } from '../providers/simpleRestProvider';
import { consoleFormat } from '../shared/format';
import { importSummary, type ImportJobRow } from './importJobText';


const STATES = ['queued', 'active', 'completed', 'failed'] as const;

function StateFilter() {
  const translate = useTranslate();
  return (
    <SelectInput
      source="state"
      label="console.imports.fields.state"
      choices={STATES.map((state) => ({ id: state, name: translate(`console.imports.state.${state}`) }))}
      alwaysOn
    />
  );
}

/**
 * Every upload the admin may follow (their own; every one for an admin of all states), newest first,
 * filtered by state. A table on laptops, one line per upload on phones; each row opens its Show view.
 */
export default function ImportJobList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const date = { format: (value: Date) => consoleFormat(locale).dateTime(value) };
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List resource={IMPORT_JOBS} title="console.imports.listTitle" sort={{ field: 'createdAt', order: 'DESC' }} filters={[<StateFilter key="state" />]} exporter={false}>
      {phone ? (
        <SimpleList<ImportJobRow> primaryText={(job) => job.filename} secondaryText={(job) => importSummary(job, translate)} tertiaryText={(job) => date.format(new Date(job.createdAt))} linkType="show" />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="filename" label="console.imports.fields.filename" sx={{ overflowWrap: 'anywhere' }} />
          <DataTable.Col source="state" label="console.imports.fields.state" render={(job: ImportJobRow) => translate(`console.imports.state.${job.state}`)} />
          {/* The server sorts by file, state, total and date only. */}
          <DataTable.NumberCol source="successful" label="console.imports.fields.successful" disableSort />
          <DataTable.NumberCol source="failed" label="console.imports.fields.failed" disableSort />
          <DataTable.NumberCol source="total" label="console.imports.fields.total" />
          <DataTable.Col source="createdAt" label="console.imports.fields.createdAt" render={(job: ImportJobRow) => date.format(new Date(job.createdAt))} />
        </DataTable>
      )}
    </List>
  );
}

