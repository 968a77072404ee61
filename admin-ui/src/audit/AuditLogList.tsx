import { useState } from 'react';
import { STATE_NAMES } from '@cbt/contracts';
import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { Datagrid, DateInput, FilterButton, FunctionField, List, SelectInput, TextField, TextInput, TopToolbar } from 'react-admin';
import { AuditChanges } from './AuditChanges';
import { AuditExportButton } from './AuditExportButton';
import { AuditTimeline } from './AuditTimeline';
import { AuditVerification } from './AuditVerification';
import { actorLabel, type AuditRecord } from './auditTypes';

const FILTERS = [
  <TextInput key="actor" source="actor" label="Actor (email or user id)" alwaysOn resettable />,
  <TextInput key="action" source="action" label="Action (e.g. centre.reject or user.*)" alwaysOn resettable />,
  <SelectInput key="state" source="state" label="State" choices={STATE_NAMES.map((s) => ({ id: s, name: s }))} alwaysOn />,
  <TextInput key="centreId" source="centreId" label="Centre id" resettable />,
  <DateInput key="from" source="from" label="From" />,
  <DateInput key="to" source="to" label="To" />,
];

type View = 'table' | 'timeline';

function AuditActions({ view, onView }: { view: View; onView: (view: View) => void }) {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, next: View | null) => next && onView(next)} aria-label="View">
        <ToggleButton value="table">Table</ToggleButton>
        <ToggleButton value="timeline">Timeline</ToggleButton>
      </ToggleButtonGroup>
      <FilterButton />
      <AuditExportButton />
    </TopToolbar>
  );
}

/** The audit log (DECISIONS §8): every change, filtered, newest first, as a table or a timeline. */
export function AuditLogList() {
  const [view, setView] = useState<View>('table');
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <AuditVerification />
      <List
        title="console.page.auditLog"
        filters={FILTERS}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={<AuditActions view={view} onView={setView} />}
        storeKey="audit-events.list"
      >
        {view === 'timeline' ? (
          <AuditTimeline />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false} sx={{ '& td': { verticalAlign: 'top' } }}>
            <TextField source="id" label="#" sortable={false} />
            <FunctionField<AuditRecord> label="When" sortable={false} render={(r) => new Date(r.at).toLocaleString()} />
            <FunctionField<AuditRecord> label="Actor" sortable={false} render={(r) => actorLabel(r.actor)} />
            <TextField source="action" label="Action" sortable={false} />
            <FunctionField<AuditRecord> label="Target" sortable={false} render={(r) => (r.target.type ? `${r.target.type} ${r.target.id ?? ''}` : '')} />
            <TextField source="state" label="State" sortable={false} emptyText="" />
            <FunctionField<AuditRecord> label="Changes (before -> after)" sortable={false} render={(r) => <AuditChanges record={r} />} />
            <TextField source="ip" label="Address" sortable={false} emptyText="" />
          </Datagrid>
        )}
      </List>
    </Stack>
  );
}

export default AuditLogList;
