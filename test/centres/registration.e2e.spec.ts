import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG, TRUST_MSG } from '#contracts';
import { detailedRegistration, FORM_IDENTITY_SEED, ownIdentity, seedCentre, signedInCentre } from '../support/centre-factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';


describe('detailed centre registration', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });


  it('answers an empty form with every SPEC message that no default covers, and changes nothing', async () => {
    const centre = await signedInCentre(app, FORM_IDENTITY_SEED);
    const res = await app.request('POST', '/api/centre-registration', { token: centre.token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'CentreName', msg: MSG.organizationNameRequired },
      { path: 'CoordinatorName', msg: 'Coordinator name is required' },
      { path: 'GovernmentId', msg: MSG.rcNumberRequired },
      { path: 'isJambAccredited', msg: MSG.selectAccreditationStatus },
      { path: 'yearOfEstablishment', msg: 'Year of establishment is required' },
      { path: 'AdminNumber', msg: MSG.phoneNumberRequired },
      { path: 'AdminEmail', msg: MSG.emailAddressRequired },
      { path: 'State', msg: 'State is required' },
      { path: 'LocalGovernment', msg: 'LGA is required' },
      { path: 'town', msg: 'Town is required' },
      { path: 'neighbourhood', msg: 'Neighbourhood is required' },
      { path: 'nearestLandmark', msg: 'Nearest landmark is required' },
      { path: 'address', msg: 'Contact address is required' },
      { path: 'systemConfiguration', msg: 'System configuration is required' },
      { path: 'CentreCapacity', msg: 'Number of systems is required' },
      { path: 'ExpectedCandidates', msg: 'Expected candidates is required' },
      { path: 'TypeOfPowerSource', msg: 'Power source is required' },
      { path: 'NetworkTopology', msg: 'Network topology is required' },
      { path: 'SystemArchitecture', msg: 'System architecture is required' },
      { path: 'networkingType', msg: 'Networking type is required' },
      { path: 'CCTV', msg: 'CCTV availability is required' },
      { path: 'internetConnection', msg: 'Internet connection is required' },
    ]);
    const { rows } = await app.db!.query('SELECT version, registration_saved_at FROM centres WHERE id = $1', [centre.id]);
    expect(rows[0]).toEqual({ version: 1, registration_saved_at: null });
  });

  it('saves the form, fills the SPEC §9 defaults, and records what changed', async () => {
    const centre = await signedInCentre(app, FORM_IDENTITY_SEED);
    const res = await app.request('POST', '/api/centre-registration', { token: centre.token, body: detailedRegistration({ ...ownIdentity(centre), ReferenceNumber: centre.reference.toLowerCase(), status: 'autotest_approved' }) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.registrationSaved);
    expect(res.body.data).toMatchObject({
      ReferenceNumber: centre.reference,
      status: 'registration_approved',
      CentreName: 'Bright Future CBT Centre',
      State: 'Oyo',
      LocalGovernment: 'Ibadan North',
      CentreCapacity: 7,
      ExpectedCandidates: 350,
      backUpCapacity: 4,
      NumberOfBackupSystems: 1,
      TypeOfBackupPowerSource: 'Generator',
      GeneratorCapacity: '10',
      CoolingSystem: 'AC',
      CCTVType: 'DVR',
      isRegistrationComplete: false,
      uploadedDocuments: {},
    });
    const { rows } = await app.db!.query('SELECT version, registration_saved_at, admin_email FROM centres WHERE id = $1', [centre.id]);
    expect(rows[0].version).toBe(2);
    expect(rows[0].registration_saved_at).not.toBeNull();
    expect(rows[0].admin_email).toBe(res.body.data.AdminEmail);
    // The approved email stays the centre's (DECISIONS §8): the form sent it unchanged.
    expect(rows[0].admin_email).toBe(centre.email);
    const history = await app.db!.query(`SELECT action, actor_type, data FROM centre_actions WHERE centre_id = $1 AND action = 'registration_saved'`, [centre.id]);
    expect(history.rows).toHaveLength(1);
    expect(history.rows[0].actor_type).toBe('centre');
    expect(history.rows[0].data.fields).toEqual(expect.arrayContaining(['CoordinatorName', 'ExpectedCandidates', 'town']));
    // The approved identity was sent unchanged, so it is not among the changes.
    expect(history.rows[0].data.fields).not.toContain('CentreName');
    expect(history.rows[0].data.fields).not.toContain('status');
  });

  it('uses the other defaults for another power source and no CCTV, and keeps values that were sent', async () => {
    const centre = await signedInCentre(app, FORM_IDENTITY_SEED);
    const res = await app.request('POST', '/api/centre-registration/basic', {
      token: centre.token,
      body: detailedRegistration({ ...ownIdentity(centre), CentreCapacity: '3', TypeOfPowerSource: 'solar', CCTV: 'no', ExpectedCandidates: 90, CoolingSystem: 'Fan', NumberOfBackupSystems: 0 }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      CentreCapacity: 3,
      ExpectedCandidates: 90,
      backUpCapacity: 2,
      NumberOfBackupSystems: 0,
      TypeOfPowerSource: 'Solar',
      GeneratorCapacity: '5',
      CoolingSystem: 'Fan',
      CCTV: 'No',
      CCTVType: 'None',
    });
  });

  it('checks options, numbers, the email and the LGA', async () => {
    const centre = await signedInCentre(app, FORM_IDENTITY_SEED);
    const res = await app.request('POST', '/api/centre-registration', {
      token: centre.token,
      body: detailedRegistration({
        ...ownIdentity(centre),
        isJambAccredited: 'Maybe',
        AdminEmail: 'no-at-sign',
        LocalGovernment: 'Ikeja',
        CentreCapacity: 0,
        ExpectedCandidates: 0,
        NumberOfBackupSystems: -1,
        TypeOfPowerSource: 'Nuclear',
        GeneratorCapacity: '7KVA',
        NetworkTopology: 'Star',
        internetConnection: 'Pigeon',
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'isJambAccredited', msg: MSG.invalidOption('Accreditation status') },
      { path: 'AdminEmail', msg: MSG.invalidEmailAddress },
      { path: 'LocalGovernment', msg: MSG.unknownLga },
      { path: 'CentreCapacity', msg: MSG.atLeastOneSystem },
      { path: 'ExpectedCandidates', msg: MSG.atLeastOneCandidate },
      { path: 'NumberOfBackupSystems', msg: MSG.zeroOrMore },
      { path: 'TypeOfPowerSource', msg: MSG.invalidOption('Power source') },
      { path: 'GeneratorCapacity', msg: MSG.invalidOption('Generator capacity') },
      { path: 'internetConnection', msg: MSG.invalidOption('Internet connection') },
    ]);
    const huge = await app.request('POST', '/api/centre-registration', { token: centre.token, body: detailedRegistration({ ...ownIdentity(centre), CentreCapacity: 1e12 }) });
    expect(huge.status).toBe(400);
    // No default follows from a refused number of systems.
    expect(huge.body.errors).toEqual([
      { path: 'CentreCapacity', msg: MSG.tooLarge('Number of systems', 100000) },
      { path: 'ExpectedCandidates', msg: 'Expected candidates is required' },
    ]);
  });

  it('accepts the older alias names', async () => {
    const centre = await signedInCentre(app, FORM_IDENTITY_SEED);
    const { CentreName, CoordinatorName, AdminEmail, AdminNumber, address, GovernmentId, CentreCapacity, TypeOfPowerSource, CCTV, LocalGovernment, ...rest } = detailedRegistration(ownIdentity(centre));
    const res = await app.request('POST', '/api/centre-registration', {
      token: centre.token,
      body: {
        ...rest,
        registrationNumber: centre.reference,
        organizationName: CentreName,
        coordinatorName: CoordinatorName,
        emailAddress: AdminEmail,
        phoneNumbers: AdminNumber,
        contactAddress: address,
        rcNumber: GovernmentId,
        numberOfSystems: String(CentreCapacity),
        powerSource: TypeOfPowerSource,
        cctvAvailability: CCTV,
        lga: LocalGovernment,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ CentreName, CoordinatorName, AdminNumber, address, GovernmentId, CentreCapacity: 7, TypeOfPowerSource, CCTV, LocalGovernment, ExpectedCandidates: 350 });
  });

  it("refuses a body naming another centre (403) and another centre's Government/RC number and email (409)", async () => {
    const centre = await signedInCentre(app, FORM_IDENTITY_SEED);
    const other = await seedCentre(app, { status: 'registration_approved' });
    const foreign = await app.request('POST', '/api/centre-registration', { token: centre.token, body: detailedRegistration({ ReferenceNumber: other.reference }) });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(MSG.sessionOtherCentre);
    const taken = await app.request('POST', '/api/centre-registration', { token: centre.token, body: detailedRegistration({ GovernmentId: other.governmentId.toLowerCase(), AdminEmail: other.email }) });
    // DECISIONS §8: an approved centre's Government/RC number and email are not the session's to change at all.
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(TRUST_MSG.identityLocked(['Government/RC number', 'Admin email']));
    const { rows } = await app.db!.query('SELECT version FROM centres WHERE id = $1', [centre.id]);
    expect(rows[0].version).toBe(1);
  });

  it('needs a centre session, refuses multipart with a pointer to the upload call, and refuses a centre set back to pending', async () => {
    expect((await app.request('POST', '/api/centre-registration', { body: detailedRegistration() })).status).toBe(401);
    const centre = await signedInCentre(app, FORM_IDENTITY_SEED);
    const form = new FormData();
    form.append('CentreName', 'Bright Future');
    const multipart = await app.request('POST', '/api/centre-registration', { token: centre.token, raw: form });
    expect(multipart.status).toBe(415);
    expect(multipart.body.message).toBe(MSG.registrationAsJson);

    await app.db!.query(`UPDATE centres SET status = 'pending' WHERE id = $1`, [centre.id]);
    const pending = await app.request('POST', '/api/centre-registration', { token: centre.token, body: detailedRegistration() });
    expect(pending.status).toBe(403);
    expect(pending.body.message).toBe(MSG.centrePendingApproval);
  });

  it('logged no unexpected server error along the way', () => {
    expect(app.output()).not.toMatch(/ failed \[/);
  });
});
