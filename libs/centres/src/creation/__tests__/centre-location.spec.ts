import { describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import type { StateScope } from '#platform';
import { resolveCentreLocation } from '../centre-location.js';

const national: StateScope = { all: true };
const lagos: StateScope = { all: false, states: ['Lagos'] };
const two: StateScope = { all: false, states: ['Lagos', 'Kano'] };

describe('resolveCentreLocation', () => {
  it('lets a national admin leave the location empty', () => {
    expect(resolveCentreLocation(national, undefined, undefined)).toEqual({ ok: true, State: null, LocalGovernment: null });
  });

  it('stores canonical spellings and checks the LGA belongs to the state', () => {
    expect(resolveCentreLocation(national, 'lagos state', ' ikeja ')).toEqual({ ok: true, State: 'Lagos', LocalGovernment: 'Ikeja' });
    expect(resolveCentreLocation(national, 'Atlantis', undefined)).toEqual({ ok: false, problems: [{ path: 'State', msg: MSG.unknownStateName }] });
    expect(resolveCentreLocation(national, 'Lagos', 'Kano Municipal')).toEqual({ ok: false, problems: [{ path: 'LocalGovernment', msg: MSG.unknownLga }] });
    expect(resolveCentreLocation(national, '', 'Ikeja')).toEqual({ ok: false, problems: [{ path: 'LocalGovernment', msg: MSG.fieldRequired('State') }] });
  });

  it("asks a single-state admin for the State too, and keeps it to their state", () => {
    expect(resolveCentreLocation(lagos, undefined, 'Ikeja')).toEqual({ ok: false, problems: [{ path: 'State', msg: MSG.centreStateRequired }] });
    expect(resolveCentreLocation(lagos, 'lagos', 'Ikeja')).toEqual({ ok: true, State: 'Lagos', LocalGovernment: 'Ikeja' });
    expect(resolveCentreLocation(lagos, 'Kano', undefined)).toEqual({ ok: false, problems: [{ path: 'State', msg: MSG.centreStateOutOfScope }] });
  });

  it('asks an admin of several states to name one', () => {
    expect(resolveCentreLocation(two, undefined, undefined)).toEqual({ ok: false, problems: [{ path: 'State', msg: MSG.centreStateRequired }] });
    expect(resolveCentreLocation(two, 'kano', undefined)).toEqual({ ok: true, State: 'Kano', LocalGovernment: null });
  });
});

describe('resolveCentreLocation for a CSV import', () => {
  it("puts a single-state admin's rows without a State column in their state", () => {
    expect(resolveCentreLocation({ all: false, states: ['Lagos'] }, undefined, 'Ikeja', true)).toEqual({ ok: true, State: 'Lagos', LocalGovernment: 'Ikeja' });
    expect(resolveCentreLocation({ all: false, states: ['Lagos', 'Kano'] }, undefined, undefined, true)).toEqual({ ok: false, problems: [{ path: 'State', msg: MSG.centreStateRequired }] });
  });
});
