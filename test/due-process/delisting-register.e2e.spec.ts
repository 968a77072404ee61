import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { councilDay } from '#contracts';
import { accreditedCentre, saveConfig } from '../support/accreditation-factories.js';
import { superAdminToken } from '../support/factories.js';
import { clockNow, passTime, publicRegister, signInCentre, verifyLetter } from '../support/lifecycle-api.js';
import { FeedMirror } from '../support/register-feed-mirror.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DAY = 24 * 3600_000;

/**
 * DECISIONS §10 "Due process": a delisting takes the centre off the public register while it lasts —
 * the register list, the dumps, the feed (a `deleted` item), its schema.org page — and /verify says
 * the letter no longer stands (delisted). When the delisting ends the centre returns, but only if its
 * accreditation is otherwise in good standing.
 */
describe('due process: a delisted centre is off the public register while the delisting lasts', () => {
  let app: TestApp;
  let su: string;
  let feed: FeedMirror;

  beforeAll(async () => {
    app = await startTestApp({ env: { TEST_CLOCK: '1', RATE_LIMIT_FACTOR: '1000' } });
    su = await superAdminToken(app);
    await saveConfig(app, 2);
    feed = new FeedMirror(app);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  const sanction = (centreId: string, body: unknown) => app.request('POST', `/api/accreditation/centres/${centreId}/sanctions`, { token: su, body });
  const dayAfter = async (days: number) => councilDay(new Date((await clockNow(app)).getTime() + days * DAY));
  /** The letter is made by a job after the last approval: its code once it is stored. */
  const letterCode = async (centreId: string): Promise<string> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await app.db!.query(`SELECT letter_code FROM accreditations WHERE centre_id = $1 AND status = 'approved' AND letter_stored_name IS NOT NULL`, [centreId]);
      if (rows[0]?.letter_code) return rows[0].letter_code;
      if (Date.now() > deadline) throw new Error('no letter');
      await new Promise((r) => setTimeout(r, 150));
    }
  };

  /** Where the centre is published: the register list, each dump, its schema.org page and the feed's mirror. */
  async function published(centre: { id: string; centreName: string }) {
    const listed = (await publicRegister(app)).some((e) => e.centreName === centre.centreName);
    const csv = await app.request('GET', '/api/public/register/centres.csv');
    const json = await app.request('GET', '/api/public/register/centres.json');
    const geojson = await app.request('GET', '/api/public/register/centres.geojson');
    const page = await app.request('GET', `/api/public/register/centres/${centre.id}`);
    await feed.poll();
    const geo = typeof geojson.body === 'object' && geojson.body ? geojson.body : JSON.parse(geojson.text);
    const dump = Array.isArray(json.body) ? json.body : JSON.parse(json.text);
    return {
      listed,
      csv: csv.text.includes(centre.id),
      json: (dump as Array<{ id: string }>).some((d) => d.id === centre.id),
      geojson: (geo.features as Array<{ properties: { id: string } }>).some((f) => f.properties.id === centre.id),
      page: page.status,
      feed: feed.centres.has(centre.id),
    };
  }
  const everywhere = { listed: true, csv: true, json: true, geojson: true, page: 200, feed: true };
  const nowhere = { listed: false, csv: false, json: false, geojson: false, page: 404, feed: false };

  it('leaves the register, the dumps, the feed and its page, and /verify says delisted; it returns when the delisting ends', async () => {
    const { centre } = await accreditedCentre(app);
    const code = await letterCode(centre.id);
    expect(await published(centre)).toEqual(everywhere);

    const until = await dayAfter(10);
    expect((await sanction(centre.id, { kind: 'delisting', reasons: 'Forged documents.', until })).status).toBe(201);
    expect(await published(centre)).toEqual(nowhere);
    const verdict = await verifyLetter(app, code);
    expect(verdict.status).toBe(200);
    expect(verdict.body.data).toMatchObject({ genuine: true, status: 'delisted', statusLabel: 'Centre delisted' });
    expect(verdict.body.data.statusText).toMatch(/delisted by the council on .*not in good standing/);
    // The feed said it left: a deleted item for this centre (the mirror dropped it).
    const { rows } = await app.db!.query(`SELECT state FROM register_feed WHERE centre_id = $1`, [centre.id]);
    expect(rows[0].state).toBe('deleted');

    await passTime(app, 9);
    expect((await published(centre)).listed).toBe(false);
    await passTime(app, 2);
    expect(await published(centre)).toEqual(everywhere);
    expect((await verifyLetter(app, code)).body.data.status).toBe('accredited');
  });

  it('when the delisting ends the centre returns only if its accreditation is otherwise in good standing', async () => {
    const { centre } = await accreditedCentre(app);
    const code = await letterCode(centre.id);
    expect((await sanction(centre.id, { kind: 'delisting', reasons: 'Forged documents.', until: await dayAfter(5) })).status).toBe(201);
    expect((await sanction(centre.id, { kind: 'revocation', reasons: 'The centre sold exam answers.', urgent: true })).status).toBe(201);
    // A revocation is more than a delisting: /verify says revoked.
    expect((await verifyLetter(app, code)).body.data.status).toBe('revoked');
    await passTime(app, 6);
    expect(await published(centre)).toEqual(nowhere);
    expect((await verifyLetter(app, code)).body.data.status).toBe('revoked');
  });

  it('a delisting does not hide that the suspension it outranks is under appeal: /verify says delisted, and that the suspension is appealed', async () => {
    const { centre } = await accreditedCentre(app);
    const code = await letterCode(centre.id);
    expect((await sanction(centre.id, { kind: 'suspension', reasons: 'The generator failed inspection.', until: await dayAfter(30), urgent: true })).status).toBe(201);
    expect((await sanction(centre.id, { kind: 'delisting', reasons: 'Forged documents.', until: await dayAfter(2) })).status).toBe(201);
    const token = (await signInCentre(app, centre.reference, centre.email)).body.data.token as string;
    const decisions = await app.request('GET', `/api/centre-registration/${centre.reference}/decisions`, { token });
    const suspension = (decisions.body.data as Array<{ id: string; kind: string }>).find((d) => d.kind === 'suspension')!;
    const lodged = await app.request('POST', `/api/centre-registration/${centre.reference}/appeals`, { token, body: { decisionId: suspension.id, grounds: 'The generator was repaired the same week.' } });
    expect(lodged.status).toBe(201);

    const verdict = (await verifyLetter(app, code)).body.data;
    expect(verdict).toMatchObject({ status: 'delisted', underAppeal: true });
    expect(verdict.statusText).toMatch(/appealed its suspension/);
  });
});
