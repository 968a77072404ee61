import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { COORDINATE_MSG } from '#contracts';
import { accreditedCentre } from '../support/accreditation-factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Real places (public knowledge): the visitor stands in Ibadan.
const IBADAN = '7.3775,3.9470';

describe('the register nearest first, and a centre\'s public page data (DECISIONS §10)', () => {
  let app: TestApp;
  const ids: Record<string, string> = {};
  const emails: string[] = [];

  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1000' } });
    const seeds = [
      { key: 'lagos', state: 'Lagos', localGovernment: 'Ikeja', latitude: 6.6018, longitude: 3.3515 },
      { key: 'kano', state: 'Kano', localGovernment: 'Nasarawa', latitude: 12.0022, longitude: 8.592 },
      { key: 'oyo', state: 'Oyo', localGovernment: 'Ibadan North', latitude: 7.4436, longitude: 3.9003 },
      { key: 'unlocated', state: 'Oyo', localGovernment: 'Ibadan North' },
    ];
    for (const { key, ...seed } of seeds) {
      const { centre } = await accreditedCentre(app, { ...seed, centreName: `Near ${key}` });
      ids[key] = centre.id;
      emails.push(centre.email);
    }
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('?near= orders centres with a position nearest first, each with its distance, then those without one', async () => {
    const res = await app.request('GET', `/api/public/accredited-centres?near=${IBADAN}`);
    expect(res.status).toBe(200);
    const rows = res.body.data.centres as Array<Record<string, any>>;
    expect(rows.map((r) => r.id)).toEqual([ids.oyo, ids.lagos, ids.kano, ids.unlocated]);
    expect(rows[0]!.distanceKm).toBeGreaterThan(8);
    expect(rows[0]!.distanceKm).toBeLessThan(10);
    expect(rows[1]!.distanceKm).toBeGreaterThan(100);
    expect(rows[2]!.distanceKm).toBeGreaterThan(rows[1]!.distanceKm);
    expect(rows[3]!.distanceKm).toBeNull();
    // From Kano the order turns round; pages split across the two lists without losing or repeating anyone.
    const fromKano = [];
    for (let page = 1; page <= 4; page++) {
      const one = await app.request('GET', `/api/public/accredited-centres?near=12.0,8.52&limit=1&page=${page}`);
      fromKano.push(one.body.data.centres[0].id);
    }
    expect(fromKano).toEqual([ids.kano, ids.oyo, ids.lagos, ids.unlocated]);
    // With a state filter, only that state, still nearest first.
    const oyo = await app.request('GET', `/api/public/accredited-centres?near=${IBADAN}&state=Oyo`);
    expect(oyo.body.data.centres.map((r: Record<string, any>) => r.id)).toEqual([ids.oyo, ids.unlocated]);
    // Without near: no distances, newest first as before, each row with its id for the public page.
    const plain = await app.request('GET', '/api/public/accredited-centres');
    expect(plain.body.data.centres[0]).not.toHaveProperty('distanceKm');
    expect(plain.body.data.centres.map((r: Record<string, any>) => r.id).sort()).toEqual(Object.values(ids).sort());
  });

  it('a near that does not parse is a 400 envelope naming the problem', async () => {
    const bad: Array<[string, string]> = [
      ['Ibadan', COORDINATE_MSG.nearFormat],
      ['7.3', COORDINATE_MSG.nearFormat],
      ['7.3,3.9,1', COORDINATE_MSG.nearFormat],
      ['95,3.9', COORDINATE_MSG.nearLatitude],
      ['7.3,200', COORDINATE_MSG.nearLongitude],
    ];
    for (const [near, message] of bad) {
      const res = await app.request('GET', `/api/public/accredited-centres?near=${encodeURIComponent(near)}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, errors: [{ path: 'near', msg: message }] });
    }
  });

  it('the public page data and the dumps carry the position and nothing personal', async () => {
    const page = await app.request('GET', `/api/public/accredited-centres/${ids.oyo}`);
    expect(page.status).toBe(200);
    const { centre, jsonLd } = page.body.data;
    expect(centre).toMatchObject({ id: ids.oyo, name: 'Near oyo', state: 'Oyo', localGovernment: 'Ibadan North', standing: 'accredited', latitude: 7.4436, longitude: 3.9003 });
    expect(jsonLd).toMatchObject({ '@type': 'EducationalOrganization', name: 'Near oyo', location: { '@type': 'Place', geo: { '@type': 'GeoCoordinates', latitude: 7.4436, longitude: 3.9003 } } });
    const unlocated = await app.request('GET', `/api/public/accredited-centres/${ids.unlocated}`);
    expect(unlocated.body.data.centre.latitude).toBeNull();
    expect(unlocated.body.data.jsonLd.location).not.toHaveProperty('geo');

    const geojson = await app.request('GET', '/api/public/register/centres.geojson');
    const features = JSON.parse(geojson.text).features as Array<Record<string, any>>;
    expect(features.find((f) => f.id === ids.lagos)!.geometry).toEqual({ type: 'Point', coordinates: [3.3515, 6.6018] });
    expect(features.find((f) => f.id === ids.unlocated)!.geometry).toBeNull();

    // No e-mail, phone, person's name or reference number in any of these answers.
    const bodies = [page.text, unlocated.text, geojson.text, (await app.request('GET', `/api/public/accredited-centres?near=${IBADAN}`)).text];
    const references = (await app.db!.query('SELECT reference_number FROM centres WHERE id = ANY($1)', [Object.values(ids)])).rows.map((r: { reference_number: string }) => r.reference_number);
    for (const body of bodies) {
      expect(body).not.toContain('@school.test');
      for (const email of emails) expect(body).not.toContain(email);
      for (const reference of references) expect(body).not.toContain(reference);
      expect(body).not.toContain('+2348012345678');
      expect(body).not.toContain('Ada Obi');
    }
  });

  it('an id not on the register, or not an id, is a 404', async () => {
    expect((await app.request('GET', '/api/public/accredited-centres/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await app.request('GET', '/api/public/accredited-centres/not-an-id')).status).toBe(404);
  });
});
