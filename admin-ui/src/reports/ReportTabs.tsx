import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { InspectionReadinessTab } from '../inspections/InspectionReadinessTab';
import type { ReportsData } from './reportTypes';
import { CapacityTab } from './tabs/CapacityTab';
import { DocumentationTab } from './tabs/DocumentationTab';
import { DueProcessTab } from './tabs/DueProcessTab';
import { PipelineTab } from './tabs/PipelineTab';
import { StateTab } from './tabs/StateTab';
import { TrendsTab } from './tabs/TrendsTab';

// The tabs' labels: console.reports.tabs.*
const TABS = ['trends', 'pipeline', 'states', 'capacity', 'documentation', 'dueProcess'] as const;

function Panel({ data, index, scope }: { data: ReportsData; index: number; scope: readonly string[] | null }) {
  switch (index) {
    case 0:
      return <TrendsTab trends={data.trends} />;
    case 1:
      return <PipelineTab pipeline={data.pipeline} />;
    case 2:
      return <StateTab distribution={data.states} scope={scope} />;
    case 3:
      return <CapacityTab capacity={data.capacity} />;
    case 4:
      return <DocumentationTab documentation={data.documentation} />;
    case 5:
      // Appeals and sanctions (DECISIONS §10): its own call, asked for when the tab opens.
      return <DueProcessTab period={data.trends.period} />;
    default:
      return <InspectionReadinessTab period={data.trends.period} />;
  }
}

/** The report tabs; only the open one is drawn. */
export default function ReportTabs({ data, scope }: { data: ReportsData; scope: readonly string[] | null }) {
  const [open, setOpen] = useState(0);
  const translate = useTranslate();
  // The sixth tab, readiness from inspection visits, for readers of inspections.
  const inspections = useCanAccess({ resource: 'admin-inspections', action: 'list' }).canAccess === true;
  return (
    // A grid track of minmax(0, 1fr) adds nothing to the page's minimum width, so on a phone the
    // tab strip scrolls inside itself instead of widening the whole layout.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Tabs
        value={open}
        onChange={(_, next: number) => setOpen(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={translate('console.reports.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((label, index) => (
          <Tab key={label} label={translate(`console.reports.tabs.${label}`)} id={`reports-tab-${index}`} aria-controls={`reports-panel-${index}`} />
        ))}
        {inspections && <Tab label={translate('console.inspections.report.tab')} id={`reports-tab-${TABS.length}`} aria-controls={`reports-panel-${TABS.length}`} />}
      </Tabs>
      <Box role="tabpanel" id={`reports-panel-${open}`} aria-labelledby={`reports-tab-${open}`} sx={{ pt: 3 }}>
        <Panel data={data} index={open} scope={scope} />
      </Box>
    </Box>
  );
}
