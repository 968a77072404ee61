import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { seedCentre, signedInCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * DECISIONS §10, Personal data: a centre and a staff member each download everything the portal
 * holds about them (NDPA 2023 sections 34 and 38), documents listed with links, hashes never.
 */
describe('my data: access and portability', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("a centre's session downloads its record, its documents with links and the personal values held about it", async () => {
    const centre = await signedInCentre(app, { status: 'registration_approved', documents: ['applicationLetter', 'rcDocument'] });
    const started = Date.now();
    const res = await app.request('GET', `/api/centre-registration/${centre.reference}/my-data`, { token: centre.token });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.privacyNotice).toBe('/privacy');
    expect(data.centre.AdminEmail).toBe(centre.email);
    expect(data.centre.uploadedDocuments.rcDocument.files[0].url).toMatch(/\/api\/files\//);
    expect(data.records.centres).toEqual([expect.objectContaining({ admin_email: centre.email, admin_name: 'Ada Obi' })]);
    expect(data.records.centre_documents.map((d: { filename: string }) => d.filename).sort()).toEqual(['applicationLetter.pdf', 'rcDocument.pdf']);
    // The sign-in code that opened this session was emailed to the administrator: its notification is theirs.
    expect(data.totals.centre_notifications + data.totals.centre_otps).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/code_hash|password_hash|token_hash/);
  });

  it("a centre's session reads no other centre's data, and a staff token reads none through it", async () => {
    const mine = await signedInCentre(app);
    const other = await signedInCentre(app);
    expect((await app.request('GET', `/api/centre-registration/${other.reference}/my-data`, { token: mine.token })).status).toBe(403);
    const admin = await createAdmin(app, { roles: roles.national() });
    expect((await app.request('GET', `/api/centre-registration/${mine.reference}/my-data`, { token: admin.token! })).status).toBe(401);
    expect((await app.request('GET', `/api/centre-registration/${mine.reference}/my-data`)).status).toBe(401);
  });

  it('a staff member downloads their account and the records naming them, without their password hash', async () => {
    const admin = await createAdmin(app, { roles: roles.national(), firstName: 'Ngozi' });
    const centre = await seedCentre(app, { status: 'pending' });
    await app.request('PUT', `/api/admin/schools/${centre.id}/query`, { token: admin.token!, body: { queryDetails: 'Send the RC document' } });
    const res = await app.request('GET', '/api/auth/my-data', { token: admin.token! });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.records.users).toEqual([expect.objectContaining({ email: admin.email, first_name: 'Ngozi' })]);
    expect(data.totals.centre_actions).toBe(1);
    expect(data.records.centre_actions[0]).toEqual(expect.objectContaining({ actor_email: admin.email }));
    expect(data.totals.audit_events).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/password_hash|token_hash|\$argon2/);
    // The super admin's copy is their own, not this admin's.
    const own = await app.request('GET', '/api/auth/my-data', { token: await superAdminToken(app) });
    expect(own.body.data.records.users[0].email).toBe(app.superAdmin.email);
    expect((await app.request('GET', '/api/auth/my-data')).status).toBe(401);
  });
});
