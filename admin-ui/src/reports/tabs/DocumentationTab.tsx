import { Box, Stack } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../charts/ChartFigure';
import { SERIES } from '../charts/chartColours';
import { FigureList } from '../charts/FigureList';
import { NoData } from '../charts/NoData';
import { formatCount, formatPercent, hasDocumentationData } from '../reportFigures';
import type { DocumentationCompliance } from '../reportTypes';

const BY_TYPE_TITLE = 'Documents held by approved centres, by type';
const COMPLIANCE_TITLE = 'Approved centres holding every document';

/** Which approved centres hold each document type, and how many hold all four. */
export function DocumentationTab({ documentation }: { documentation: DocumentationCompliance }) {
  if (!hasDocumentationData(documentation)) return <NoData />;
  const compliance = [
    { label: 'Complete', value: documentation.compliantCentres, colour: SERIES.registrations },
    { label: 'Missing documents', value: documentation.eligibleCentres - documentation.compliantCentres, colour: SERIES.missing },
  ];

  return (
    <Stack spacing={3}>
      <FigureList
        label="Documentation figures"
        figures={[
          { label: 'Compliance Rate', value: formatPercent(documentation.complianceRate), hint: `${formatCount(documentation.compliantCentres)} of ${formatCount(documentation.eligibleCentres)} approved centres` },
          { label: 'Missing Documents', value: formatCount(documentation.missingDocuments), hint: 'document types not yet uploaded' },
          { label: 'Documents Uploaded', value: formatCount(documentation.documentsUploaded), hint: 'this period' },
          { label: 'Registrations Completed', value: formatCount(documentation.registrationsCompleted), hint: `this period; ${formatCount(documentation.registrationsComplete)} complete in all` },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <ChartFigure
          id="documents-chart"
          title={BY_TYPE_TITLE}
          table={{ columns: ['Document type', 'Uploaded', 'Missing'], rows: documentation.byType.map((t) => [t.label, t.uploaded, t.missing]) }}
        >
          <BarChart data={documentation.byType} layout="vertical" title={BY_TYPE_TITLE} margin={{ top: 8, right: 24, left: 8, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={150} />
            <Tooltip />
            <Legend />
            <Bar dataKey="uploaded" name="Uploaded" stackId="documents" fill={SERIES.registrations} isAnimationActive={false} />
            <Bar dataKey="missing" name="Missing" stackId="documents" fill={SERIES.missing} isAnimationActive={false} />
          </BarChart>
        </ChartFigure>
        <ChartFigure id="compliance-chart" title={COMPLIANCE_TITLE} table={{ columns: ['Centres', 'Count'], rows: compliance.map((c) => [c.label, c.value]) }}>
          <PieChart title={COMPLIANCE_TITLE}>
            <Pie data={compliance} dataKey="value" nameKey="label" innerRadius="45%" outerRadius="75%" isAnimationActive={false}>
              {compliance.map((c) => (
                <Cell key={c.label} fill={c.colour} />
              ))}
            </Pie>
            <Tooltip />
            <Legend />
          </PieChart>
        </ChartFigure>
      </Box>
    </Stack>
  );
}
