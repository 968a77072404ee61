import { Box, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../charts/ChartFigure';
import { SERIES } from '../charts/chartColours';
import { FigureList } from '../charts/FigureList';
import { NoData } from '../charts/NoData';
import { formatCount, formatPercent, hasDocumentationData } from '../reportFigures';
import type { DocumentationCompliance } from '../reportTypes';


/** Which approved centres hold each document type, and how many hold all four. */
export function DocumentationTab({ documentation }: { documentation: DocumentationCompliance }) {
  const translate = useTranslate();
  if (!hasDocumentationData(documentation)) return <NoData />;
  const t = (key: string, options?: object) => translate(`console.reports.documentation.${key}`, options);
  const BY_TYPE_TITLE = t('byTypeTitle');
  const COMPLIANCE_TITLE = t('complianceTitle');
  // The types by their names in the console's language (the server sends the English ones).
  const byType = documentation.byType.map((row) => ({ ...row, label: translate(`console.centre.documents.type.${row.type}`, { _: row.label }) }));
  const compliance = [
    { label: t('complete'), value: documentation.compliantCentres, colour: SERIES.registrations },
    { label: t('missingDocs'), value: documentation.eligibleCentres - documentation.compliantCentres, colour: SERIES.missing },
  ];

  return (
    <Stack spacing={3}>
      <FigureList
        label={t('figures')}
        figures={[
          {
            label: t('complianceRate'),
            value: formatPercent(documentation.complianceRate),
            hint: t('ofApproved', { count: formatCount(documentation.compliantCentres), total: formatCount(documentation.eligibleCentres) }),
          },
          { label: t('missingDocuments'), value: formatCount(documentation.missingDocuments), hint: t('notUploaded') },
          { label: t('documentsUploaded'), value: formatCount(documentation.documentsUploaded), hint: t('thisPeriod') },
          { label: t('registrationsCompleted'), value: formatCount(documentation.registrationsCompleted), hint: t('completeInAll', { count: formatCount(documentation.registrationsComplete) }) },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <ChartFigure
          id="documents-chart"
          title={BY_TYPE_TITLE}
          table={{ columns: [t('documentType'), t('uploaded'), t('missing')], rows: byType.map((row) => [row.label, row.uploaded, row.missing]) }}
        >
          <BarChart data={byType} layout="vertical" title={BY_TYPE_TITLE} margin={{ top: 8, right: 24, left: 8, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={150} />
            <Tooltip />
            <Legend />
            <Bar dataKey="uploaded" name={t('uploaded')} stackId="documents" fill={SERIES.registrations} isAnimationActive={false} />
            <Bar dataKey="missing" name={t('missing')} stackId="documents" fill={SERIES.missing} isAnimationActive={false} />
          </BarChart>
        </ChartFigure>
        <ChartFigure id="compliance-chart" title={COMPLIANCE_TITLE} table={{ columns: [t('centres'), t('count')], rows: compliance.map((c) => [c.label, c.value]) }}>
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
