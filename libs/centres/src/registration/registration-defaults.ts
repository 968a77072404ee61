import { CENTRE_OPTIONS, registrationDefaults } from '#contracts';
import { canonicalOption, MAX_COUNT, toCount } from './centre-fields.js';
import type { RawBody } from './centre-body.js';

const isEmpty = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Defaults follow from a number of systems the form would accept, never from one it refuses. */
function validSystems(value: unknown): number | null {
  const systems = toCount(value);
  return typeof systems === 'number' && Number.isInteger(systems) && systems >= 1 && systems <= MAX_COUNT ? systems : null;
}

/**
 * SPEC §9's "defaults sent on centre save", applied on the server too, so a client that leaves a
 * value empty gets the same centre as the SPEC's form would have sent. Only empty values are filled.
 */
export function withRegistrationDefaults(raw: RawBody): RawBody {
  const defaults = registrationDefaults({
    CentreCapacity: validSystems(raw.CentreCapacity),
    TypeOfPowerSource: canonicalOption(CENTRE_OPTIONS.TypeOfPowerSource, raw.TypeOfPowerSource) as string | null,
    CCTV: canonicalOption(CENTRE_OPTIONS.CCTV, raw.CCTV) as string | null,
  });
  const out: RawBody = { ...raw };
  for (const [field, value] of Object.entries(defaults)) {
    if (value !== null && isEmpty(out[field])) out[field] = value;
  }
  return out;
}
