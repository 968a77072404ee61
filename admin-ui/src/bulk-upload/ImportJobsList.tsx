import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { ListBase, Pagination, SimpleList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { IMPORT_JOBS } from '../providers/simpleRestProvider';
import { consoleFormat } from '../shared/format';
import { importSummary, type ImportJobRow } from './importJobText';

/**
 * The admin's latest uploads (every upload for national admins) on the Bulk Upload page, read through
 * the data provider from GET /api/admin/import-jobs in ra-data-simple-rest's dialect. A SimpleList: one
 * line per upload fits every screen; each opens the upload's Show view. `reloadKey` changes when an
 * upload finishes, to list it.
 */
export function ImportJobsList({ reloadKey }: { reloadKey: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const date = { format: (value: Date) => consoleFormat(locale).dateTime(value) };
  return (
    <Card component="section" aria-labelledby="import-jobs-title">
      <CardContent>
        <Stack direction="row" useFlexGap sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography id="import-jobs-title" variant="h6" component="h2">
            {translate('console.imports.earlier')}
          </Typography>
          <Button component={Link} to={`/${IMPORT_JOBS}`}>
            {translate('console.imports.showAll')}
          </Button>
        </Stack>
        <ListBase key={reloadKey} resource={IMPORT_JOBS} sort={{ field: 'createdAt', order: 'DESC' }} perPage={5} disableSyncWithLocation storeKey={false}>
          <SimpleList<ImportJobRow>
            primaryText={(job) => job.filename}
            secondaryText={(job) => importSummary(job, translate)}
            tertiaryText={(job) => date.format(new Date(job.createdAt))}
            linkType="show"
            empty={<Typography color="text.secondary">{translate('console.imports.none')}</Typography>}
            sx={{ '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
          />
          <Pagination rowsPerPageOptions={[5, 25]} />
        </ListBase>
      </CardContent>
    </Card>
  );
}
