import type { ReactElement } from 'react';
import { Box, Typography } from '@mui/material';
import { ResponsiveContainer } from 'recharts';

/** Hides the data table from sight while keeping it in the page for screen readers. */
const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export interface ChartTable {
  columns: string[];
  rows: Array<Array<string | number>>;
}

interface ChartFigureProps {
  id: string;
  title: string;
  /** The chart's figures as a table, so what the picture shows can also be read. */
  table: ChartTable;
  height?: number;
  children: ReactElement;
}

/**
 * A captioned chart: the caption names the figure, the chart itself carries the caption as its SVG
 * title, and the same figures follow as a table for screen readers.
 */
export function ChartFigure({ id, title, table, height = 280, children }: ChartFigureProps) {
  return (
    <Box component="figure" aria-labelledby={`${id}-title`} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={`${id}-title`} variant="subtitle1" component="figcaption" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ width: '100%', height }} data-chart={id}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </Box>
      {/* A table is as wide as its cells whatever its width says: the hiding box holds it, so a phone's page keeps its width. */}
      <Box sx={VISUALLY_HIDDEN}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
