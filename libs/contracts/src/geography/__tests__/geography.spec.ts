import { describe, it, expect } from '@jest/globals';
import {
  LGA_ALIASES,
  STATE_NAMES,
  canonicalLgaName,
  canonicalStateName,
  findState,
  isValidStateLga,
  lgasOf,
} from '../geography.js';
import { NIGERIA_STATES } from '../nigeria-states.js';

const EXPECTED_COUNTS: Record<string, number> = {
  Abia: 17,
  Adamawa: 21,
  'Akwa Ibom': 31,
  Anambra: 21,
  Bauchi: 20,
  Bayelsa: 8,
  Benue: 23,
  Borno: 27,
  'Cross River': 18,
  Delta: 25,
  Ebonyi: 13,
  Edo: 18,
  Ekiti: 16,
  Enugu: 17,
  FCT: 6,
  Gombe: 11,
  Imo: 27,
  Jigawa: 27,
  Kaduna: 23,
  Kano: 44,
  Katsina: 34,
  Kebbi: 21,
  Kogi: 21,
  Kwara: 16,
  Lagos: 20,
  Nasarawa: 13,
  Niger: 25,
  Ogun: 20,
  Ondo: 18,
  Osun: 30,
  Oyo: 33,
  Plateau: 17,
  Rivers: 23,
  Sokoto: 23,
  Taraba: 16,
  Yobe: 17,
  Zamfara: 14,
};

const byName = (a: string, b: string): number => a.localeCompare(b, 'en');
const loose = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

describe('NIGERIA_STATES data', () => {
  it('has the 36 states plus FCT', () => {
    expect(NIGERIA_STATES).toHaveLength(37);
    expect(STATE_NAMES).toEqual(NIGERIA_STATES.map((s) => s.name));
    expect([...STATE_NAMES].sort()).toEqual(Object.keys(EXPECTED_COUNTS).sort());
  });

  it('has 774 LGAs in total', () => {
    const total = NIGERIA_STATES.reduce((sum, s) => sum + s.lgas.length, 0);
    expect(total).toBe(774);
  });

  it.each(Object.entries(EXPECTED_COUNTS))('%s has %i LGAs', (state, count) => {
    expect(lgasOf(state)).toHaveLength(count);
  });

  it('lists the FCT area councils', () => {
    expect(lgasOf('FCT')).toEqual(['Abaji', 'Bwari', 'Gwagwalada', 'Kuje', 'Kwali', 'Municipal Area Council']);
  });

  it('sorts states alphabetically', () => {
    expect([...STATE_NAMES].sort(byName)).toEqual(STATE_NAMES);
  });

  it.each(NIGERIA_STATES.map((s) => [s.name, s.lgas] as const))(
    '%s: LGAs are unique (even loosely) and alphabetical',
    (_state, lgas) => {
      expect(new Set(lgas).size).toBe(lgas.length);
      expect(new Set(lgas.map(loose)).size).toBe(lgas.length);
      expect([...lgas].sort(byName)).toEqual(lgas);
      for (const lga of lgas) expect(lga).toBe(lga.trim().replace(/\s+/g, ' '));
    },
  );

  it('every LGA alias points at a real LGA of that state and shadows no other LGA', () => {
    for (const [state, aliases] of Object.entries(LGA_ALIASES)) {
      const lgas = lgasOf(state);
      expect(lgas.length).toBeGreaterThan(0);
      const keys = new Set(lgas.map(loose));
      for (const [alias, canonical] of Object.entries(aliases)) {
        expect(lgas).toContain(canonical);
        expect(keys.has(loose(alias))).toBe(false);
      }
    }
  });
});

describe('state look-ups', () => {
  it('matches case-insensitively and ignores surrounding spaces', () => {
    expect(findState('lagos')?.name).toBe('Lagos');
    expect(findState('  AKWA IBOM ')?.name).toBe('Akwa Ibom');
    expect(canonicalStateName('cross river')).toBe('Cross River');
    expect(canonicalStateName('fct')).toBe('FCT');
  });

  it('accepts the FCT aliases', () => {
    expect(canonicalStateName('Federal Capital Territory')).toBe('FCT');
    expect(canonicalStateName(' abuja ')).toBe('FCT');
    expect(findState('federal capital territory')?.lgas).toHaveLength(6);
  });

  it('accepts a trailing "State"', () => {
    expect(canonicalStateName('Kano State')).toBe('Kano');
  });

  it('returns undefined / empty for unknown states', () => {
    expect(findState('Atlantis')).toBeUndefined();
    expect(canonicalStateName('')).toBeUndefined();
    expect(canonicalStateName('   ')).toBeUndefined();
    expect(canonicalStateName('State')).toBeUndefined();
    expect(lgasOf('Atlantis')).toEqual([]);
  });
});

describe('LGA look-ups', () => {
  it('finds the canonical spelling case-insensitively and trimmed', () => {
    expect(canonicalLgaName('Lagos', '  ikeja ')).toBe('Ikeja');
    expect(canonicalLgaName('kano', 'KANO MUNICIPAL')).toBe('Kano Municipal');
  });

  it('treats hyphens, slashes, apostrophes and extra spaces loosely', () => {
    expect(canonicalLgaName('Ekiti', 'ado ekiti')).toBe('Ado-Ekiti');
    expect(canonicalLgaName('Ekiti', 'Ado   Ekiti')).toBe('Ado-Ekiti');
    expect(canonicalLgaName('Rivers', 'Obio Akpor')).toBe('Obio/Akpor');
    expect(canonicalLgaName('Rivers', 'ogba-egbema-ndoni')).toBe('Ogba/Egbema/Ndoni');
    expect(canonicalLgaName('Ogun', 'Ado Odo Ota')).toBe('Ado-Odo/Ota');
    expect(canonicalLgaName('Kaduna', 'Jemaa')).toBe("Jema'a");
    expect(canonicalLgaName('Oyo', 'Ibadan North East')).toBe('Ibadan North-East');
  });

  it('accepts well-known variant spellings', () => {
    expect(canonicalLgaName('Ogun', 'Yewa North')).toBe('Egbado North');
    expect(canonicalLgaName('Lagos', 'Somolu')).toBe('Shomolu');
    expect(canonicalLgaName('FCT', 'AMAC')).toBe('Municipal Area Council');
    expect(canonicalLgaName('Abuja', 'abuja municipal')).toBe('Municipal Area Council');
  });

  it('rejects unknown LGAs, LGAs of another state and unknown states', () => {
    expect(canonicalLgaName('Lagos', 'Atlantis')).toBeUndefined();
    expect(canonicalLgaName('Lagos', 'Ado-Ekiti')).toBeUndefined();
    expect(canonicalLgaName('Atlantis', 'Ikeja')).toBeUndefined();
    expect(canonicalLgaName('Lagos', '')).toBeUndefined();
    expect(canonicalLgaName('Ekiti', 'ado eki')).toBeUndefined();
  });

  it('validates state/LGA pairs', () => {
    expect(isValidStateLga('Lagos', 'Ikeja')).toBe(true);
    expect(isValidStateLga('fct', 'bwari')).toBe(true);
    expect(isValidStateLga('Kwara', 'Ekiti')).toBe(true);
    expect(isValidStateLga('Ekiti', 'Ekiti')).toBe(false);
    expect(isValidStateLga('Lagos', 'Bwari')).toBe(false);
    expect(isValidStateLga('Nowhere', 'Ikeja')).toBe(false);
  });

  it('resolves every listed LGA to itself', () => {
    for (const state of NIGERIA_STATES) {
      for (const lga of state.lgas) {
        expect(canonicalLgaName(state.name, lga)).toBe(lga);
        expect(canonicalLgaName(state.name, lga.toUpperCase())).toBe(lga);
      }
    }
  });
});
