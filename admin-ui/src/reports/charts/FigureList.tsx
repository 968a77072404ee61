import { Box, Typography } from '@mui/material';

export interface Figure {
  label: string;
  value: string;
  /** What the figure counts, when the label alone does not say. */
  hint?: string;
}

/** A tab's headline figures as text: a description list laid out as small tiles. */
export function FigureList({ label, figures }: { label: string; figures: Figure[] }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      {figures.map((figure) => (
        <Box key={figure.label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {figure.value}
          </Typography>
          {figure.hint && (
            <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0, display: 'block' }}>
              {figure.hint}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
