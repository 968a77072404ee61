import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BulkPreview, BulkPreviewItem } from '../../providers/bulkActionsApi';
import { translateText } from '../../shared/i18n';
import { number } from './bulkActions';

/** The dialog lists this many centres; the counts above it cover them all. */
export const PREVIEW_SHOWN = 100;

/** Refusals first: they are what the admin may want to deselect or fix before running. */
export function previewRows(items: BulkPreviewItem[]): BulkPreviewItem[] {
  return [...items.filter((i) => i.outcome === 'failed'), ...items.filter((i) => i.outcome === 'succeeded')].slice(0, PREVIEW_SHOWN);
}

/** Each centre of a dry run: whether the decision will be taken, to which status, or why not. */
export function BulkPreviewTable({ preview }: { preview: BulkPreview }) {
  const translate = useTranslate();
  const rows = previewRows(preview.items);
  return (
    <Box>
      {/* A scrolling box is focusable, so the keyboard can scroll it too (axe: scrollable-region-focusable). */}
      <Box sx={{ overflowX: 'auto', maxHeight: 360 }} tabIndex={0} role="region" aria-label={translate('console.centres.bulk.previewFor')}>
        <Table size="small" stickyHeader aria-label={translate('console.centres.bulk.previewFor')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.centres.column.centre')}</TableCell>
              <TableCell>{translate('console.centres.column.reference')}</TableCell>
              <TableCell>{translate('console.centres.bulk.result')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((item) => (
              <TableRow key={item.centreId} data-outcome={item.outcome}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.centreName ?? item.centreId}</TableCell>
                <TableCell>{item.reference ?? '—'}</TableCell>
                <TableCell sx={{ color: item.outcome === 'succeeded' ? 'success.dark' : 'error.dark' }}>
                  {item.outcome === 'succeeded'
                    ? translate('console.centres.bulk.willSucceed', { status: translate(`console.centre.history.status.${item.toStatus}`, { _: item.toStatus ?? '' }) })
                    : `${translate('console.centres.bulk.willFail')}: ${translateText(translate, item.message ?? translate('console.centres.actionFailed'))}`}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {preview.items.length > rows.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('console.centres.bulk.previewMore', { shown: number(rows.length), total: number(preview.items.length) })}
        </Typography>
      )}
    </Box>
  );
}
