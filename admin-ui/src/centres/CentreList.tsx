import type { DeadlineView } from '@cbt/contracts';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { CENTRE_PAGE_SIZES } from '@cbt/contracts';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, IconButton, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, ListBase, ListView, Pagination, Title, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CentreDataProvider } from '../dataProvider';
import { useProfile } from '../profile/ProfileContext';
import { ActionDialog } from './ActionDialog';
import { DecideButton, mayDecide, RowDecisionsProvider, type ChosenDecision } from './RowDecisions';
import { MatchingBulkMenu, SelectedBulkToolbar } from './bulk/BulkButtons';
import { SelectPageCheckbox, SelectRowCheckbox } from './bulk/SelectionCheckboxes';
import { useBulkDecisions } from './bulk/useBulkDecisions';
import { CentreFilterBar } from './CentreFilterBar';
import { RenderCell, TextCell } from './ListCells';
import { DeadlineCell } from '../shared/DeadlineCell';
import { DuplicateChip } from './trust/DuplicateFlag';
import type { CentreRow, CentreStatistics } from './centreTypes';
import { StatsCards } from './StatsCards';
import { HeadlineChip } from './HeadlineChip';
import { useFormat } from '../shared/format';
import { PhoneList } from './PhoneList';
import { WindowedDatagridBody } from './WindowedDatagridBody';

/** How long a fetched page counts as current when the list mounts again (decisions refresh it anyway). */
const LIST_FRESH_MS = 10_000;


/** The row's view link and its Decide button side by side, on one line (a plain div: no sx worked out per row). */
const ROW_ACTIONS_STYLE: CSSProperties = { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' };

function RowActions({ centre }: { centre: CentreRow }) {
  const { profile } = useProfile();
  const translate = useTranslate();
  return (
    // A click on a button must not also open the row.
    <div style={ROW_ACTIONS_STYLE} onClick={(event) => event.stopPropagation()}>
      {/* A native title, not MUI's Tooltip: one Tooltip per row was a tenth of the list's render time. */}
      <IconButton component={Link} to={`/admin-centre/${centre.id}`} size="small" aria-label={translate('console.centres.row.viewDetailsOf', { name: centre.CentreName })} title={translate('console.centres.row.viewDetails')}>
        <VisibilityIcon fontSize="small" />
      </IconButton>
      {/* The access table read directly: a hook per row would ask react-admin once for every row. */}
      {mayDecide(profile, centre) && <DecideButton centre={centre} />}
    </div>
  );
}

/**
 * The cards show the counts page 1 of the list brought with it (`meta.statistics`, same request), so
 * opening the list asks the server once. Past page 1, the last counts stay; if there are none yet
 * (a link to page 3) or a decision changed them (`reloadKey`), they are asked for on their own.
 */
function ListStatistics({ reloadKey }: { reloadKey: number }) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const { meta, isPending, isFetching } = useListContext<CentreRow>();
  const fromList = (meta as { statistics?: CentreStatistics } | undefined)?.statistics;
  const [shown, setShown] = useState<CentreStatistics | null>(null);
  /** The reloadKey the shown counts answer; null before any. */
  const settledKey = useRef<number | null>(null);
  const key = useRef(reloadKey);
  key.current = reloadKey;
  useEffect(() => {
    if (!fromList) return;
    setShown(fromList);
    settledKey.current = key.current;
  }, [fromList]);
  useEffect(() => {
    if (isPending || isFetching || fromList || settledKey.current === reloadKey) return;
    settledKey.current = reloadKey;
    // Not cancelled when the list fetches again: a dropped answer would never be asked for again.
    dataProvider.statistics().then(setShown, () => undefined);
  }, [dataProvider, reloadKey, isPending, isFetching, fromList]);
  return <StatsCards statistics={shown} />;
}

/** Cells that keep to one line (references, dates) and the name's column, wide enough for two. */
const DATAGRID_SX = {
  '& .RaDatagrid-headerCell, & .RaDatagrid-rowCell': { px: 1 },
  '& .column-ReferenceNumber, & .column-createdAt': { whiteSpace: 'nowrap' },
  // The headline chip with the registration beside it wraps rather than widening the table.
  '& .column-status': { minWidth: 150 },
  '& .column-CentreName': { minWidth: 180, overflowWrap: 'anywhere' },
  '& .column-AdminEmail': { overflowWrap: 'anywhere' },
} as const;

export default function CentreList() {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const created = useFormat();
  const [statisticsKey, setStatisticsKey] = useState(0);
  const [pending, setPending] = useState<ChosenDecision | null>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Below 1,536 px (laptops at 1,366) the contact and detail columns give way to name, reference,
  // state, status and actions, so the table fits its card instead of scrolling inside it.
  const roomy = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
  const laptop = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));

  const loadStatistics = () => setStatisticsKey((key) => key + 1);
  const bulk = useBulkDecisions(() => {
    refresh();
    loadStatistics();
  });
  const canBulk = bulk.actions.length > 0;

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('console.menu.centres')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('console.page.centres')}
      </Typography>
      {/* The rows' Decide buttons and the one menu they open (RowDecisions.tsx). */}
      <RowDecisionsProvider onChoose={setPending}>
      <ListBase
        resource="admin-centres"
        perPage={10}
        sort={{ field: 'createdAt', order: 'DESC' }}
        disableSyncWithLocation={false}
        // The page App.tsx prefetched (listPrefetch.ts) is fresh when the list mounts: without this,
        // react-query would ask for the same page again at once. Decisions still refresh it.
        queryOptions={{ staleTime: LIST_FRESH_MS }}
        authLoading={<StatsCards statistics={null} />}
        offline={false}
      >
      <ListStatistics reloadKey={statisticsKey} />
      <ListView
        title={false}
        actions={false}
        pagination={<Pagination rowsPerPageOptions={[...CENTRE_PAGE_SIZES]} />}
        empty={false}
        sx={{ mt: 2 }}
      >
        <CentreFilterBar />
        {canBulk && <MatchingBulkMenu actions={bulk.actions} onStart={bulk.start} />}
        {phone ? (
          <PhoneList />
        ) : (
        <Datagrid
          sx={DATAGRID_SX}
          // Pages over 100 rows draw the rows near the viewport only (SPEC's page sizes go to 1,000).
          body={<WindowedDatagridBody />}
          // Selection is the first column below (labelled checkboxes); the bar shows while rows are ticked.
          bulkActionButtons={false}
          bulkActionsToolbar={canBulk ? <SelectedBulkToolbar actions={bulk.actions} onStart={bulk.start} /> : undefined}
          rowClick={(id) => `/admin-centre/${id}`}
          empty={<Typography sx={{ p: 3, textAlign: 'center' }}>{translate('console.centres.empty')}</Typography>}
        >
          {canBulk && <RenderCell label={<SelectPageCheckbox />} sortable={false} render={() => <SelectRowCheckbox />} />}
          <RenderCell source="CentreName" label="console.centres.column.centre" render={(c) => (<>{c.CentreName}<DuplicateChip flagged={(c as { possibleDuplicate?: boolean }).possibleDuplicate} /></>)} />
          <TextCell source="ReferenceNumber" label="console.centres.column.reference" sortBy="ReferenceNumber" />
          {roomy && <TextCell source="AdminEmail" label="console.centres.column.adminEmail" />}
          {roomy && <TextCell source="GovernmentId" label="console.centres.column.rcNumber" sortable={false} />}
          <TextCell source="State" label="console.centres.column.state" emptyText="—" />
          {roomy && <TextCell source="LocalGovernment" label="console.centres.column.localGovernment" emptyText="—" />}
          <RenderCell source="status" label="console.centres.column.status" render={(centre) => <HeadlineChip centre={centre} />} />
          <RenderCell label="console.deadlines.column" sortable={false} render={(centre) => <DeadlineCell deadline={(centre as { deadline?: DeadlineView | null }).deadline} />} />
          {roomy && <RenderCell label="console.centres.column.documents" sortable={false} render={(centre) => String(centre.documentCount ?? 0)} />}
          {laptop && <RenderCell source="createdAt" label="console.centres.column.created" render={(centre) => created.shortDate(centre.createdAt)} />}
          <RenderCell label="console.centres.column.actions" sortable={false} render={(centre) => <RowActions centre={centre} />} />
        </Datagrid>
        )}
      </ListView>
      </ListBase>
      </RowDecisionsProvider>
      {pending && (
        <ActionDialog
          centreId={pending.centre.id}
          centreName={pending.centre.CentreName}
          centreEmail={pending.centre.AdminEmail}
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
      {bulk.dialog}
    </Box>
  );
}
