/** A class of the map's colour scale: counts from..to (inclusive) share one colour. */
export interface ColourClass {
  from: number;
  to: number;
  colour: string;
}

/** States with no centre: a neutral grey, so "none" never reads as "a few". */
export const ZERO_COLOUR = '#e6e6e6';
/** States outside a state admin's scope: white, drawn with a dashed outline. */
export const OUTSIDE_COLOUR = '#ffffff';

// Sequential greens (ColorBrewer "Greens", light to dark), in keeping with the council's green;
// each step stays distinguishable from its neighbours and the darkest carries white text.
const GREENS = ['#c7e9c0', '#74c476', '#31a354', '#006d2c', '#00441b'] as const;
const MAX_CLASSES = GREENS.length;

/**
 * Equal-width classes from 1 to the largest count, at most five; with few centres each count
 * gets its own class so one centre and two centres look different.
 */
export function colourClasses(maxCount: number): ColourClass[] {
  if (!(maxCount >= 1)) return [];
  const max = Math.floor(maxCount);
  const step = Math.ceil(max / Math.min(MAX_CLASSES, max));
  const classes: Array<{ from: number; to: number }> = [];
  for (let from = 1; from <= max; from += step) classes.push({ from, to: Math.min(max, from + step - 1) });
  // Spread the classes over the whole palette, so the darkest green is always the busiest state.
  return classes.map((range, index) => ({
    ...range,
    colour: GREENS[classes.length === 1 ? GREENS.length - 1 : Math.round((index * (GREENS.length - 1)) / (classes.length - 1))]!,
  }));
}

export function colourFor(count: number, classes: ColourClass[]): string {
  if (!(count > 0)) return ZERO_COLOUR;
  return classes.find((c) => count >= c.from && count <= c.to)?.colour ?? classes[classes.length - 1]?.colour ?? ZERO_COLOUR;
}

/** '1', '4–6': the legend's text for a class. */
export function classLabel({ from, to }: Pick<ColourClass, 'from' | 'to'>): string {
  return from === to ? String(from) : `${from}–${to}`;
}
