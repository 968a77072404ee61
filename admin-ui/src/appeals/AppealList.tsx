import { APPEAL_STATUSES, type StaffAppealView } from '@cbt/contracts';
import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SelectInput, SimpleList, useTranslate } from 'react-admin';
import { APPEALS } from '../providers/appealsProvider';
import { useFormat } from '../shared/format';

function Filters() {
  const translate = useTranslate();
  return [<SelectInput key="status" source="status" label="console.appeals.filter.status" choices={APPEAL_STATUSES.map((s) => ({ id: s, name: translate(`console.appeals.statuses.${s}`) }))} alwaysOn />];
}

/** The appeals of the centres in the reader's states, open ones first (DECISIONS §10). */
export default function AppealList() {
  const translate = useTranslate();
  const format = useFormat();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const kind = (a: StaffAppealView) => translate(`console.appeals.kinds.${a.decisionKind}`);
  const status = (a: StaffAppealView) => translate(`console.appeals.statuses.${a.status}`);
  return (
    <List resource={APPEALS} title="console.appeals.title" filters={Filters()} exporter={false} empty={false}>
      {phone ? (
        <SimpleList<StaffAppealView> primaryText={(a) => a.centreName} secondaryText={(a) => `${kind(a)} · ${status(a)}`} tertiaryText={(a) => format.date(a.createdAt)} linkType="show" />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false} empty={<>{translate('console.appeals.empty')}</>}>
          <DataTable.Col source="centreName" label="console.appeals.centre" disableSort sx={{ overflowWrap: 'anywhere' }} />
          <DataTable.Col source="reference" label="console.appeals.reference" disableSort />
          <DataTable.Col source="state" label="console.appeals.state" disableSort />
          <DataTable.Col source="decisionKind" label="console.appeals.decision" disableSort render={kind} />
          <DataTable.Col source="createdAt" label="console.appeals.lodgedOn" disableSort render={(a: StaffAppealView) => format.date(a.createdAt)} />
          <DataTable.Col source="status" label="console.appeals.status" disableSort render={status} />
        </DataTable>
      )}
    </List>
  );
}
