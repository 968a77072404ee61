import { useState } from 'react';
import { MSG } from '@cbt/contracts';
import EditIcon from '@mui/icons-material/Edit';
import SettingsIcon from '@mui/icons-material/Settings';
import { Alert, Box, Button, Card, LinearProgress, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { ACCREDITATION, type AccreditationDataProvider, type AccreditationRow } from '../providers/accreditationProvider';
import { AccreditationFilterBar, NO_FILTERS, type AccreditationFilters } from './AccreditationFilterBar';
import { AccreditationStatsCards } from './AccreditationStatsCards';
import { AccreditationTable, type Paging } from './AccreditationTable';
import { CONFIG_EDITOR_PATH, ConfigDialog } from './ConfigDialog';
import { ExportAccreditedButton } from './ExportAccreditedButton';
import { failureText } from './failureText';
import { useAccreditationAccess } from './useAccreditationAccess';

const FIRST_PAGE: Paging = { page: 1, limit: 10 };

/** SPEC §2 "Accreditation management": stats, search and status filter, the table, configuration and export. */
export default function AccreditationPage() {
  const canConfigure = useAccreditationAccess('configure').allowed;
  const dataProvider = useDataProvider<AccreditationDataProvider>();
  const [filters, setFilters] = useState<AccreditationFilters>(NO_FILTERS);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [viewingConfig, setViewingConfig] = useState(false);
  const stats = useQuery({ queryKey: [ACCREDITATION, 'stats'], queryFn: () => dataProvider.accreditationStats() }).data ?? null;
  // Only the latest filters' answer is shown, whatever order the answers arrive in.
  const list = useGetList<AccreditationRow>(ACCREDITATION, { pagination: { page: paging.page, perPage: paging.limit }, filter: filters }, { placeholderData: keepPreviousData, retry: false });
  const rows = list.error ? [] : (list.data ?? null);
  const total = list.error ? 0 : (list.total ?? 0);
  const loading = list.isFetching;
  const error = list.error ? failureText(list.error, MSG.failedFetchCentres) : null;

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="Accreditation" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 2 }}>
        <Typography variant="h5" component="h1">
          Accreditation Management
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<SettingsIcon />} onClick={() => setViewingConfig(true)}>
            View Configuration
          </Button>
          {canConfigure && (
            <Button variant="outlined" startIcon={<EditIcon />} component={Link} to={CONFIG_EDITOR_PATH}>
              Edit Configuration
            </Button>
          )}
          <ExportAccreditedButton />
        </Stack>
      </Stack>
      <AccreditationStatsCards stats={stats} />
      <Card sx={{ mt: 2 }}>
        <AccreditationFilterBar
          filters={filters}
          onChange={(next) => {
            setFilters(next);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
        />
        {/* Kept in the layout while idle so the table does not jump when a search starts. */}
        <LinearProgress sx={{ visibility: loading ? 'visible' : 'hidden' }} aria-hidden={!loading} aria-label="Loading centres" />
        {error && (
          <Alert severity="error" sx={{ m: 2, whiteSpace: 'pre-line' }}>
            {error}
          </Alert>
        )}
        <AccreditationTable rows={rows} total={total} paging={paging} onPaging={setPaging} />
      </Card>
      <ConfigDialog open={viewingConfig} canEdit={canConfigure} onClose={() => setViewingConfig(false)} />
    </Box>
  );
}
