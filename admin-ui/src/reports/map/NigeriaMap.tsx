import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { centresLabel } from '../reportFigures';
import type { StateRow } from '../reportTypes';
import { classLabel, colourClasses, colourFor, OUTSIDE_COLOUR, ZERO_COLOUR } from './colourScale';
import { MAP_CREDIT, NIGERIA_SHAPES, NIGERIA_VIEWBOX } from './nigeriaShapes';

interface NigeriaMapProps {
  states: StateRow[];
  /** A state admin's states; null when every state is in scope (national and super admins). */
  scope: readonly string[] | null;
}

function Swatch({ colour, dashed = false }: { colour: string; dashed?: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ width: 16, height: 16, flex: 'none', bgcolor: colour, border: '1px solid #757575', borderStyle: dashed ? 'dashed' : 'solid' }}
    />
  );
}

function LegendItem({ colour, label, dashed }: { colour: string; label: string; dashed?: boolean }) {
  return (
    <Stack component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Swatch colour={colour} dashed={dashed} />
      <Typography variant="body2" component="span">
        {label}
      </Typography>
    </Stack>
  );
}

/**
 * Nigeria's states coloured by their number of centres. Every state is labelled with its count for
 * screen readers and as a hover tooltip; the table beside the map gives the same figures as text.
 */
export function NigeriaMap({ states, scope }: NigeriaMapProps) {
  const translate = useTranslate();
  const counts = new Map(states.map((row) => [row.name, row.totalCentres]));
  const inScope = (name: string) => scope === null || scope.includes(name);
  const classes = colourClasses(Math.max(0, ...NIGERIA_SHAPES.map((shape) => counts.get(shape.name) ?? 0)));

  return (
    <Box component="figure" sx={{ m: 0 }} aria-labelledby="state-map-title">
      <Typography id="state-map-title" variant="subtitle1" component="figcaption" sx={{ fontWeight: 600 }}>
        {translate('console.reports.map.title')}
      </Typography>
      <svg
        viewBox={NIGERIA_VIEWBOX}
        role="group"
        aria-label={translate('console.reports.map.label')}
        style={{ display: 'block', width: '100%', height: 'auto', maxHeight: 420 }}
      >
        {NIGERIA_SHAPES.map((shape) => {
          const count = counts.get(shape.name) ?? 0;
          const outside = !inScope(shape.name);
          const label = outside
            ? translate('console.reports.map.outside', { state: shape.name })
            : translate('console.reports.map.stateCount', { state: shape.name, centres: centresLabel(count, translate) });
          return (
            <path
              key={shape.name}
              d={shape.path}
              role="img"
              aria-label={label}
              data-state={shape.name}
              fill={outside ? OUTSIDE_COLOUR : colourFor(count, classes)}
              stroke="#616161"
              strokeWidth={0.8}
              strokeDasharray={outside ? '3 2' : undefined}
            >
              <title>{label}</title>
            </path>
          );
        })}
      </svg>
      <Stack
        component="ul"
        aria-label={translate('console.reports.map.legend')}
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0, mt: 1 }}
      >
        <LegendItem colour={ZERO_COLOUR} label={translate('console.reports.map.noCentres')} />
        {classes.map((c) => (
          <LegendItem key={c.from} colour={c.colour} label={translate('console.reports.map.centres', { smart_count: c.to === 1 ? 1 : 2, count: classLabel(c) })} />
        ))}
        {scope !== null && <LegendItem colour={OUTSIDE_COLOUR} label={translate('console.reports.map.outsideStates')} dashed />}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {MAP_CREDIT}
      </Typography>
    </Box>
  );
}
