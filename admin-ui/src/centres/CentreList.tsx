import { useCallback, useEffect, useState } from 'react';
import { CENTRE_PAGE_SIZES, MSG, type CentreAction } from '@cbt/contracts';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button, IconButton, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, DateField, FunctionField, List, Pagination, TextField, Title, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CentreDataProvider } from '../dataProvider';
import { canAccess } from '../permissions';
import { useProfile } from '../profile/ProfileContext';
import { ActionDialog } from './ActionDialog';
import { ACTION_UI, LIST_ACTIONS } from './actionLabels';
import { CentreFilterBar } from './CentreFilterBar';
import type { CentreRow, CentreStatistics } from './centreTypes';
import { StatsCards } from './StatsCards';
import { StatusChip } from './StatusChip';

interface PendingAction {
  centre: CentreRow;
  action: CentreAction;
}

function RowActions({ centre, onAction }: { centre: CentreRow; onAction: (pending: PendingAction) => void }) {
  const { profile } = useProfile();
  const actions = canAccess(profile, 'reviewCentres')
    ? (LIST_ACTIONS[centre.status] ?? []).filter((a) => a !== 'approve-autotest' || canAccess(profile, 'approveAutotest'))
    : [];
  return (
    // A click on a button must not also open the row.
    <Stack direction="row" spacing={0.5} onClick={(event) => event.stopPropagation()} sx={{ flexWrap: 'wrap' }} useFlexGap>
      <Tooltip title="View details">
        <IconButton component={Link} to={`/admin-centre/${centre.id}`} size="small" aria-label={`View details of ${centre.CentreName}`}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {actions.map((action) => (
        <Button key={action} size="small" color={action === 'reject' ? 'error' : 'primary'} onClick={() => onAction({ centre, action })}>
          {ACTION_UI[action].label}
        </Button>
      ))}
    </Stack>
  );
}

export default function CentreList() {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [statistics, setStatistics] = useState<CentreStatistics | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  const loadStatistics = useCallback(() => {
    dataProvider.statistics().then(setStatistics, () => setStatistics(null));
  }, [dataProvider]);
  useEffect(loadStatistics, [loadStatistics]);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Centre Applications" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Centre Applications Management
      </Typography>
      <StatsCards statistics={statistics} />
      <List
        resource="admin-centres"
        title={false}
        actions={false}
        perPage={10}
        sort={{ field: 'createdAt', order: 'DESC' }}
        pagination={<Pagination rowsPerPageOptions={[...CENTRE_PAGE_SIZES]} />}
        empty={false}
        disableSyncWithLocation={false}
        sx={{ mt: 2 }}
      >
        <CentreFilterBar />
        <Datagrid
          bulkActionButtons={false}
          rowClick={(id) => `/admin-centre/${id}`}
          empty={<Typography sx={{ p: 3, textAlign: 'center' }}>{MSG.noCbtCentresFound}</Typography>}
        >
          <TextField source="CentreName" label="CBT Centre" />
          <TextField source="ReferenceNumber" label="Registration #" sortBy="ReferenceNumber" />
          {!small && <TextField source="AdminEmail" label="Admin Email" />}
          {!small && <TextField source="GovernmentId" label="RC Number" sortable={false} />}
          <TextField source="State" label="State" emptyText="—" />
          {!small && <TextField source="LocalGovernment" label="Local Government" emptyText="—" />}
          <FunctionField<CentreRow> source="status" label="Status" render={(centre) => <StatusChip status={centre.status} />} />
          {!small && <FunctionField<CentreRow> label="Docs" sortable={false} render={(centre) => String(centre.documentCount ?? 0)} />}
          {!small && <DateField source="createdAt" label="Created Date" />}
          <FunctionField<CentreRow> label="Actions" sortable={false} render={(centre) => <RowActions centre={centre} onAction={setPending} />} />
        </Datagrid>
      </List>
      {pending && (
        <ActionDialog
          centreId={pending.centre.id}
          centreName={pending.centre.CentreName}
          action={pending.action}
          onClose={() => setPending(null)}
          onDone={(message) => {
            setPending(null);
            notify(message, { type: 'success' });
            refresh();
            loadStatistics();
          }}
        />
      )}
    </Box>
  );
}
