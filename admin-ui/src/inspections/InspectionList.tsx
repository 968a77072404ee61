import type { InspectionVisitRow } from '@cbt/contracts';
import { INSPECTION_STATUSES } from '@cbt/contracts';
import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, SimpleList, useTranslate } from 'react-admin';
import { INSPECTIONS } from '../providers/inspectionsProvider';

function Filters() {
  const translate = useTranslate();
  return [
    <SearchInput key="search" source="search" placeholder="console.inspections.search" alwaysOn />,
    <SelectInput key="status" source="status" label="console.inspections.fields.status" choices={INSPECTION_STATUSES.map((s) => ({ id: s, name: translate(`console.inspections.status.${s}`) }))} alwaysOn />,
  ];
}

/** Visits of the centres in the admin's states, newest visit date first: a table on laptops, one line each on phones. */
export default function InspectionList() {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const score = (v: InspectionVisitRow) => (v.score === null ? '—' : translate('console.inspections.score', { score: v.score }));
  const status = (v: InspectionVisitRow) => translate(`console.inspections.status.${v.status}`);
  return (
    <List resource={INSPECTIONS} title="console.inspections.listTitle" filters={Filters()} exporter={false} sort={{ field: 'visitDate', order: 'DESC' }}>
      {phone ? (
        <SimpleList<InspectionVisitRow> primaryText={(v) => v.CentreName} secondaryText={(v) => `${v.visitDate} · ${status(v)}`} tertiaryText={score} linkType="show" />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="CentreName" label="console.inspections.fields.centre" disableSort sx={{ overflowWrap: 'anywhere' }} />
          <DataTable.Col source="ReferenceNumber" label="console.inspections.fields.reference" disableSort />
          <DataTable.Col source="State" label="console.inspections.fields.state" disableSort />
          <DataTable.Col source="visitDate" label="console.inspections.fields.visitDate" disableSort />
          <DataTable.Col source="inspectors" label="console.inspections.fields.inspectors" disableSort render={(v: InspectionVisitRow) => v.inspectors.map((i) => i.name).join(', ')} />
          <DataTable.Col source="status" label="console.inspections.fields.status" disableSort render={status} />
          <DataTable.Col source="score" label="console.inspections.fields.score" disableSort render={score} />
        </DataTable>
      )}
    </List>
  );
}
