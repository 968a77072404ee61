import { useEffect, useState } from 'react';
import { MSG } from '@cbt/contracts';
import EditIcon from '@mui/icons-material/Edit';
import SettingsIcon from '@mui/icons-material/Settings';
import { Alert, Box, Button, Card, LinearProgress, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { canAccess } from '../permissions';
import { useProfile } from '../profile/ProfileContext';
import { getAccreditationStats, listAccreditationCentres, type AccreditationRow, type AccreditationStats } from './accreditationApi';
import { AccreditationFilterBar, NO_FILTERS, type AccreditationFilters } from './AccreditationFilterBar';
import { AccreditationStatsCards } from './AccreditationStatsCards';
import { AccreditationTable, type Paging } from './AccreditationTable';
import { CONFIG_EDITOR_PATH, ConfigDialog } from './ConfigDialog';
import { ExportAccreditedButton } from './ExportAccreditedButton';
import { failureText } from './failureText';

const FIRST_PAGE: Paging = { page: 1, limit: 10 };

/** SPEC §2 "Accreditation management": stats, search and status filter, the table, configuration and export. */
export default function AccreditationPage() {
  const { profile } = useProfile();
  const canConfigure = canAccess(profile, 'configureAccreditation');
  const [stats, setStats] = useState<AccreditationStats | null>(null);
  const [filters, setFilters] = useState<AccreditationFilters>(NO_FILTERS);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [rows, setRows] = useState<AccreditationRow[] | null>(null);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [viewingConfig, setViewingConfig] = useState(false);

  useEffect(() => {
    getAccreditationStats().then(setStats, () => setStats(null));
  }, []);

  useEffect(() => {
    // Only the latest filters' answer is shown, whatever order the answers arrive in.
    const controller = new AbortController();
    setLoading(true);
    listAccreditationCentres({ ...paging, ...filters }, controller.signal)
      .then(({ rows: found, total: count }) => {
        setRows(found);
        setTotal(count);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setRows([]);
        setTotal(0);
        setError(failureText(failure, MSG.failedFetchCentres));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [filters, paging]);

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
          <Alert severity="error" sx={{ m: 2, whiteSpace: 'pre-line' }} onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        <AccreditationTable rows={rows} total={total} paging={paging} onPaging={setPaging} />
      </Card>
      <ConfigDialog open={viewingConfig} canEdit={canConfigure} onClose={() => setViewingConfig(false)} />
    </Box>
  );
}
