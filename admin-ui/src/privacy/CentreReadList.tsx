import { useMediaQuery, type Theme } from '@mui/material';
import { READ_KINDS, type CentreReadRow } from '@cbt/contracts';
import { DataTable, DateInput, List, SelectInput, SimpleList, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { CENTRE_READS } from '../providers/simpleRestProvider';
import { roleText } from '../roles/roleText';
import { consoleFormat } from '../shared/format';

type Translate = ReturnType<typeof useTranslate>;

/** The office a read was allowed by: the role and its state, or "National" for an entry reaching every state. */
export function officeOf(read: Pick<CentreReadRow, 'role' | 'roleDisplayName' | 'roleIsSystem' | 'state'>, translate: Translate): string {
  const role = roleText({ roleName: read.role, isSystem: read.roleIsSystem, displayName: read.roleDisplayName ?? read.role }, 'displayName', translate);
  return translate('console.reads.officeIn', { role, state: read.state ?? translate('console.reads.national') });
}

// react-admin's "Add filter" menu names each filter from the element's own source and label props.
function KindFilter({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  return <SelectInput source={source} label={label} choices={READ_KINDS.map((kind) => ({ id: kind, name: translate(`console.reads.kind.${kind}`) }))} />;
}

const FILTERS = [
  <TextInput key="centre" source="centre" label="console.reads.filters.centre" alwaysOn resettable />,
  <TextInput key="user" source="user" label="console.reads.filters.user" alwaysOn resettable />,
  <DateInput key="from" source="from" label="console.reads.filters.from" alwaysOn />,
  <DateInput key="to" source="to" label="console.reads.filters.to" alwaysOn />,
  <KindFilter key="kind" source="kind" label="console.reads.filters.kind" />,
];

/**
 * The read log for the data protection officer (DECISIONS §10, Personal data): who read which
 * centre's personal data, when, under which office; searched by centre, staff member and dates.
 * Newest first; a row names its centre and reader, and opens nothing further (the officer may hold
 * no right to the centre's record itself).
 */
export default function CentreReadList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = (read: CentreReadRow) => consoleFormat(locale).dateTime(new Date(read.at));
  const who = (read: CentreReadRow) => [read.userName, read.userEmail].filter(Boolean).join(' · ') || read.userId;
  const centre = (read: CentreReadRow) => [read.centreName, read.reference].filter(Boolean).join(' · ') || read.centreId;
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List resource={CENTRE_READS} title="console.reads.listTitle" sort={{ field: 'at', order: 'DESC' }} filters={FILTERS} exporter={false} empty={false}>
      {phone ? (
        <SimpleList<CentreReadRow>
          primaryText={(read) => centre(read)}
          secondaryText={(read) => `${who(read)} — ${officeOf(read, translate)}`}
          tertiaryText={(read) => `${when(read)} · ${translate(`console.reads.kind.${read.kind}`)}`}
          linkType={false}
        />
      ) : (
        <DataTable<CentreReadRow> rowClick={false} bulkActionButtons={false} empty={<p>{translate('console.reads.empty')}</p>}>
          <DataTable.Col source="at" label="console.reads.fields.at" render={when} />
          <DataTable.Col source="userEmail" label="console.reads.fields.user" render={who} disableSort sx={{ overflowWrap: 'anywhere' }} />
          <DataTable.Col source="role" label="console.reads.fields.office" render={(read: CentreReadRow) => officeOf(read, translate)} disableSort />
          <DataTable.Col source="centreName" label="console.reads.fields.centre" render={centre} disableSort sx={{ overflowWrap: 'anywhere' }} />
          <DataTable.Col source="kind" label="console.reads.fields.kind" render={(read: CentreReadRow) => translate(`console.reads.kind.${read.kind}`)} disableSort />
        </DataTable>
      )}
    </List>
  );
}
