import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { COORDINATE_MSG, MSG, TRUST_MSG } from '#contracts';
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


  it('answers an empty form with every SPEC message, declared figures included, and changes nothing', async () => {
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
      { path: 'NumberOfBackupSystems', msg: 'Backup systems is required' },
      { path: 'TypeOfPowerSource', msg: 'Power source is required' },
      { path: 'TypeOfBackupPowerSource', msg: 'Backup power source is required' },
      { path: 'GeneratorCapacity', msg: 'Generator capacity is required' },
      { path: 'NetworkTopology', msg: 'Network topology is required' },
      { path: 'SystemArchitecture', msg: 'System architecture is required' },
      { path: 'CoolingSystem', msg: 'Cooling system is required' },
      { path: 'CCTVType', msg: 'CCTV type is required' },
      { path: 'networkingType', msg: 'Networking type is required' },
      { path: 'CCTV', msg: 'CCTV availability is required' },
      { path: 'internetConnection', msg: 'Internet connection is required' },
    ]);
    const { rows } = await app.db!.query('SELECT version, registration_saved_at FROM centres WHERE id = $1', [centre.id]);
    expect(rows[0]).toEqual({ version: 1, registration_saved_at: null });
  });

  it('saves the form as the centre entered it, and records what changed', async () => {
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
      NumberOfBackupSystems: 1,
      TypeOfBackupPowerSource: 'Generator',
      GeneratorCapacity: '10KVA',
      CoolingSystem: 'AC',
      CCTVType: 'DVR',
      isRegistrationComplete: false,
      uploadedDocuments: {},
    });
    // Not sent, so not stored: the backup capacity is no figure the centre declared here.
    expect(res.body.data.backUpCapacity).toBeNull();
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

  it('stores no declared figure the centre did not enter: a save without them is refused and fills in nothing (DECISIONS §10)', async () => {
    const centre = await signedInCentre(app, FORM_IDENTITY_SEED);
    const declared = ['ExpectedCandidates', 'NumberOfBackupSystems', 'TypeOfBackupPowerSource', 'GeneratorCapacity', 'CoolingSystem', 'CCTVType', 'backUpCapacity'];
    const body = detailedRegistration(ownIdentity(centre));
    for (const field of declared) delete body[field];
    const res = await app.request('POST', '/api/centre-registration/basic', { token: centre.token, body });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'ExpectedCandidates', msg: 'Expected candidates is required' },
      { path: 'NumberOfBackupSystems', msg: 'Backup systems is required' },
      { path: 'TypeOfBackupPowerSource', msg: 'Backup power source is required' },
      { path: 'GeneratorCapacity', msg: 'Generator capacity is required' },
      { path: 'CoolingSystem', msg: 'Cooling system is required' },
      { path: 'CCTVType', msg: 'CCTV type is required' },
    ]);
    const { rows } = await app.db!.query(
      `SELECT version, expected_candidates, number_of_backup_systems, backup_capacity FROM centres WHERE id = $1`,
      [centre.id],
    );
    expect(rows[0]).toEqual({ version: 1, expected_candidates: null, number_of_backup_systems: null, backup_capacity: null });
  });

  it("publishes the council's minimums on the declared figures, for the form's warnings (no token)", async () => {
    const res = await app.request('GET', '/api/public/declared-minimums');
    expect(res.status).toBe(200);
    expect(res.body.data.minimums).toEqual(
      expect.arrayContaining([
        { field: 'CentreCapacity', minimum: 250, percentOf: null },
        { field: 'NumberOfBackupSystems', minimum: 25, percentOf: { field: 'CentreCapacity', percent: 10 } },
        { field: 'GeneratorCapacity', minimum: 40, percentOf: null },
      ]),
    );
  });

  it('keeps the values that were sent, whatever the power source and CCTV', async () => {
    const centre = await signedInCentre(app, FORM_IDENTITY_SEED);
    const res = await app.request('POST', '/api/centre-registration/basic', {
      token: centre.token,
      body: detailedRegistration({ ...ownIdentity(centre), CentreCapacity: '3', TypeOfPowerSource: 'solar', CCTV: 'no', ExpectedCandidates: 90, CoolingSystem: 'Fan', NumberOfBackupSystems: 0, GeneratorCapacity: 'N/A', CCTVType: 'None' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      CentreCapacity: 3,
      ExpectedCandidates: 90,
      backUpCapacity: null,
      NumberOfBackupSystems: 0,
      TypeOfPowerSource: 'Solar',
      GeneratorCapacity: 'N/A',
      CoolingSystem: 'Fan',
      CCTV: 'No',
      CCTVType: 'None',
    });
  });

  it('saves the position the centre declares, clears it with nulls, and refuses one outside Nigeria or half a one (docs/REGISTER.md)', async () => {
    const centre = await signedInCentre(app, FORM_IDENTITY_SEED);
    const save = (extra: Record<string, unknown>) => app.request('POST', '/api/centre-registration', { token: centre.token, body: detailedRegistration({ ...ownIdentity(centre), ...extra }) });
    const saved = await save({ latitude: '6.6018', longitude: 3.3515 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ latitude: 6.6018, longitude: 3.3515 });
    const kept = await save({});
    expect(kept.body.data).toMatchObject({ latitude: 6.6018, longitude: 3.3515 });
    const abroad = await save({ latitude: 51.5, longitude: -0.12 });
    expect(abroad.status).toBe(400);
    expect(abroad.body.errors).toEqual([
      { path: 'latitude', msg: COORDINATE_MSG.latitudeRange },
      { path: 'longitude', msg: COORDINATE_MSG.longitudeRange },
    ]);
    const half = await save({ latitude: 7.1 });
    expect(half.status).toBe(400);
    expect(half.body.errors).toEqual([{ path: 'latitude', msg: COORDINATE_MSG.bothOrNeither }]);
    const cleared = await save({ latitude: null, longitude: null });
    expect(cleared.body.data).toMatchObject({ latitude: null, longitude: null });
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
    expect(huge.body.errors).toEqual([{ path: 'CentreCapacity', msg: MSG.tooLarge('Number of systems', 100000) }]);
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
