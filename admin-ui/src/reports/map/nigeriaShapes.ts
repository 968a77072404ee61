import { canonicalStateName } from '@cbt/contracts';
import nigeria from '@svg-maps/nigeria';

/** One state's outline in the map's SVG coordinates, under the name the server uses. */
export interface StateShape {
  name: string;
  path: string;
}

interface SvgMap {
  viewBox: string;
  locations: Array<{ name: string; id: string; path: string }>;
}

/**
 * The 36 states and the FCT as drawn by @svg-maps/nigeria (CC BY 4.0, after MapSVG). Its names
 * differ from the council's list in places ('Federal Capital Territory', 'Nassarawa'), so each is
 * passed through the shared geography's canonical spelling; a name it does not know is a build
 * mistake worth failing loudly on.
 */
export function stateShapes(map: SvgMap): StateShape[] {
  return map.locations.map((location) => {
    const name = canonicalStateName(location.name);
    if (!name) throw new Error(`The Nigeria map names an unknown state: ${location.name}`);
    return { name, path: location.path };
  });
}

const NIGERIA = nigeria as unknown as SvgMap;

export const NIGERIA_VIEWBOX = NIGERIA.viewBox;
export const NIGERIA_SHAPES: readonly StateShape[] = stateShapes(NIGERIA);
export const MAP_CREDIT = 'Map: @svg-maps/nigeria after MapSVG, CC BY 4.0';
