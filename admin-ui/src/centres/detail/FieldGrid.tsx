import { Grid, Typography } from '@mui/material';

/** Label-value pairs in two columns on wide screens, one on phones. */
export function FieldGrid({ rows }: { rows: Array<[string, string]> }) {
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {rows.map(([label, value]) => (
        <Grid key={label} size={{ xs: 12, sm: 6 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
