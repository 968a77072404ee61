import { Box, Typography } from '@mui/material';
import { changeLines, type AuditRecord } from './auditTypes';

/** Each changed field as "field: before -> after". */
export function AuditChanges({ record }: { record: AuditRecord }) {
  const lines = changeLines(record.changes);
  if (lines.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label="Changes">
      {lines.map((line) => (
        <Typography component="li" variant="body2" key={line.field}>
          <strong>{line.field}</strong>: {line.before} {'->'} {line.after}
        </Typography>
      ))}
    </Box>
  );
}
