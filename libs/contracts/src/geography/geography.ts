import { NIGERIA_STATES, type NigeriaState } from './nigeria-states.js';

/** Canonical state names, alphabetical (same order as NIGERIA_STATES). */
export const STATE_NAMES: readonly string[] = NIGERIA_STATES.map((state) => state.name);

/**
 * Other names people use for a state, mapped to the canonical name.
 * Keys are compared loosely (see looseKey), so only genuinely different words are listed.
 */
const STATE_ALIASES: Readonly<Record<string, string>> = {
  'Federal Capital Territory': 'FCT',
  Abuja: 'FCT',
  'FCT Abuja': 'FCT',
  'Abuja FCT': 'FCT',
  Nassarawa: 'Nasarawa',
};

/**
 * Variant spellings of LGAs still in common use (the Constitution's own typos, old names,
 * Yoruba/Hausa transliterations), mapped per state to the canonical entry in NIGERIA_STATES.
 * Differences of case, spacing, hyphens, slashes and apostrophes need no entry here.
 */
export const LGA_ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Abia: { Isuikwato: 'Isuikwuato' },
  Adamawa: { Fufure: 'Fufore', Gayuk: 'Guyuk', Grie: 'Girei' },
  Bauchi: { Dambam: 'Damban' },
  Benue: { Otukpo: 'Oturkpo' },
  'Cross River': { Yakuur: 'Yakurr' },
  Ebonyi: { Edda: 'Afikpo South' },
  Ekiti: { Ado: 'Ado-Ekiti', Aiyekire: 'Gbonyin', Ayekire: 'Gbonyin' },
  FCT: {
    AMAC: 'Municipal Area Council',
    'Abuja Municipal': 'Municipal Area Council',
    'Abuja Municipal Area Council': 'Municipal Area Council',
  },
  Imo: { Unuimo: 'Onuimo' },
  Jigawa: { Birniwa: 'Biriniwa', 'Kiri Kasamma': 'Kiri Kasama' },
  Kano: { Danbatta: 'Dambatta', Nassarawa: 'Nasarawa' },
  Kwara: { Patigi: 'Pategi' },
  Lagos: { Somolu: 'Shomolu', 'Ifako-Ijaye': 'Ifako-Ijaiye' },
  Nasarawa: {
    Nassarawa: 'Nasarawa',
    'Nasarawa Egon': 'Nasarawa Eggon',
    'Nassarawa Eggon': 'Nasarawa Eggon',
  },
  Ogun: { 'Yewa North': 'Egbado North', 'Yewa South': 'Egbado South', Sagamu: 'Shagamu' },
  Osun: {
    Ayedaade: 'Aiyedaade',
    Aiyedade: 'Aiyedaade',
    Ayedade: 'Aiyedaade',
    Ayedire: 'Aiyedire',
    'Atakumosa East': 'Atakunmosa East',
    'Atakumosa West': 'Atakunmosa West',
    'Ilesha East': 'Ilesa East',
    'Ilesha West': 'Ilesa West',
    Oshogbo: 'Osogbo',
  },
  Oyo: {
    'Ogbomoso North': 'Ogbomosho North',
    'Ogbomoso South': 'Ogbomosho South',
    'Shaki East': 'Saki East',
    'Shaki West': 'Saki West',
  },
  Rivers: { Emuoha: 'Emohua' },
  Sokoto: { Wamako: 'Wamakko' },
  Zamfara: { 'Birnin Magaji': 'Birnin Magaji/Kiyaw' },
};

const EMPTY: readonly string[] = Object.freeze([]);

/**
 * Comparison key: lower case with accents and every separator removed, so that
 * "ado ekiti", "ADO-EKITI" and "Ado  Ekiti" all meet "Ado-Ekiti", and "Jema'a" meets "Jemaa".
 */
function looseKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const STATE_BY_KEY = new Map<string, NigeriaState>();
for (const state of NIGERIA_STATES) STATE_BY_KEY.set(looseKey(state.name), state);
for (const [alias, canonical] of Object.entries(STATE_ALIASES)) {
  const state = STATE_BY_KEY.get(looseKey(canonical));
  if (state) STATE_BY_KEY.set(looseKey(alias), state);
}

// Built once: per state, loose key -> canonical LGA name (canonical spellings win over aliases).
const LGA_BY_KEY = new Map<string, Map<string, string>>();
for (const state of NIGERIA_STATES) {
  const byKey = new Map<string, string>();
  for (const [alias, canonical] of Object.entries(LGA_ALIASES[state.name] ?? {})) {
    byKey.set(looseKey(alias), canonical);
  }
  for (const lga of state.lgas) byKey.set(looseKey(lga), lga);
  LGA_BY_KEY.set(state.name, byKey);
}

/**
 * The state entry for a name, ignoring case, surrounding/extra spaces and hyphens.
 * Accepts 'Federal Capital Territory' and 'Abuja' for 'FCT', and a trailing "State"
 * ("Lagos State") because forms and CSV uploads often include it.
 */
export function findState(name: string): NigeriaState | undefined {
  if (typeof name !== 'string') return undefined; // tolerate untyped JSON/CSV input
  const key = looseKey(name);
  if (key === '') return undefined;
  const found = STATE_BY_KEY.get(key);
  if (found || !key.endsWith('state')) return found;
  return STATE_BY_KEY.get(key.slice(0, -'state'.length));
}

/** The canonical spelling of a state name ('lagos ' -> 'Lagos', 'Abuja' -> 'FCT'), or undefined. */
export function canonicalStateName(name: string): string | undefined {
  return findState(name)?.name;
}

/** The LGAs of a state (alphabetical); empty for an unknown state so callers can render an empty list. */
export function lgasOf(stateName: string): readonly string[] {
  return findState(stateName)?.lgas ?? EMPTY;
}

/**
 * The canonical spelling of an LGA within a state, or undefined when the state is unknown
 * or the LGA is not in it. Case, surrounding/multiple spaces, hyphens, slashes and
 * apostrophes are ignored ('ado ekiti' -> 'Ado-Ekiti'), and the variants in LGA_ALIASES
 * are accepted ('Yewa North' -> 'Egbado North').
 */
export function canonicalLgaName(stateName: string, lgaName: string): string | undefined {
  const state = findState(stateName);
  if (!state || typeof lgaName !== 'string') return undefined;
  const key = looseKey(lgaName);
  if (key === '') return undefined;
  return LGA_BY_KEY.get(state.name)?.get(key);
}

/**
 * Whether the LGA belongs to the state, with the same tolerance as canonicalLgaName;
 * store the canonical names, not the raw input.
 */
export function isValidStateLga(state: string, lga: string): boolean {
  return canonicalLgaName(state, lga) !== undefined;
}
