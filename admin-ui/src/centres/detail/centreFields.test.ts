import { describe, expect, it } from 'vitest';
import { CONSOLE_EN } from '../../i18n';
import { CENTRE_DETAIL_GROUPS } from './centreFields';

// The fields of SPEC §5's detailed registration form (public-ui/src/lib/centreFields.ts), written out.
const FORM_FIELDS = [
  'CentreName', 'CoordinatorName', 'GovernmentId', 'isJambAccredited', 'yearOfEstablishment', 'AdminNumber', 'AdminEmail', 'State', 'LocalGovernment', 'town',
  'neighbourhood', 'nearestLandmark', 'address', 'latitude', 'longitude', 'systemConfiguration', 'CentreCapacity', 'ExpectedCandidates', 'NumberOfBackupSystems', 'TypeOfPowerSource',
  'TypeOfBackupPowerSource', 'GeneratorCapacity', 'NetworkTopology', 'SystemArchitecture', 'CoolingSystem', 'CCTVType', 'networkingType', 'CCTV', 'internetConnection',
];

describe('the centre detail', () => {
  it('shows every field of the centre\'s form, and each once', () => {
    const shown = CENTRE_DETAIL_GROUPS.flatMap((group) => group.fields);
    for (const field of FORM_FIELDS) expect(shown).toContain(field);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).toContain('CoordinatorPhone');
  });

  it('has an English label for every field and a title for every group', () => {
    for (const field of CENTRE_DETAIL_GROUPS.flatMap((group) => group.fields)) expect({ field, label: typeof (CONSOLE_EN.centre.field as Record<string, string>)[field] }).toEqual({ field, label: 'string' });
    for (const group of CENTRE_DETAIL_GROUPS) expect(typeof (CONSOLE_EN.centre.group as Record<string, string>)[group.id]).toBe('string');
  });
});
