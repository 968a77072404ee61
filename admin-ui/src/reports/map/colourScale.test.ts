import { describe, expect, it } from 'vitest';
import { classLabel, colourClasses, colourFor, ZERO_COLOUR } from './colourScale';

describe('the map colour scale', () => {
  it('has no class without centres', () => {
    expect(colourClasses(0)).toEqual([]);
    expect(colourFor(0, [])).toBe(ZERO_COLOUR);
  });

  it('gives each count its own class while there are few, darkest for the busiest state', () => {
    const classes = colourClasses(3);
    expect(classes.map(classLabel)).toEqual(['1', '2', '3']);
    expect(new Set(classes.map((c) => c.colour)).size).toBe(3);
    expect(colourFor(3, classes)).toBe('#00441b');
    expect(colourFor(1, classes)).toBe('#c7e9c0');
    expect(colourClasses(1)).toEqual([{ from: 1, to: 1, colour: '#00441b' }]);
  });

  it('groups larger counts into at most five equal classes covering 1 to the maximum', () => {
    const classes = colourClasses(12);
    expect(classes.map(classLabel)).toEqual(['1–3', '4–6', '7–9', '10–12']);
    const big = colourClasses(1000);
    expect(big).toHaveLength(5);
    expect(big[0]).toMatchObject({ from: 1, to: 200 });
    expect(big[4]).toMatchObject({ from: 801, to: 1000 });
    expect(colourFor(1000, big)).toBe(big[4]!.colour);
    expect(colourFor(0, big)).toBe(ZERO_COLOUR);
  });
});
