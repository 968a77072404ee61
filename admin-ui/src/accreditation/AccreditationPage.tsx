import { useState } from 'react';
import { ACCREDITATION_PAGE_SIZES } from '@cbt/contracts';
import EditIcon from '@mui/icons-material/Edit';
import SettingsIcon from '@mui/icons-material/Settings';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { List, Pagination, Title, useDataProvider, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ACCREDITATION, type AccreditationDataProvider } from '../providers/accreditationProvider';
import { AccreditationFilterBar } from './AccreditationFilterBar';
import { AccreditationStatsCards } from './AccreditationStatsCards';
import { AccreditationTable } from './AccreditationTable';
import { CONFIG_EDITOR_PATH, ConfigDialog } from './ConfigDialog';
import { ExportAccreditedButton } from './ExportAccreditedButton';
import { failureText } from './failureText';
import { useAccreditationAccess } from './useAccreditationAccess';

/** The stats cards read on their own, so their answer does not re-render the list. */
export const STATS_QUERY_KEY = [ACCREDITATION, 'stats'] as const;

function AccreditationStats() {
  const dataProvider = useDataProvider<AccreditationDataProvider>();
  const { data } = useQuery({ queryKey: STATS_QUERY_KEY, queryFn: () => dataProvider.accreditationStats() });
  return <AccreditationStatsCards stats={data ?? null} />;
}

/** Kept in the layout while idle so the rows do not jump when a search starts; SPEC's text on a failed read. */
function ListState() {
  const { isFetching, error } = useListContext();
  const translate = useTranslate();
  return (
    <>
      <LinearProgress sx={{ visibility: isFetching ? 'visible' : 'hidden' }} aria-hidden={!isFetching} aria-label={translate('console.accreditation.loadingCentres')} />
      {error && (
        <Alert severity="error" sx={{ m: 2, whiteSpace: 'pre-line' }}>
          {failureText(error, translate('console.accreditation.failedFetchCentres'))}
        </Alert>
      )}
    </>
  );
}

/** SPEC §2 "Accreditation management": stats, search and status filter, the list, configuration and export. */
export default function AccreditationPage() {
  const canConfigure = useAccreditationAccess('configure').allowed;
  const [viewingConfig, setViewingConfig] = useState(false);
  const translate = useTranslate();

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="console.page.accreditation" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('console.accreditation.heading')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<SettingsIcon />} onClick={() => setViewingConfig(true)}>
            {translate('console.accreditation.viewConfig')}
          </Button>
          {canConfigure && (
            <Button variant="outlined" startIcon={<EditIcon />} component={Link} to={CONFIG_EDITOR_PATH}>
              {translate('console.accreditation.editConfig')}
            </Button>
          )}
          <ExportAccreditedButton />
        </Stack>
      </Stack>
      <AccreditationStats />
      <List
        resource={ACCREDITATION}
        title={false}
        actions={false}
        perPage={10}
        exporter={false}
        pagination={<Pagination rowsPerPageOptions={[...ACCREDITATION_PAGE_SIZES]} />}
        // The bar and SPEC's 'No centres found' show even before any centre passed the autotest.
        empty={false}
        sx={{ mt: 2 }}
      >
        <AccreditationFilterBar />
        <ListState />
        <AccreditationTable />
      </List>
      <ConfigDialog open={viewingConfig} canEdit={canConfigure} onClose={() => setViewingConfig(false)} />
    </Box>
  );
}
