import { STATE_NAMES } from '@cbt/contracts';
import { describe, expect, it } from 'vitest';
import { NIGERIA_SHAPES, stateShapes } from './nigeriaShapes';

describe('the Nigeria map', () => {
  it('draws each of the 36 states and the FCT once, under the names the server reports', () => {
    expect(NIGERIA_SHAPES.map((shape) => shape.name).sort()).toEqual([...STATE_NAMES].sort());
    expect(NIGERIA_SHAPES.every((shape) => shape.path.startsWith('m'))).toBe(true);
  });

  it('refuses a map naming a state the council does not know', () => {
    expect(() => stateShapes({ viewBox: '0 0 1 1', locations: [{ name: 'Atlantis', id: 'x', path: 'm 0,0' }] })).toThrow(/Atlantis/);
  });
});
