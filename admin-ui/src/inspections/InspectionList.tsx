import type { InspectionVisitRow } from '@cbt/contracts';
import { INSPECTION_STATUSES } from '@cbt/contracts';
import { Box, Button, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, SimpleList, useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { INSPECTIONS } from '../providers/inspectionsProvider';
import { useFormat } from '../shared/format';
import { visitDay } from './visitDates';

function Filters() {
  const translate = useTranslate();
  return [
    <SearchInput key="search" source="search" placeholder="console.inspections.search" alwaysOn />,
    <SelectInput key="status" source="status" label="console.inspections.fields.status" choices={INSPECTION_STATUSES.map((s) => ({ id: s, name: translate(`console.inspections.status.${s}`) }))} alwaysOn />,
  ];
}

/** No visit at all (no filter applied): said in the reader's language, with the way to schedule one. */
function NoVisits() {
  const translate = useTranslate();
  const canSchedule = useCanAccess({ resource: INSPECTIONS, action: 'create' }).canAccess === true;
  return (
    <Box sx={{ p: 3, textAlign: 'center' }} data-testid="inspections-empty">
      <Typography variant="h6" component="p">
        {translate('console.inspections.empty')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('console.inspections.emptyHelp')}
      </Typography>
      {canSchedule && (
        <Button variant="contained" component={Link} to={`/${INSPECTIONS}/create`}>
          {translate('console.inspections.schedule')}
        </Button>
      )}
    </Box>
  );
}

/** Visits of the centres in the admin's states, newest visit date first: a table on laptops, one line each on phones. */
export default function InspectionList() {
  const translate = useTranslate();
  const format = useFormat();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const score = (v: InspectionVisitRow) => (v.score === null ? '—' : translate('console.inspections.score', { score: v.score }));
  const status = (v: InspectionVisitRow) => translate(`console.inspections.status.${v.status}`);
  return (
    <List resource={INSPECTIONS} title="console.inspections.listTitle" filters={Filters()} exporter={false} sort={{ field: 'visitDate', order: 'DESC' }} empty={<NoVisits />}>
      {phone ? (
        <SimpleList<InspectionVisitRow> primaryText={(v) => v.CentreName} secondaryText={(v) => `${visitDay(format, v.visitDate)} · ${status(v)}`} tertiaryText={score} linkType="show" />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="CentreName" label="console.inspections.fields.centre" disableSort sx={{ overflowWrap: 'anywhere' }} />
          <DataTable.Col source="ReferenceNumber" label="console.inspections.fields.reference" disableSort />
          <DataTable.Col source="State" label="console.inspections.fields.state" disableSort />
          <DataTable.Col source="visitDate" label="console.inspections.fields.visitDate" disableSort render={(v: InspectionVisitRow) => visitDay(format, v.visitDate)} />
          <DataTable.Col source="inspectors" label="console.inspections.fields.inspectors" disableSort render={(v: InspectionVisitRow) => v.inspectors.map((i) => i.name).join(', ')} />
          <DataTable.Col source="status" label="console.inspections.fields.status" disableSort render={status} />
          <DataTable.Col source="score" label="console.inspections.fields.score" disableSort render={score} />
        </DataTable>
      )}
    </List>
  );
}
