import { COORDINATE_MSG, NIGERIA_BOUNDS } from '@cbt/contracts';
import type { FormErrors } from './validation';

/**
 * The optional position of the premises in the detailed registration (docs/REGISTER.md "Where
 * coordinates come from"): both or neither, inside Nigeria, the server's rules checked first here.
 */
export interface LocationValues {
  latitude: string;
  longitude: string;
}

const degreesOf = (text: string): number | null => (/^[+-]?\d{1,3}(\.\d{1,12})?$/.test(text.trim()) ? Number(text.trim()) : null);

export function locationValuesOf(centre: Record<string, unknown>): LocationValues {
  const text = (value: unknown) => (typeof value === 'number' ? String(value) : '');
  return { latitude: text(centre.latitude), longitude: text(centre.longitude) };
}

export function validateLocation({ latitude, longitude }: LocationValues): FormErrors {
  const errors: FormErrors = {};
  if (!latitude.trim() && !longitude.trim()) return errors;
  const lat = degreesOf(latitude);
  const lng = degreesOf(longitude);
  if (latitude.trim() && (lat === null || lat < NIGERIA_BOUNDS.south || lat > NIGERIA_BOUNDS.north)) errors.latitude = COORDINATE_MSG.latitudeRange;
  if (longitude.trim() && (lng === null || lng < NIGERIA_BOUNDS.west || lng > NIGERIA_BOUNDS.east)) errors.longitude = COORDINATE_MSG.longitudeRange;
  if (!latitude.trim()) errors.latitude = COORDINATE_MSG.bothOrNeither;
  if (!longitude.trim()) errors.longitude = COORDINATE_MSG.bothOrNeither;
  return errors;
}

/** Both as numbers, or both null (a cleared position). */
export function locationBody({ latitude, longitude }: LocationValues): { latitude: number | null; longitude: number | null } {
  const lat = degreesOf(latitude);
  const lng = degreesOf(longitude);
  return lat === null || lng === null ? { latitude: null, longitude: null } : { latitude: lat, longitude: lng };
}

/** A phone's reading to six decimals (about 10 cm): more is noise. */
export function locationFromCoords(coords: { latitude: number; longitude: number }): LocationValues {
  return { latitude: coords.latitude.toFixed(6), longitude: coords.longitude.toFixed(6) };
}
