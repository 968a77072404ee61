import { describe, expect, it } from '@jest/globals';
import { COORDINATE_MSG, MSG, PUBLIC_SITE_MSG } from '#contracts';
import { AppError } from '#platform';
import { parseCentreBody } from '../centre-body.js';
import { DetailedRegistrationDto } from '../dto/detailed-registration.dto.js';

const form = {
  CentreName: 'Bright Future',
  CoordinatorName: 'Musa Bello',
  GovernmentId: 'RC1',
  isJambAccredited: 'yes',
  yearOfEstablishment: 2012,
  AdminNumber: '+2348012345678',
  AdminEmail: 'A@B.TEST',
  State: 'Oyo',
  LocalGovernment: 'ibadan north',
  town: 'Ibadan',
  neighbourhood: 'Bodija',
  nearestLandmark: 'Market',
  address: '4 Road',
  systemConfiguration: 'i5',
  CentreCapacity: '7',
  ExpectedCandidates: '350',
  NumberOfBackupSystems: '25',
  TypeOfPowerSource: 'generator',
  TypeOfBackupPowerSource: 'UPS',
  GeneratorCapacity: '10KVA',
  CoolingSystem: 'AC',
  CCTVType: 'DVR',
  NetworkTopology: 'star',
  SystemArchitecture: 'Thin Client',
  networkingType: 'LAN',
  CCTV: 'Yes',
  internetConnection: 'DSL',
};

const parse = (body: Record<string, unknown>) => parseCentreBody(DetailedRegistrationDto, body);

async function errorsOf(body: Record<string, unknown>): Promise<Array<{ path: string; msg: string }>> {
  try {
    await parse(body);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') return error.errors ?? [];
    throw error;
  }
  return [];
}

describe('DetailedRegistrationDto', () => {
  it('fills in no declared figure the centre left out (DECISIONS §10): each is required', async () => {
    const { ExpectedCandidates: _e, NumberOfBackupSystems: _n, CoolingSystem: _c, CCTVType: _t, ...without } = form;
    expect(await errorsOf(without)).toEqual([
      { path: 'ExpectedCandidates', msg: MSG.fieldRequired('Expected candidates') },
      { path: 'NumberOfBackupSystems', msg: MSG.fieldRequired('Backup systems') },
      { path: 'CoolingSystem', msg: MSG.fieldRequired('Cooling system') },
      { path: 'CCTVType', msg: MSG.fieldRequired('CCTV type') },
    ]);
  });

  it('canonicalises options, numbers, state, LGA and email', async () => {
    const dto = await parse(form);
    expect(dto).toMatchObject({
      isJambAccredited: 'Yes',
      yearOfEstablishment: '2012',
      AdminEmail: 'a@b.test',
      LocalGovernment: 'Ibadan North',
      CentreCapacity: 7,
      ExpectedCandidates: 350,
      TypeOfPowerSource: 'Generator',
      GeneratorCapacity: '10KVA',
      NetworkTopology: 'Star',
    });
  });

  it('accepts the listed generator sizes besides the default numbers', async () => {
    expect((await parse({ ...form, GeneratorCapacity: '50kva' })).GeneratorCapacity).toBe('50KVA');
    expect(await errorsOf({ ...form, GeneratorCapacity: '12' })).toEqual([{ path: 'GeneratorCapacity', msg: MSG.invalidOption('Generator capacity') }]);
  });

  it('gives the SPEC texts for counts out of range and not whole', async () => {
    expect(await errorsOf({ ...form, CentreCapacity: 'seven', ExpectedCandidates: 1.5, NumberOfBackupSystems: '-2' })).toEqual([
      { path: 'CentreCapacity', msg: MSG.atLeastOneSystem },
      { path: 'ExpectedCandidates', msg: MSG.atLeastOneCandidate },
      { path: 'NumberOfBackupSystems', msg: MSG.zeroOrMore },
    ]);
  });

  it('takes phones as international numbers, stores Nigerian ones as +234, and names a bad one', async () => {
    const dto = await parse({ ...form, AdminNumber: '0803 123 4567, +44 20 7946 0958', CoordinatorPhone: '08094443333', AdminPhone: '' });
    expect(dto.AdminNumber).toBe('+2348031234567, +442079460958');
    expect(dto.CoordinatorPhone).toBe('+2348094443333');
    expect(dto.AdminPhone).toBeUndefined();
    expect(await errorsOf({ ...form, AdminNumber: '123' })).toEqual([{ path: 'AdminNumber', msg: PUBLIC_SITE_MSG.invalidPhone(['123']) }]);
    expect(await errorsOf({ ...form, AdminNumber: '+2348031234567, 12' })).toEqual([{ path: 'AdminNumber', msg: PUBLIC_SITE_MSG.invalidPhone(['12']) }]);
    expect(await errorsOf({ ...form, CoordinatorPhone: 'call me' })).toEqual([{ path: 'CoordinatorPhone', msg: PUBLIC_SITE_MSG.invalidPhone(['call me']) }]);
  });

  it('keeps optional fields out when blank and checks them when sent', async () => {
    const dto = await parse({ ...form, AdminName: ' ', ownershipType: '' });
    expect('AdminName' in dto && dto.AdminName !== undefined).toBe(false);
    expect(await errorsOf({ ...form, ownershipType: 'Church' })).toEqual([{ path: 'ownershipType', msg: MSG.invalidOption('Ownership type') }]);
  });

  it('takes an optional position inside Nigeria, both or neither (docs/REGISTER.md "Where coordinates come from")', async () => {
    expect(await parse({ ...form, latitude: '7.4436', longitude: 3.9003 })).toMatchObject({ latitude: 7.4436, longitude: 3.9003 });
    expect(await parse({ ...form, latitude: null, longitude: '' })).toMatchObject({ latitude: null, longitude: null });
    const kept = await parse(form);
    expect(kept.latitude).toBeUndefined();
    expect(await errorsOf({ ...form, latitude: 51.5, longitude: -0.12 })).toEqual([
      { path: 'latitude', msg: COORDINATE_MSG.latitudeRange },
      { path: 'longitude', msg: COORDINATE_MSG.longitudeRange },
    ]);
    expect(await errorsOf({ ...form, latitude: 'north', longitude: 3.9 })).toEqual([{ path: 'latitude', msg: COORDINATE_MSG.latitudeRange }]);
    expect(await errorsOf({ ...form, latitude: 7.44 })).toEqual([{ path: 'latitude', msg: COORDINATE_MSG.bothOrNeither }]);
    expect(await errorsOf({ ...form, latitude: null, longitude: 3.9 })).toEqual([{ path: 'longitude', msg: COORDINATE_MSG.bothOrNeither }]);
  });
});
