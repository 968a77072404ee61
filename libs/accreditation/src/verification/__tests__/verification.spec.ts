import { COORDINATE_MSG, MSG } from '#contracts';
import { readRegisterRequest } from '../register-params.js';
import { liveVerificationStatus, VERIFICATION_LABELS } from '../verification-status.js';

describe('live verification status', () => {
  it('is accredited only while the accreditation is approved and the centre still at autotest_approved', () => {
    expect(liveVerificationStatus('approved', 'autotest_approved')).toBe('accredited');
    expect(liveVerificationStatus('approved', 'pending')).toBe('withdrawn');
    expect(liveVerificationStatus('approved', 'registration_approved')).toBe('withdrawn');
    expect(liveVerificationStatus('rejected', 'autotest_approved')).toBe('withdrawn');
    expect(liveVerificationStatus('in_progress', 'autotest_approved')).toBe('withdrawn');
    expect(VERIFICATION_LABELS.withdrawn).toBe('Accreditation withdrawn');
  });

  it('says revoked, superseded and expired whatever the centre status, suspended only while the centre stands', () => {
    expect(liveVerificationStatus('approved', 'pending', 'superseded')).toBe('superseded');
    expect(liveVerificationStatus('approved', 'autotest_approved', 'superseded')).toBe('superseded');
    expect(liveVerificationStatus('approved', 'query', 'revoked')).toBe('revoked');
    expect(liveVerificationStatus('approved', 'autotest_approved', 'expired')).toBe('expired');
    expect(liveVerificationStatus('approved', 'autotest_approved', 'suspended')).toBe('suspended');
    expect(liveVerificationStatus('approved', 'query', 'suspended')).toBe('withdrawn');
  });

  it('says delisted while the centre is delisted, for a letter that would stand or be suspended (DECISIONS §10)', () => {
    expect(liveVerificationStatus('approved', 'autotest_approved', 'accredited', true)).toBe('delisted');
    expect(liveVerificationStatus('approved', 'autotest_approved', 'suspended', true)).toBe('delisted');
    expect(liveVerificationStatus('approved', 'autotest_approved', 'revoked', true)).toBe('revoked');
    expect(liveVerificationStatus('approved', 'query', 'accredited', true)).toBe('withdrawn');
    expect(VERIFICATION_LABELS.delisted).toBe('Centre delisted');
  });
});

describe('public register query', () => {
  it('defaults to page 1 of 20 with no state', () => {
    expect(readRegisterRequest({})).toEqual({ request: { state: null, page: 1, limit: 20, near: null }, errors: [] });
    expect(readRegisterRequest({ state: ' ', page: 'x', limit: '' }).request).toEqual({ state: null, page: 1, limit: 20, near: null });
    expect(readRegisterRequest({ state: 'all' }).request.state).toBeNull();
  });

  it('canonicalises the state and refuses unknown ones', () => {
    expect(readRegisterRequest({ state: 'lagos' }).request.state).toBe('Lagos');
    expect(readRegisterRequest({ state: 'Atlantis' }).errors).toEqual([{ path: 'state', msg: MSG.unknownStateName }]);
    expect(readRegisterRequest({ state: ['Lagos', 'Oyo'] }).errors[0]!.path).toBe('state');
  });

  it('clamps page and limit', () => {
    expect(readRegisterRequest({ page: '0', limit: '1000' }).request).toMatchObject({ page: 1, limit: 100 });
    expect(readRegisterRequest({ page: '-3', limit: '0' }).request).toMatchObject({ page: 1, limit: 1 });
    expect(readRegisterRequest({ page: '99999999999', limit: '7' }).request).toMatchObject({ page: 1_000_000, limit: 7 });
    expect(readRegisterRequest({ page: '1e3', limit: '5.5' }).request).toMatchObject({ page: 1, limit: 20 });
  });

  it('reads near as latitude,longitude and names what is wrong with it (DECISIONS §10)', () => {
    expect(readRegisterRequest({ near: ' 6.5244, 3.3792 ' }).request.near).toEqual({ latitude: 6.5244, longitude: 3.3792 });
    expect(readRegisterRequest({ near: '-33.9,-18' }).request.near).toEqual({ latitude: -33.9, longitude: -18 });
    expect(readRegisterRequest({ near: 'Lagos' }).errors).toEqual([{ path: 'near', msg: COORDINATE_MSG.nearFormat }]);
    expect(readRegisterRequest({ near: '6.5' }).errors).toEqual([{ path: 'near', msg: COORDINATE_MSG.nearFormat }]);
    expect(readRegisterRequest({ near: ['6.5,3.3', '7,4'] }).errors).toEqual([{ path: 'near', msg: COORDINATE_MSG.nearFormat }]);
    expect(readRegisterRequest({ near: '91,3' }).errors).toEqual([{ path: 'near', msg: COORDINATE_MSG.nearLatitude }]);
    expect(readRegisterRequest({ near: '6,181' }).errors).toEqual([{ path: 'near', msg: COORDINATE_MSG.nearLongitude }]);
  });
});
