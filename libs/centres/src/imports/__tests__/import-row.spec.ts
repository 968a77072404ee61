import { describe, expect, it } from '@jest/globals';
import { MSG, PUBLIC_SITE_MSG } from '#contracts';
import type { StateScope } from '#platform';
import { canonicalColumn, missingColumns } from '../import-columns.js';
import { checkImportRow, identityKey } from '../import-row.js';

const all = { all: true } as const;
const row = (over: Record<string, string> = {}) => ({ CentreName: 'Alpha CBT', GovernmentId: 'RC100', AdminEmail: 'Ops@Alpha.ng', ...over });

describe('import columns', () => {
  it('matches known columns and their aliases whatever the case, keeps others', () => {
    expect(['centrename', ' ADMINEMAIL ', 'rcNumber', 'Local Government', 'lga', 'Notes'].map(canonicalColumn)).toEqual([
      'CentreName',
      'AdminEmail',
      'GovernmentId',
      'LocalGovernment',
      'LocalGovernment',
      'Notes',
    ]);
  });

  it('names the required columns a header lacks', () => {
    expect(missingColumns(['CentreName', 'State'])).toEqual(['GovernmentId', 'AdminEmail']);
    expect(missingColumns(['organizationName', 'rcNumber', 'emailAddress'])).toEqual([]);
  });
});

describe('checkImportRow', () => {
  it('accepts a minimal row, lower-casing the email', () => {
    const checked = checkImportRow(row(), all);
    expect(checked).toEqual({
      ok: true,
      key: identityKey('RC100', 'ops@alpha.ng'),
      centre: { CentreName: 'Alpha CBT', GovernmentId: 'RC100', AdminEmail: 'ops@alpha.ng', State: null, LocalGovernment: null, AdminName: null, AdminNumber: null, ownershipType: null, address: null },
    });
  });

  it('canonicalises the optional columns', () => {
    const checked = checkImportRow(row({ State: 'lagos', LocalGovernment: 'IKEJA', ownershipType: 'private institution', AdminName: ' Ada ', AdminNumber: '0803 111 2222, +234 809 444 3333' }), all);
    expect(checked.ok && checked.centre).toMatchObject({ State: 'Lagos', LocalGovernment: 'Ikeja', ownershipType: 'Private Institution', AdminName: 'Ada', AdminNumber: '+2348031112222, +2348094443333' });
  });

  it('refuses a phone that is not an international number, naming it', () => {
    const checked = checkImportRow(row({ AdminNumber: '+234 1' }), all);
    expect(checked).toEqual({ ok: false, problems: [PUBLIC_SITE_MSG.invalidPhone(['+234 1'])] });
  });

  it('reports every problem of a row', () => {
    expect(checkImportRow({ CentreName: '', GovernmentId: ' ', AdminEmail: '' }, all)).toEqual({
      ok: false,
      problems: [MSG.centreNameRequired, MSG.rcNumberRequired, MSG.adminEmailRequired],
    });
    expect(checkImportRow(row({ AdminEmail: 'not-an-email', State: 'Narnia', ownershipType: 'Cooperative' }), all)).toEqual({
      ok: false,
      problems: [MSG.invalidEmail, MSG.unknownStateName, MSG.invalidOption('Ownership type')],
    });
    expect(checkImportRow(row({ State: 'Kano', LocalGovernment: 'Ikeja' }), all)).toEqual({ ok: false, problems: [MSG.unknownLga] });
    expect(checkImportRow(row({ CentreName: 'x'.repeat(201) }), all)).toEqual({ ok: false, problems: [MSG.tooLong('Centre name', 200)] });
  });

  it("keeps a state admin's rows inside their states", () => {
    const lagos: StateScope = { all: false, states: ['Lagos'] };
    expect(checkImportRow(row(), lagos)).toMatchObject({ ok: true, centre: { State: 'Lagos' } });
    expect(checkImportRow(row({ State: 'Kano' }), lagos)).toEqual({ ok: false, problems: [MSG.centreStateOutOfScope] });
  });

  it('ignores values that are not text (a malformed record)', () => {
    expect(checkImportRow({ CentreName: 5 as unknown as string, GovernmentId: 'RC1', AdminEmail: 'a@b.co' }, all)).toEqual({ ok: false, problems: [MSG.centreNameRequired] });
  });

  it('keys identities like the database index: upper Government id, lower email', () => {
    expect(identityKey('rc-1a', 'A@B.CO')).toBe(identityKey('RC-1A', 'a@b.co'));
    expect(identityKey('RC1', 'a@b.co')).not.toBe(identityKey('RC1', 'b@b.co'));
  });
});
