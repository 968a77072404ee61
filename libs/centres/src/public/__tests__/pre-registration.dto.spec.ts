import { describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { AppError } from '#platform';
import { parseCentreBody } from '../../registration/centre-body.js';
import { PreRegistrationDto } from '../dto/pre-registration.dto.js';

const valid = {
  CentreName: ' Bright Future ',
  ownershipType: 'private institution',
  GovernmentId: 778899,
  AdminName: 'Ada Obi',
  AdminEmail: ' Ada@School.TEST ',
  AdminNumber: '+2348012345678',
  State: 'abuja',
  LocalGovernment: 'amac',
  address: '1 Road',
};

async function errorsOf(body: unknown): Promise<Array<{ path: string; msg: string }>> {
  try {
    await parseCentreBody(PreRegistrationDto, body);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') return error.errors ?? [];
    throw error;
  }
  return [];
}

describe('PreRegistrationDto', () => {
  it('trims, lower-cases the email, canonicalises options, state and LGA, and drops unknown fields', async () => {
    const dto = await parseCentreBody(PreRegistrationDto, { ...valid, examBody: 'WAEC', status: 'autotest_approved', id: 'x' });
    expect({ ...dto }).toEqual({
      CentreName: 'Bright Future',
      ownershipType: 'Private Institution',
      GovernmentId: '778899',
      AdminName: 'Ada Obi',
      AdminEmail: 'ada@school.test',
      AdminNumber: '+2348012345678',
      State: 'FCT',
      LocalGovernment: 'Municipal Area Council',
      address: '1 Road',
    });
  });

  it('maps the older alias names before checking', async () => {
    const { CentreName, GovernmentId, AdminEmail, LocalGovernment, ...rest } = valid;
    const dto = await parseCentreBody(PreRegistrationDto, { ...rest, organizationName: CentreName, rcNumber: GovernmentId, emailAddress: AdminEmail, lga: LocalGovernment });
    expect(dto).toMatchObject({ CentreName: 'Bright Future', GovernmentId: '778899', AdminEmail: 'ada@school.test', LocalGovernment: 'Municipal Area Council' });
  });

  it('labels the government number by ownership', async () => {
    expect(await errorsOf({ ...valid, GovernmentId: '' })).toEqual([{ path: 'GovernmentId', msg: MSG.rcNumberRequired }]);
    expect(await errorsOf({ ...valid, ownershipType: 'State/Government Institution', GovernmentId: null })).toEqual([{ path: 'GovernmentId', msg: 'Government Number is required' }]);
  });

  it('reports an unknown state once, not again on the LGA', async () => {
    expect(await errorsOf({ ...valid, State: 'Wakanda', LocalGovernment: 'Anywhere' })).toEqual([{ path: 'State', msg: MSG.unknownStateName }]);
    expect(await errorsOf({ ...valid, State: 'Lagos', LocalGovernment: 'Kano Municipal' })).toEqual([{ path: 'LocalGovernment', msg: MSG.unknownLga }]);
  });

  it('refuses values of the wrong type with the field message, never a crash', async () => {
    expect(await errorsOf({ ...valid, CentreName: { $gt: '' }, State: ['Lagos'], AdminEmail: 5 })).toEqual([
      { path: 'CentreName', msg: MSG.centreNameRequired },
      { path: 'AdminEmail', msg: MSG.adminEmailRequired },
      { path: 'State', msg: MSG.fieldRequired('State') },
    ]);
    expect(await errorsOf('CentreName=x')).toHaveLength(9);
  });
});
