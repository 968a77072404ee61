import { CENTRE_OPTIONS } from '@cbt/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPhoneRule } from './phoneRule';

beforeAll(() => loadPhoneRule());
import { CENTRE_FIELDS, centreBody, formValuesOf, SECTION_A, SECTION_B, validateCentre } from './centreFields';

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
  ExpectedCandidates: '1000',
  NumberOfBackupSystems: '25',
  TypeOfPowerSource: 'Generator',
  TypeOfBackupPowerSource: 'UPS',
  GeneratorCapacity: '50KVA',
  NetworkTopology: 'Star',
  SystemArchitecture: 'Standalone',
  CoolingSystem: 'AC',
  CCTVType: 'DVR',
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
    // DECISIONS §10: no declared figure is filled in for the centre, so every one is asked for.
    expect(Object.keys(errors)).toHaveLength(CENTRE_FIELDS.length);
    expect(errors.ExpectedCandidates).toBe('Expected candidates is required');
    expect(errors.NumberOfBackupSystems).toBe('Backup systems is required');
    expect(errors.CCTVType).toBe('CCTV type is required');
    expect(errors.CentreCapacity).toBe('Number of systems is required');
    expect(errors.CentreName).toBe('Organization name is required');
    expect(errors.GovernmentId).toBe('RC Number is required');
    expect(errors.isJambAccredited).toBe('Please select accreditation status');
    expect(errors.AdminNumber).toBe('Phone number is required');
    expect(errors.AdminEmail).toBe('Email address is required');
    expect(errors.LocalGovernment).toBe('LGA is required');
    expect(errors.internetConnection).toBe('Internet connection is required');
  });

  it('checks every phone as an international number, Nigerian 080... numbers included', () => {
    expect(validateCentre({ ...complete(), AdminNumber: '123' }).AdminNumber).toBe('"123" is not a valid phone number. Include the country code (e.g. +234 803 123 4567); separate several numbers with commas.');
    expect(validateCentre({ ...complete(), AdminNumber: '0803 123 4567, +44 20 7946 0958' }).AdminNumber).toBeUndefined();
  });

  it('checks email shape and the minimum counts', () => {
    const errors = validateCentre({ ...complete(), AdminEmail: 'nope', CentreCapacity: '0', ExpectedCandidates: '0', NumberOfBackupSystems: '-1' });
    expect(errors.AdminEmail).toBe('Invalid email address');
    expect(errors.CentreCapacity).toBe('Must have at least 1 system');
    expect(errors.ExpectedCandidates).toBe('Must have at least 1 candidate');
    expect(errors.NumberOfBackupSystems).toBe('Must be 0 or more');
  });

  it('sends numbers as numbers, the reference, and nothing the centre did not enter', () => {
    expect(validateCentre(complete())).toEqual({});
    const body = centreBody('JAMB-2026-00000001', { ...complete(), CentreCapacity: '25', ExpectedCandidates: '' });
    expect(body).toMatchObject({ ReferenceNumber: 'JAMB-2026-00000001', CentreCapacity: 25, ExpectedCandidates: null, NumberOfBackupSystems: 25 });
    expect(body).not.toHaveProperty('backUpCapacity');
  });

  it('names no default in any hint', () => {
    expect(CENTRE_FIELDS.filter((field) => /left empty/i.test(field.hint ?? '')).map((field) => field.name)).toEqual([]);
  });
});
