/**
 * Where a centre is, as the centre declared it (docs/REGISTER.md "Where coordinates come from";
 * DECISIONS §10 "ordered by distance"). Decimal degrees (WGS 84), both or neither. A declared position
 * must lie inside Nigeria's bounding box: a typo that swaps latitude and longitude, or a phone that
 * reports a position abroad, is refused rather than put on the public register.
 */
export const NIGERIA_BOUNDS = { south: 4.0, north: 14.0, west: 2.5, east: 14.7 } as const;

/**
 * The nearest-first index orders by distance on a flat map of Nigeria: longitude shrunk by the cosine
 * of the country's middle latitude (9°N), so a degree east counts as far as it is on the ground there
 * (within 2% anywhere from 4°N to 14°N). The distance reported is the great-circle one.
 */
export const NEAR_LONGITUDE_SCALE = 0.98769;

export const COORDINATE_MSG = {
  latitudeRange: `Latitude must be a number of degrees between ${NIGERIA_BOUNDS.south} and ${NIGERIA_BOUNDS.north} (inside Nigeria)`,
  longitudeRange: `Longitude must be a number of degrees between ${NIGERIA_BOUNDS.west} and ${NIGERIA_BOUNDS.east} (inside Nigeria)`,
  bothOrNeither: 'Give both latitude and longitude, or neither',
  nearFormat: 'near must be latitude,longitude in decimal degrees, e.g. near=6.5244,3.3792',
  nearLatitude: 'near: the latitude must be between -90 and 90',
  nearLongitude: 'near: the longitude must be between -180 and 180',
} as const;

export function insideNigeria(latitude: number, longitude: number): boolean {
  return latitude >= NIGERIA_BOUNDS.south && latitude <= NIGERIA_BOUNDS.north && longitude >= NIGERIA_BOUNDS.west && longitude <= NIGERIA_BOUNDS.east;
}

/** Great-circle distance in kilometres (haversine, mean Earth radius 6,371 km). */
export function distanceKm(fromLat: number, fromLng: number, toLat: number, toLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (toLat - fromLat) * rad;
  const dLng = (toLng - fromLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(fromLat * rad) * Math.cos(toLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
