import { useState } from 'react';
import { STATE_NAMES } from '@cbt/contracts';
import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { CanAccess, Datagrid, DateInput, FilterButton, FunctionField, List, SelectInput, TextField, TextInput, TopToolbar, useLocaleState, useTranslate } from 'react-admin';
import { consoleFormat } from '../shared/format';
import { AuditChanges } from './AuditChanges';
import { AuditExportButton } from './AuditExportButton';
import { AuditAction, AuditTarget } from './AuditTarget';
import { AuditTimeline } from './AuditTimeline';
import { AuditVerification } from './AuditVerification';
import { actorLabel, type AuditRecord } from './auditTypes';

// react-admin translates the inputs' labels; the states' names are names, not translated.
const FILTERS = [
  <TextInput key="actor" source="actor" label="console.audit.filter.actor" alwaysOn resettable />,
  <TextInput key="centre" source="centre" label="console.audit.filter.centre" alwaysOn resettable />,
  <TextInput key="action" source="action" label="console.audit.filter.action" alwaysOn resettable />,
  <SelectInput key="state" source="state" label="console.common.state" choices={STATE_NAMES.map((s) => ({ id: s, name: s }))} translateChoice={false} alwaysOn />,
  <TextInput key="centreId" source="centreId" label="console.audit.filter.centreId" resettable />,
  <DateInput key="from" source="from" label="console.audit.filter.from" />,
  <DateInput key="to" source="to" label="console.audit.filter.to" />,
];

type View = 'table' | 'timeline';

function AuditActions({ view, onView }: { view: View; onView: (view: View) => void }) {
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, next: View | null) => next && onView(next)} aria-label={translate('console.audit.view')}>
        <ToggleButton value="table">{translate('console.audit.table')}</ToggleButton>
        <ToggleButton value="timeline">{translate('console.audit.timeline')}</ToggleButton>
      </ToggleButtonGroup>
      <FilterButton />
      <AuditExportButton />
    </TopToolbar>
  );
}

/** The audit log (DECISIONS §8): every change, filtered, newest first, as a table or a timeline. */
export function AuditLogList() {
  const [view, setView] = useState<View>('table');
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {/* The whole-chain check is for national readers and super admins (DECISIONS §9). */}
      <CanAccess resource="audit-events" action="verify" error={null}>
        <AuditVerification />
      </CanAccess>
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
            <FunctionField<AuditRecord> label="console.audit.column.when" sortable={false} render={(r) => consoleFormat(locale).dateTime(r.at)} />
            <FunctionField<AuditRecord> label="console.audit.column.actor" sortable={false} render={(r) => actorLabel(r.actor, translate)} />
            <FunctionField<AuditRecord> label="console.audit.column.action" sortable={false} render={(r) => <AuditAction record={r} />} />
            <FunctionField<AuditRecord> label="console.audit.column.target" sortable={false} render={(r) => <AuditTarget record={r} />} />
            <TextField source="state" label="console.common.state" sortable={false} emptyText="" />
            <FunctionField<AuditRecord> label="console.audit.column.changes" sortable={false} render={(r) => <AuditChanges record={r} />} />
            <TextField source="ip" label="console.audit.column.address" sortable={false} emptyText="" />
          </Datagrid>
        )}
      </List>
    </Stack>
  );
}

export default AuditLogList;
