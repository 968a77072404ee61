import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IDENTITY_FIELD_LABELS, LETTER_MSG, MSG, TRUST_MSG } from '#contracts';
import { accreditedCentre, approveAll, stageApprovers } from '../support/accreditation-factories.js';
import { seedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken } from '../support/factories.js';
import {
  accreditationCall,
  accreditedExport,
  adminLetter,
  centreDetail,
  centreIdOf,
  centreLetter,
  centresCsv,
  completeRegistration,
  decideChange,
  importCsv,
  newIdentity,
  publicRegister,
  recordAutotest,
  regenerateLetter,
  requestChange,
  review,
  saveRegistration,
  signInCentre,
  simpleCreate,
  uploadAllDocuments,
  verifyLetter,
} from '../support/lifecycle-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The paths a council takes that the screens' own specs never walked: centres entered by an admin
 * or by CSV, standing after accreditation, a second accreditation after a reset, and scope on every
 * field (DECISIONS §9). Each case failed before the rule it names was kept.
 */
describe('lifecycle: every entry path, standing and scope', () => {
  let app: TestApp;
  let su: string;
  let national: string;

  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1000' } });
    su = await superAdminToken(app);
    national = (await createAdmin(app, { roles: roles.national() })).token!;
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  }, 60_000);

  const letterCodeOf = async (accreditationId: string): Promise<string> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await app.db!.query('SELECT letter_code FROM accreditations WHERE id = $1 AND letter_stored_name IS NOT NULL', [accreditationId]);
      if (rows[0]?.letter_code) return rows[0].letter_code;
      if (Date.now() > deadline) throw new Error(`no letter for accreditation ${accreditationId}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  };

  const listRow = async (centreId: string, query = '') => {
    const res = await app.request('GET', `/api/accreditation/centres?limit=100${query}`, { token: su });
    expect(res.status).toBe(200);
    return res.body.data.centres.find((c: any) => c.id === centreId) ?? null;
  };

  it('lets a centre an admin created fill in the identity it was created without, once, and complete its registration', async () => {
    const identity = newIdentity('Lagos');
    const created = await simpleCreate(app, national, { CentreName: identity.CentreName, GovernmentId: identity.GovernmentId, AdminEmail: identity.AdminEmail });
    expect(created.status).toBe(201);
    const reference = created.body.data.referenceNumber;
    const signedIn = await signInCentre(app, reference, identity.AdminEmail);
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.data.token;

    const view = await app.request('GET', `/api/centre-registration/centre/${reference}`, { token });
    // Only what the council approved is locked: its name, number and email; the empty fields are the centre's to fill.
    expect(view.body.data.lockedFields.sort()).toEqual(['AdminEmail', 'CentreName', 'GovernmentId']);

    const saved = await saveRegistration(app, reference, token, identity);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ State: 'Lagos', LocalGovernment: 'Ikeja', address: identity.address, ownershipType: 'Private Institution' });
    const after = await app.request('GET', `/api/centre-registration/centre/${reference}`, { token });
    expect(after.body.data.lockedFields.sort()).toEqual(['AdminEmail', 'CentreName', 'GovernmentId', 'LocalGovernment', 'State', 'address', 'ownershipType']);

    // Filled in once: a second change is a change request's, not the form's.
    const moved = await saveRegistration(app, reference, token, { ...identity, State: 'Kano', LocalGovernment: 'Nasarawa' });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(TRUST_MSG.identityLocked([IDENTITY_FIELD_LABELS.State, IDENTITY_FIELD_LABELS.LocalGovernment]));

    expect((await uploadAllDocuments(app, reference, token)).status).toBe(201);
    expect((await completeRegistration(app, reference, token)).status).toBe(200);
  });

  it('imports the full identity of pre-registration when its columns are there, checked the same way, and lets a sparse row complete too', async () => {
    const full = newIdentity('Kano', { ownershipType: 'State/Government Institution' });
    const sparse = newIdentity('Lagos');
    const job = await importCsv(
      app,
      su,
      centresCsv([
        { ...full, AdminName: 'Musa Bello', AdminNumber: '+2348098765432' },
        { CentreName: sparse.CentreName, GovernmentId: sparse.GovernmentId, AdminEmail: sparse.AdminEmail },
        { ...newIdentity('Kano'), LocalGovernment: 'Ikeja' },
        { ...newIdentity('Oyo'), AdminNumber: '12' },
        { ...newIdentity('Oyo'), address: 'x'.repeat(2001) },
      ]),
    );
    expect(job.state).toBe('completed');
    expect(job.result).toMatchObject({ successful: 2, failed: 3, total: 5 });
    expect(job.result.errors).toEqual([
      MSG.importRow(4, MSG.unknownLga),
      expect.stringMatching(/^Row 5: /),
      MSG.importRow(6, MSG.tooLong('Address', 2000)),
    ]);

    const fullRef = job.result.successfulCentres.find((c: any) => c.GovernmentId === full.GovernmentId).ReferenceNumber;
    const fullId = await centreIdOf(app, su, fullRef);
    const detail = await centreDetail(app, su, fullId);
    expect(detail.body.data.school).toMatchObject({
      status: 'registration_approved',
      State: 'Kano',
      LocalGovernment: 'Nasarawa',
      address: full.address,
      ownershipType: 'State/Government Institution',
      AdminName: 'Musa Bello',
      AdminNumber: '+2348098765432',
    });

    const sparseRef = job.result.successfulCentres.find((c: any) => c.GovernmentId === sparse.GovernmentId).ReferenceNumber;
    const signedIn = await signInCentre(app, sparseRef, sparse.AdminEmail);
    const token = signedIn.body.data.token;
    expect((await saveRegistration(app, sparseRef, token, sparse)).status).toBe(200);
    expect((await uploadAllDocuments(app, sparseRef, token)).status).toBe(201);
    expect((await completeRegistration(app, sparseRef, token)).status).toBe(200);
  });

  it('lets a centre imported with only the required columns ask to change its approved name (found by the lifecycle model)', async () => {
    const identity = newIdentity('Lagos');
    const job = await importCsv(app, su, centresCsv([{ CentreName: identity.CentreName, GovernmentId: identity.GovernmentId, AdminEmail: identity.AdminEmail }]));
    const reference = job.result.successfulCentres[0].ReferenceNumber;
    const session = await signInCentre(app, reference, identity.AdminEmail);
    const asked = await requestChange(app, reference, session.body.data.token, { CentreName: `${identity.CentreName} Hall` });
    expect(asked.status).toBe(201);
    expect(asked.body.data.changes).toEqual({ CentreName: `${identity.CentreName} Hall` });
  });

  it('suspends only on a failed autotest, and keeps a suspended centre in accreditation management with its standing', async () => {
    const { centre } = await accreditedCentre(app, { state: 'Lagos' });
    expect((await recordAutotest(app, national, centre.reference, 'pending')).status).toBe(200);
    expect(await listRow(centre.id)).toMatchObject({ accreditation: { status: 'approved', standing: 'accredited' } });

    expect((await recordAutotest(app, national, centre.reference, 'rejected')).status).toBe(200);
    const row = await listRow(centre.id);
    expect(row).toMatchObject({ autotestDecision: 'rejected', accreditation: { status: 'approved', standing: 'suspended', standingLabel: 'Suspended' } });
    expect(await listRow(centre.id, '&standing=suspended')).not.toBeNull();
    expect(await listRow(centre.id, '&standing=accredited')).toBeNull();
    const bad = await app.request('GET', '/api/accreditation/centres?standing=lost', { token: su });
    expect(bad.status).toBe(400);

    // Reinstated from the same screen: it was never out of reach.
    expect((await accreditationCall(app, su, centre.id, 'reinstate')).status).toBe(200);
    expect(await listRow(centre.id, '&standing=accredited')).not.toBeNull();
  });

  it('keeps letters, the export and the register on accreditations in good standing, read from their snapshots', async () => {
    const { centre, accreditation } = await accreditedCentre(app, { state: 'Lagos' });
    const code = await letterCodeOf(accreditation.id);
    const granted = accreditation.snapshot.CentreName;

    // The centre is renamed after it was accredited: the export and the regenerated letter's mail keep the name accredited.
    const session = await signInCentre(app, centre.reference, centre.email);
    const asked = await requestChange(app, centre.reference, session.body.data.token, { CentreName: 'Renamed After Grant Hall' });
    expect(asked.status).toBe(201);
    expect((await decideChange(app, su, centre.id, asked.body.data.id, 'approve')).status).toBe(200);
    const exported = (await accreditedExport(app, su)).find((r) => r['Reference Number'] === centre.reference);
    expect(exported?.['Centre Name']).toBe(granted);
    expect((await regenerateLetter(app, su, centre.id)).status).toBe(202);
    const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && m.subject === `Accreditation letter: ${granted}`, 30_000);
    expect(mail.text).toContain(`Congratulations: ${granted} is now accredited`);

    expect((await accreditationCall(app, su, centre.id, 'suspend')).status).toBe(200);
    const suspended = TRUST_MSG.letterNeedsGoodStanding('Suspended');
    expect(await regenerateLetter(app, su, centre.id)).toMatchObject({ status: 409, body: { message: suspended } });
    expect(await adminLetter(app, su, centre.id)).toMatchObject({ status: 409, body: { message: suspended } });
    expect(await centreLetter(app, centre.reference, session.body.data.token)).toMatchObject({ status: 409, body: { message: suspended } });
    expect((await publicRegister(app)).find((e) => e.centreName === granted)).toMatchObject({ standing: 'suspended' });
    expect((await accreditedExport(app, su)).map((r) => r['Reference Number'])).not.toContain(centre.reference);

    expect((await accreditationCall(app, su, centre.id, 'revoke')).status).toBe(200);
    expect(await regenerateLetter(app, su, centre.id)).toMatchObject({ status: 409, body: { message: TRUST_MSG.letterNeedsGoodStanding('Revoked') } });
    expect((await verifyLetter(app, code)).body.data).toMatchObject({ status: 'revoked', centreName: granted });
    expect((await publicRegister(app)).map((e) => e.centreName)).not.toContain(granted);
    expect(await listRow(centre.id)).toMatchObject({ accreditation: { standing: 'revoked', standingLabel: 'Revoked' } });
    expect((await app.request('GET', '/api/centre-registration/centre/' + centre.reference, { token: session.body.data.token })).body.data.hasLetter).toBe(false);
  });

  it('accredits a centre again after a reset: a new accreditation, the old one in the history, its letter superseded', async () => {
    const { centre, accreditation: first } = await accreditedCentre(app, { state: 'Lagos' });
    const oldCode = await letterCodeOf(first.id);
    expect((await accreditationCall(app, su, centre.id, 'initialize')).body.message).toBe(TRUST_MSG.accreditationNeedsNewReview);

    expect((await review(app, su, centre.id, 'reset')).status).toBe(200);
    expect((await verifyLetter(app, oldCode)).body.data.status).toBe('withdrawn');
    expect(await accreditationCall(app, su, centre.id, 'initialize')).toMatchObject({ status: 409, body: { message: MSG.accreditationNeedsAutotestApproval('Registration Pending') } });
    expect((await review(app, su, centre.id, 'approve')).status).toBe(200);
    expect((await review(app, su, centre.id, 'approve-autotest')).status).toBe(200);
    // Approved again: the earlier letter stands again until a new grant replaces it.
    expect((await verifyLetter(app, oldCode)).body.data.status).toBe('accredited');

    const second = await accreditationCall(app, su, centre.id, 'initialize');
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ cycle: 2, status: 'pending' });
    expect(await listRow(centre.id)).toMatchObject({ accreditation: { cycle: 2, status: 'pending', standing: 'accredited' } });
    const granted = await approveAll(app, centre.id, await stageApprovers(app, second.body.data.totalStagesRequired));
    expect(granted).toMatchObject({ cycle: 2, status: 'approved', standing: 'accredited' });
    const newCode = await letterCodeOf(granted.id);
    expect(newCode).not.toBe(oldCode);

    expect((await verifyLetter(app, oldCode)).body.data).toMatchObject({ status: 'superseded', statusLabel: 'Letter superseded' });
    expect((await verifyLetter(app, oldCode)).body.data.statusText).toMatch(/replaced on \d{1,2} \w+ \d{4} by a later accreditation/);
    expect((await verifyLetter(app, newCode)).body.data.status).toBe('accredited');
    expect((await publicRegister(app)).filter((e) => e.centreName === granted.snapshot.CentreName)).toHaveLength(1);
    expect((await accreditedExport(app, su)).filter((r) => r['Reference Number'] === centre.reference)).toHaveLength(1);
    const history = (await app.request('GET', `/api/admin/schools/${centre.id}/actions`, { token: su })).body.data.actions;
    expect(history.filter((e: any) => e.action === 'accreditation_approved')).toHaveLength(2);
    expect(history.find((e: any) => e.action === 'accreditation_superseded')).toMatchObject({ data: { accreditationId: first.id, supersededBy: granted.id } });
    // The letter of the accreditation in force is the one an admin downloads.
    expect((await adminLetter(app, su, centre.id)).status).toBe(200);
  });

  it('counts possible duplicates outside the reader\'s states without naming them', async () => {
    const governmentId = `RC-DUP-${Date.now()}`;
    const lagos = await seedCentre(app, { state: 'Lagos', governmentId, status: 'registration_approved' });
    const kano = await seedCentre(app, { state: 'Kano', localGovernment: 'Nasarawa', governmentId, status: 'registration_approved', centreName: 'Kano Twin Hall' });
    const lagosAdmin = (await createAdmin(app, { roles: roles.state(['Lagos']) })).token!;
    const seen = await centreDetail(app, lagosAdmin, lagos.id);
    expect(seen.body.data.school).toMatchObject({ possibleDuplicate: true, duplicates: [], duplicatesOutsideScope: 1 });
    expect(seen.text).not.toContain(kano.reference);
    expect(seen.text).not.toContain('Kano Twin Hall');
    const all = await centreDetail(app, su, lagos.id);
    expect(all.body.data.school).toMatchObject({ duplicates: [expect.objectContaining({ ReferenceNumber: kano.reference })], duplicatesOutsideScope: 0 });
  });

  it('says in words why a letter cannot be had', async () => {
    const centre = await seedCentre(app, { status: 'autotest_approved', autotestDecision: 'approved' });
    expect(await adminLetter(app, su, centre.id)).toMatchObject({ status: 404, body: { message: LETTER_MSG.notAccredited } });
    const { centre: accredited } = await accreditedCentre(app, { state: 'Lagos' });
    expect((await review(app, su, accredited.id, 'query')).status).toBe(200);
    expect(await adminLetter(app, su, accredited.id)).toMatchObject({ status: 409, body: { message: TRUST_MSG.letterWithdrawn } });
  });
});
