import { CENTRE_OPTIONS } from '@cbt/contracts';
import { describe, expect, it } from 'vitest';
import { CENTRE_FIELDS, centreBody, formValuesOf, SECTION_A, SECTION_B, validateCentre, withDefaults } from './centreFields';

const complete = (): Record<string, string> => ({
  CentreName: 'Sunrise CBT',
  CoordinatorName: 'Bola Ade',
  GovernmentId: 'RC1',
  isJambAccredited: 'No',
  yearOfEstablishment: '2015',
  AdminNumber: '+2348012345678',
  AdminEmail: 'ada@school.test',
  State: 'Lagos',
  LocalGovernment: 'Ikeja',
  town: 'Ikeja',
  neighbourhood: 'Alausa',
  nearestLandmark: 'Secretariat',
  address: '1 School Road',
  systemConfiguration: 'Core i5, 8 GB',
  CentreCapacity: '250',
  ExpectedCandidates: '',
  NumberOfBackupSystems: '',
  TypeOfPowerSource: 'Generator',
  TypeOfBackupPowerSource: '',
  GeneratorCapacity: '',
  NetworkTopology: 'Star',
  SystemArchitecture: 'Standalone',
  CoolingSystem: '',
  CCTVType: '',
  networkingType: 'Wired',
  CCTV: 'Yes',
  internetConnection: 'Fiber Optic',
});

describe('detailed registration fields', () => {
  it('has Section A and Section B with every SPEC §5 option list', () => {
    expect(SECTION_A).toHaveLength(13);
    expect(SECTION_B).toHaveLength(14);
    for (const [name, options] of Object.entries(CENTRE_OPTIONS)) {
      expect(CENTRE_FIELDS.find((field) => field.name === name)?.options).toEqual(options);
    }
  });

  it('requires every field with its own message', () => {
    const errors = validateCentre(formValuesOf({}));
    expect(Object.keys(errors)).toHaveLength(CENTRE_FIELDS.length);
    expect(errors.CentreName).toBe('Organization name is required');
    expect(errors.GovernmentId).toBe('RC Number is required');
    expect(errors.isJambAccredited).toBe('Please select accreditation status');
    expect(errors.AdminNumber).toBe('Phone number is required');
    expect(errors.AdminEmail).toBe('Email address is required');
    expect(errors.LocalGovernment).toBe('LGA is required');
    expect(errors.internetConnection).toBe('Internet connection is required');
  });

  it('checks email shape and the minimum counts', () => {
    const errors = validateCentre({ ...complete(), AdminEmail: 'nope', CentreCapacity: '0', ExpectedCandidates: '0', NumberOfBackupSystems: '-1' });
    expect(errors.AdminEmail).toBe('Invalid email address');
    expect(errors.CentreCapacity).toBe('Must have at least 1 system');
    expect(errors.ExpectedCandidates).toBe('Must have at least 1 candidate');
    expect(errors.NumberOfBackupSystems).toBe('Must be 0 or more');
  });

  it('fills SPEC §9 defaults only where the form was left empty', () => {
    const filled = withDefaults(complete());
    expect(filled).toMatchObject({
      ExpectedCandidates: '12500',
      NumberOfBackupSystems: '1',
      TypeOfBackupPowerSource: 'Generator',
      GeneratorCapacity: '10',
      CoolingSystem: 'AC',
      CCTVType: 'DVR',
    });
    expect(validateCentre(filled)).toEqual({});
    const other = withDefaults({ ...complete(), TypeOfPowerSource: 'Solar', CCTV: 'No', CoolingSystem: 'Fan', ExpectedCandidates: '40' });
    expect(other).toMatchObject({ GeneratorCapacity: '5', CCTVType: 'None', CoolingSystem: 'Fan', ExpectedCandidates: '40' });
  });

  it('sends numbers as numbers, the reference, and the backup capacity rounded up', () => {
    const body = centreBody('JAMB-2026-00000001', withDefaults({ ...complete(), CentreCapacity: '25' }));
    expect(body).toMatchObject({ ReferenceNumber: 'JAMB-2026-00000001', CentreCapacity: 25, ExpectedCandidates: 1250, NumberOfBackupSystems: 1, backUpCapacity: 13 });
  });
});
