import type { ImportPreview } from '@cbt/contracts';
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../shared/format';
import { translateText } from '../shared/i18n';

/**
 * What importing the chosen file would do, as the server's own row checks found it (nothing has
 * been created or sent yet): the counts, the status imported centres start in and who is emailed,
 * each error by row and column, the file's first rows; then the confirm that runs the import.
 */
export function ImportPreviewCard({ preview, onConfirm, onCancel, busy }: { preview: ImportPreview; onConfirm: () => void; onCancel: () => void; busy: boolean }) {
  const translate = useTranslate();
  const format = useFormat();
  const n = (value: number) => format.number(value);
  const t = (key: string, options?: Record<string, unknown>) => translate(`console.imports.preview.${key}`, options);
  const status = translate(`console.centre.history.status.${preview.createdStatus}`, { _: preview.createdStatus });
  return (
    <Card component="section" aria-labelledby="import-preview-title">
      <CardContent>
        <Typography id="import-preview-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        <Alert severity={preview.invalid === 0 ? 'success' : 'warning'} role="status" sx={{ mb: 1 }}>
          {t('summary', { valid: n(preview.valid), total: n(preview.total), invalid: n(preview.invalid) })}
        </Alert>
        <Typography sx={{ mb: 2 }}>{preview.valid > 0 ? t('createdStatus', { status }) : t('noneValid')}</Typography>

        <Typography variant="subtitle1" component="h3">
          {t('issuesTitle')}
        </Typography>
        {preview.issues.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('noIssues')}
          </Typography>
        ) : (
          // Focusable, so the keyboard can scroll it too (axe: scrollable-region-focusable).
          <Box sx={{ overflowX: 'auto', maxHeight: 320, mb: 2 }} tabIndex={0} role="region" aria-label={t('issuesTitle')}>
            <Table size="small" stickyHeader aria-label={t('issuesTitle')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('column.row')}</TableCell>
                  <TableCell>{t('column.column')}</TableCell>
                  <TableCell>{t('column.message')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.issues.map((issue, i) => (
                  <TableRow key={`${issue.row}-${issue.column}-${i}`}>
                    <TableCell>{n(issue.row)}</TableCell>
                    <TableCell>{issue.column}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{translateText(translate, issue.message)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}

        <Typography variant="subtitle1" component="h3">
          {t('rowsTitle')}
        </Typography>
        <Box sx={{ overflowX: 'auto', maxHeight: 320 }} tabIndex={0} role="region" aria-label={t('rowsTitle')}>
          <Table size="small" stickyHeader aria-label={t('rowsTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('column.row')}</TableCell>
                <TableCell>{t('column.centre')}</TableCell>
                <TableCell>{t('column.rcNumber')}</TableCell>
                <TableCell>{t('column.email')}</TableCell>
                <TableCell>{t('column.state')}</TableCell>
                <TableCell>{t('column.check')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.rows.map((row) => (
                <TableRow key={row.row} data-ok={row.ok}>
                  <TableCell>{n(row.row)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.CentreName}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.GovernmentId}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.AdminEmail}</TableCell>
                  <TableCell>{row.State}</TableCell>
                  <TableCell sx={{ color: row.ok ? 'success.dark' : 'error.dark' }}>{t(row.ok ? 'ready' : 'hasErrors')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        {preview.truncated && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('truncated')}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={busy}>
            {t('another')}
          </Button>
          <Button variant="contained" onClick={onConfirm} disabled={busy || preview.valid === 0}>
            {t('confirm', { smart_count: preview.valid, count: n(preview.valid) })}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
