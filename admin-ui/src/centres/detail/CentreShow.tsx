import { useState } from 'react';
import type { CentreAction } from '@cbt/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { ShowBase, TabbedShowLayout, TabbedShowLayoutTabs, Title, useCanAccess, useShowContext, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { rememberedPlace, returnPlace } from '../../layout/returnPlace';
import { CENTRES } from '../../dataProvider';
import { ActionDialog } from '../ActionDialog';
import { actionWords } from '../actionLabels';
import type { CentreDetail } from '../centreTypes';
import { HeadlineChip } from '../HeadlineChip';
import { AccreditationCard } from './AccreditationCard';
import { AutotestCard } from './AutotestCard';
import { DocumentsCard } from './DocumentsCard';
import { EvidencePackCard } from './EvidencePackCard';
import { FeedbackCard } from './FeedbackCard';
import { HistoryTimeline } from './HistoryTimeline';
import { InfoCard } from './InfoCard';
import { NotificationsCard } from './NotificationsCard';
import { AutotestResultForm } from '../trust/AutotestResultForm';
import { ChangeRequestsPanel } from '../trust/ChangeRequestsPanel';
import { DuplicateAlert } from '../trust/DuplicateFlag';
import { StandingCard } from '../trust/StandingCard';
import { SanctionsCard } from '../trust/SanctionsCard';
import { AccreditationCyclesCard } from '../trust/AccreditationCyclesCard';
import { CentreInspectionsCard } from '../../inspections/CentreInspectionsCard';

type Result = { type: 'success' | 'error'; message: string };

/** Back where the reader came from: the list with its filters and page, the dashboard, another screen (DECISIONS §10). */
function BackButton() {
  const translate = useTranslate();
  // Read once: the place stays the same while the reader moves between this centre's tabs.
  const [place] = useState(() => returnPlace(rememberedPlace()));
  return (
    <Button component={Link} to={place.to} startIcon={<ArrowBackIcon />}>
      {translate(place.label)}
    </Button>
  );
}

/** A tab's cards, one under the other (a plain element, so react-admin's Tab adds no field label). */
function TabCards({ children }: { children: React.ReactNode }) {
  return (
    <div>
      <Stack spacing={2} sx={{ pt: 2 }}>
        {children}
      </Stack>
    </div>
  );
}

function NotFound() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('console.centre.notFound')}
        </Typography>
        <BackButton />
      </CardContent>
    </Card>
  );
}

/**
 * The centre's Show view, at SPEC's /admin-centre/{id} (and react-admin's own /admin-centres/{id}/show).
 * The record is read by react-admin's show controller through the data provider; a centre that does
 * not exist, or is outside the admin's states, stays on this page with SPEC's text instead of
 * react-admin's default notification and redirect to the list.
 */
export default function CentreShow() {
  const { id = '' } = useParams();
  return (
    // react-admin seeds its getOne cache with the list's rows, which lack the detail's fields; the
    // meta gives the detail a cache entry of its own.
    <ShowBase<CentreDetail> resource={CENTRES} id={id} queryOptions={{ meta: { detail: true }, retry: false }} redirectOnError={false}>
      <CentreShowView />
    </ShowBase>
  );
}

function CentreShowView() {
  const translate = useTranslate();
  const { record: centre, isPending, error, refetch } = useShowContext<CentreDetail>();
  // Each asks authProvider.canAccess (ACCESS_RULES) about this centre: a decision needs a role
  // carrying it in the centre's state (DECISIONS §9). The server refuses on its own too.
  const canReview = useCanAccess({ resource: CENTRES, action: 'review', record: centre }).canAccess === true;
  const canRecordAutotest = useCanAccess({ resource: CENTRES, action: 'autotest-result', record: centre }).canAccess === true;
  const canActOnAccreditation = useCanAccess({ resource: 'admin-accreditation', action: 'act', record: centre }).canAccess === true;
  const canConfigureAccreditation = useCanAccess({ resource: 'admin-accreditation', action: 'configure' }).canAccess === true;
  const canReadAudit = useCanAccess({ resource: 'audit-events', action: 'list' }).canAccess === true;
  const [action, setAction] = useState<CentreAction | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  // Resending an email adds a history entry without changing the centre's version.
  const [stamp, setStamp] = useState(0);

  if (isPending) return <CircularProgress sx={{ mt: 4 }} aria-label={translate('console.centre.loading')} />;
  if (error || !centre) return <NotFound />;

  const actions = canReview ? centre.allowedActions : [];
  const show = (next: Result) => {
    setResult(next);
    setStamp((n) => n + 1);
    void refetch();
  };

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={String(centre.school.CentreName ?? translate('console.centre.fallbackName'))} />
      <Box>
        <BackButton />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1">
          {String(centre.school.CentreName)}
        </Typography>
        <HeadlineChip centre={centre} />
      </Stack>
      {result && (
        <Alert severity={result.type} onClose={() => setResult(null)} sx={{ whiteSpace: 'pre-line' }}>
          {result.message}
        </Alert>
      )}
      <DuplicateAlert centre={centre} />
      {actions.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={translate('console.centre.actions')}>
          {actions.map((allowed) => (
            <Button key={allowed} variant={allowed === 'reject' ? 'outlined' : 'contained'} color={allowed === 'reject' ? 'error' : 'primary'} onClick={() => setAction(allowed)}>
              {actionWords(allowed, translate).label}
            </Button>
          ))}
        </Stack>
      )}
      {/* react-admin's TabbedShowLayout: one section at a time instead of one long column; each tab has its own address. */}
      <TabbedShowLayout
        tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={translate('console.centre.tabsLabel')} />}
        sx={{ '& .RaTabbedShowLayout-content': { p: 0 } }}
      >
        <TabbedShowLayout.Tab label="console.centre.tab.details">
          <TabCards>
            <InfoCard centre={centre} />
            <AutotestCard centre={centre} />
            <AutotestResultForm centre={centre} canRecord={canRecordAutotest} onResult={show} />
            <ChangeRequestsPanel centre={centre} canDecide={canReview} onResult={show} />
            <FeedbackCard centre={centre} canReview={canReview} onResult={show} />
            <NotificationsCard centre={centre} />
          </TabCards>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="console.centre.tab.documents" path="documents">
          <TabCards>
            <DocumentsCard centre={centre} />
            {canReadAudit && <EvidencePackCard centreId={centre.id} reference={String(centre.school.ReferenceNumber ?? centre.id)} />}
          </TabCards>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="console.centre.tab.history" path="history">
          <TabCards>
            <HistoryTimeline centreId={centre.id} reloadKey={`${centre.version}-${stamp}`} />
          </TabCards>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="console.centre.tab.accreditation" path="accreditation">
          <TabCards>
            <AccreditationCard centre={centre} canAct={canActOnAccreditation} onResult={show} />
            <StandingCard centre={centre} canChange={canConfigureAccreditation} onResult={show} />
            <SanctionsCard centre={centre} canChange={canConfigureAccreditation} onResult={show} />
            <AccreditationCyclesCard centre={centre} />
          </TabCards>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="console.centre.tab.inspections" path="inspections">
          <TabCards>
            <CentreInspectionsCard centreId={centre.id} />
          </TabCards>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
      <ActionDialog
        centreId={centre.id}
        centreName={String(centre.school.CentreName)}
        action={action}
        version={centre.version}
        onClose={() => setAction(null)}
        onDone={(message) => {
          setAction(null);
          show({ type: 'success', message });
        }}
      />
    </Stack>
  );
}

