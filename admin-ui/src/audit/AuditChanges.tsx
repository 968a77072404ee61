import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { changeLines, type AuditRecord } from './auditTypes';
import { useFormat } from '../shared/format';

/** Each changed field in words: "Status: Registration Approved → Rejected". */
export function AuditChanges({ record }: { record: AuditRecord }) {
  const translate = useTranslate();
  const format = useFormat();
  const lines = changeLines(record, translate, (value) => (value.length === 10 ? format.date(`${value}T12:00:00`) : format.dateTime(value)));
  if (lines.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label={translate('console.audit.changes')}>
      {lines.map((line) => (
        <Typography component="li" variant="body2" key={line.field}>
          <strong>{line.label}</strong>: {translate('console.audit.change', { before: line.before, after: line.after })}
        </Typography>
      ))}
    </Box>
  );
}
