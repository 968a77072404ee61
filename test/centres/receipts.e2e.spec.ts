import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accreditedCentre } from '../support/accreditation-factories.js';
import { ALL_DOCUMENT_TYPES, signedInCentre } from '../support/centre-factories.js';
import { createAdmin, roles } from '../support/factories.js';
import { clockNow, passTime, recordAutotest, renewal, signInCentre } from '../support/lifecycle-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DAY = 24 * 3600_000;

/**
 * DECISIONS §10: completing a registration and submitting a renewal each end with a receipt email
 * in the centre's language, naming the documents accreditation still needs (DECISIONS §8).
 */
describe('receipt emails of a completed registration and a submitted renewal', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { TEST_CLOCK: '1', RATE_LIMIT_FACTOR: '1000' } });
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  }, 60_000);

  it('sends the completed registration a receipt in Hausa listing the two documents still missing, once', async () => {
    const centre = await signedInCentre(app, { status: 'registration_approved', documents: ['applicationLetter', 'gpsPicture'] });
    await app.db!.query(`UPDATE centres SET language = 'ha' WHERE id = $1`, [centre.id]);
    const before = app.mail.messages.length;
    const done = await app.request('POST', `/api/centre-registration/${centre.reference}/complete`, { token: centre.token });
    expect(done.status).toBe(200);
    const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && m.subject === `An kammala rajista: ${centre.centreName}`, 20_000, before);
    expect(mail.text).toContain(centre.reference);
    expect(mail.text).toMatch(/Abin da ake buƙata har yanzu don amincewa:?\s+Takardar RC \/ Gwamnati, Hoton Cibiya/);
    expect(mail.text).not.toContain('Hoton GPS');

    // A second completion changes nothing and sends no second receipt.
    expect((await app.request('POST', `/api/centre-registration/${centre.reference}/complete`, { token: centre.token })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect(app.mail.messages.filter((m) => m.to.includes(centre.email) && m.subject.startsWith('An kammala rajista')).length).toBe(1);
  });

  it('says in English that nothing is missing when all four documents came, and sends nothing when completion is refused', async () => {
    const complete = await signedInCentre(app, { status: 'registration_approved', documents: ALL_DOCUMENT_TYPES });
    expect((await app.request('POST', `/api/centre-registration/${complete.reference}/complete`, { token: complete.token })).status).toBe(200);
    const mail = await app.mail.waitFor((m) => m.to.includes(complete.email) && m.subject === `Registration completed: ${complete.centreName}`);
    expect(mail.text).toContain('All four documents needed for accreditation were received.');
    expect(mail.text).not.toContain('Still needed for accreditation');

    const empty = await signedInCentre(app, { status: 'registration_approved' });
    expect((await app.request('POST', `/api/centre-registration/${empty.reference}/complete`, { token: empty.token })).status).toBe(400);
    await new Promise((r) => setTimeout(r, 1500));
    expect(app.mail.messages.filter((m) => m.to.includes(empty.email) && /completed|kammala/.test(m.subject))).toEqual([]);
  });

  it('sends the submitted renewal a receipt in Yoruba', async () => {
    const national = (await createAdmin(app, { roles: roles.national() })).token!;
    const { centre, accreditation } = await accreditedCentre(app, { state: 'Lagos' });
    const session = (await signInCentre(app, centre.reference, centre.email)).body.data.token as string;
    // The language the centre uses the site in (signing in from a page records that page's).
    await app.db!.query(`UPDATE centres SET language = 'yo' WHERE id = $1`, [centre.id]);
    const opens = new Date((await renewal(app, centre.reference, session)).body.data.opensAt);
    expect(opens.getTime()).toBeLessThan(new Date(accreditation.validUntil).getTime());
    const today = await passTime(app, (opens.getTime() - (await clockNow(app)).getTime()) / DAY + 1);
    expect((await recordAutotest(app, national, centre.reference, 'approved', today.toISOString().slice(0, 10))).status).toBe(200);

    const before = app.mail.messages.length;
    const submitted = await renewal(app, centre.reference, session, true);
    expect(submitted.status).toBe(201);
    const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && m.subject === `A ti gba ìsọdọ̀tun: ${centre.centreName}`, 20_000, before);
    expect(mail.text).toContain(centre.reference);
    expect(mail.text).toContain('Ṣàyẹ̀wò Ipò');
  });
});
