import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { REGISTER_CSV_COLUMNS, REGISTER_LICENSE, REGISTER_MSG } from '#contracts';
import { accreditedCentre, initialise, passedAutotestCentre } from '../support/accreditation-factories.js';
import { superAdminToken } from '../support/factories.js';
import { accreditationCall, publicRegister } from '../support/lifecycle-api.js';
import { comparableRegister as comparable, FeedMirror } from '../support/register-feed-mirror.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('the open register: feed, dumps, catalogue (DECISIONS §10)', () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1000' } });
    token = await superAdminToken(app);
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  it('a mirror that follows the feed from the start, then polls, holds exactly the public register', async () => {
    const mirror = new FeedMirror(app);
    await mirror.poll();
    expect(mirror.centres.size).toBe(0);

    const ikeja = (await accreditedCentre(app, { state: 'Lagos', centreName: 'Feed Ikeja Hub' })).centre;
    const kano = (await accreditedCentre(app, { state: 'Kano', localGovernment: 'Nasarawa', centreName: 'Feed Kano Hall' })).centre;
    const oyo = (await accreditedCentre(app, { state: 'Oyo', localGovernment: 'Ibadan North', centreName: 'Feed Ibadan Point' })).centre;
    // In progress: never on the register, never in the feed.
    await initialise(app, (await passedAutotestCentre(app, { state: 'Lagos', centreName: 'Feed Pending' })).id);
    await mirror.poll();
    expect(comparable([...mirror.centres.values()])).toEqual(comparable(await publicRegister(app)));
    expect([...mirror.centres.keys()].sort()).toEqual([ikeja.id, kano.id, oyo.id].sort());

    // Suspended: still listed, marked; revoked: leaves the register (a `deleted` item).
    expect((await accreditationCall(app, token, kano.id, 'suspend')).status).toBe(200);
    expect((await accreditationCall(app, token, oyo.id, 'revoke')).status).toBe(200);
    expect(await mirror.poll()).toBe(2);
    expect(mirror.centres.get(kano.id)?.standing).toBe('suspended');
    expect(mirror.centres.has(oyo.id)).toBe(false);
    expect(comparable([...mirror.centres.values()])).toEqual(comparable(await publicRegister(app)));

    // Reinstated: back in good standing; nothing else moves.
    expect((await accreditationCall(app, token, kano.id, 'reinstate')).status).toBe(200);
    expect(await mirror.poll()).toBe(1);
    expect(mirror.centres.get(kano.id)?.standing).toBe('accredited');
    expect(comparable([...mirror.centres.values()])).toEqual(comparable(await publicRegister(app)));

    // A second mirror that starts after all this sees the same register, with the revoked centre as deleted (or never).
    const late = new FeedMirror(app);
    await late.poll();
    expect(comparable([...late.centres.values()])).toEqual(comparable([...mirror.centres.values()]));
    // Polling again with nothing changed brings nothing.
    expect(await mirror.poll()).toBe(0);
  }, 180_000);

  it('each page has an ETag and answers 304 to it; the items carry no contact details', async () => {
    const first = await app.request('GET', '/api/public/register/feed');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await app.request('GET', '/api/public/register/feed', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(first.text).not.toContain('@');
    const other = await app.request('GET', '/api/public/register/feed', { headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.status).toBe(200);
  });

  it('a cursor that does not parse is a 400 envelope; one from the future is an empty last page', async () => {
    const bad: Array<[string, string]> = [
      ['afterTimestamp=abc&afterId=00000000-0000-4000-8000-000000000000', REGISTER_MSG.afterTimestamp],
      ['afterTimestamp=1&afterId=not-a-uuid', REGISTER_MSG.afterId],
      ['afterTimestamp=1', REGISTER_MSG.cursorPair],
      ['afterId=00000000-0000-4000-8000-000000000000', REGISTER_MSG.cursorPair],
      ['afterTimestamp=-5&afterId=00000000-0000-4000-8000-000000000000', REGISTER_MSG.afterTimestamp],
      ['afterTimestamp=99999999999999999999999&afterId=00000000-0000-4000-8000-000000000000', REGISTER_MSG.afterTimestamp],
    ];
    for (const [query, message] of bad) {
      const res = await app.request('GET', `/api/public/register/feed?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const future = `afterTimestamp=${Date.now() + 10 * 365 * 86_400_000}&afterId=00000000-0000-4000-8000-000000000000`;
    const res = await app.request('GET', `/api/public/register/feed?${future}`);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([]);
    const next = new URL(res.body.next);
    expect(`${next.pathname}${next.search}`).toBe(`/api/public/register/feed?${future}`);
  });

  it('the dumps and the catalogue describe the same data as the feed', async () => {
    const mirror = new FeedMirror(app);
    await mirror.poll();
    const expected = [...mirror.centres.values()].sort((a, b) => a.id.localeCompare(b.id));
    expect(expected.length).toBeGreaterThan(0);

    const json = await app.request('GET', '/api/public/register/centres.json');
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toContain('application/json');
    expect([...json.body].sort((a: any, b: any) => a.id.localeCompare(b.id))).toEqual(expected);

    const csv = await app.request('GET', '/api/public/register/centres.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const rows = parse(csv.text.replace(/^\uFEFF/, ''), { columns: true }) as Array<Record<string, string>>;
    expect(Object.keys(rows[0]!)).toEqual([...REGISTER_CSV_COLUMNS]);
    expect(rows.map((r) => r.id).sort()).toEqual(expected.map((c) => c.id));
    expect(rows.find((r) => r.id === expected[0]!.id)?.name).toBe(expected[0]!.name);

    const geo = await app.request('GET', '/api/public/register/centres.geojson');
    expect(geo.status).toBe(200);
    expect(geo.headers.get('content-type')).toContain('application/geo+json');
    expect(geo.body.type).toBe('FeatureCollection');
    expect(geo.body.features.map((f: any) => f.properties).sort((a: any, b: any) => a.id.localeCompare(b.id))).toEqual(expected);
    for (const feature of geo.body.features) {
      expect(feature.type).toBe('Feature');
      // The centres have no coordinates yet: an unlocated feature (RFC 7946 §3.2).
      expect(feature.geometry).toBeNull();
    }

    const catalog = await app.request('GET', '/api/public/catalog');
    expect(catalog.status).toBe(200);
    expect(catalog.headers.get('content-type')).toContain('application/ld+json');
    expect(catalog.body['@type']).toBe('dcat:Catalog');
    const [dataset] = catalog.body['dcat:dataset'];
    expect(dataset['dct:license']).toEqual({ '@id': REGISTER_LICENSE });
    expect(dataset['dct:accrualPeriodicity']).toEqual({ '@id': 'http://purl.org/cld/freq/continuous' });
    const urls = dataset['dcat:distribution'].map((d: any) => new URL(d['dcat:downloadURL']?.['@id'] ?? d['dcat:accessURL']['@id']).pathname).sort();
    expect(urls).toEqual(['/api/public/register/centres.csv', '/api/public/register/centres.geojson', '/api/public/register/centres.json', '/api/public/register/feed']);
  });
  it("each centre on the register has a public page with schema.org data; one that left it, or none, is 404", async () => {
    const mirror = new FeedMirror(app);
    await mirror.poll();
    const [listed] = [...mirror.centres.values()];
    const res = await app.request('GET', `/api/public/register/centres/${listed!.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/ld+json');
    expect(res.body).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      identifier: listed!.id,
      name: listed!.name,
      address: { '@type': 'PostalAddress', addressRegion: listed!.state, addressCountry: 'NG' },
      location: { '@type': 'Place' },
      hasCredential: { '@type': 'EducationalOccupationalCredential', creativeWorkStatus: listed!.standing, dateCreated: listed!.accreditedAt },
    });
    expect(res.text).not.toContain('@council');
    const { rows } = await app.db!.query(`SELECT centre_id FROM register_feed WHERE state = 'deleted' LIMIT 1`);
    expect(rows[0]).toBeTruthy();
    for (const id of [rows[0].centre_id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const gone = await app.request('GET', `/api/public/register/centres/${id}`);
      expect(gone.status).toBe(404);
      expect(gone.body.success).toBe(false);
    }
  });
  it('a change committed while a catch-up pass runs is not lost: it comes at the next read', async () => {
    const mirror = new FeedMirror(app);
    await mirror.poll();
    const [listed] = [...mirror.centres.values()].filter((c) => c.standing === 'accredited');
    const client = await app.db!.connect();
    try {
      // A decision in flight: written, not yet committed, while a follower reads (and a pass runs).
      await client.query('BEGIN');
      await client.query(`UPDATE accreditations SET standing = 'suspended' WHERE centre_id = $1 AND status = 'approved'`, [listed!.id]);
      // Another centre's change committed meanwhile makes the pass run now.
      await app.db!.query(`INSERT INTO register_feed_changes (centre_id) VALUES ($1)`, [listed!.id]);
      await mirror.poll();
      expect(mirror.centres.get(listed!.id)?.standing).toBe('accredited');
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await mirror.poll()).toBe(1);
    expect(mirror.centres.get(listed!.id)?.standing).toBe('suspended');
    expect(comparable([...mirror.centres.values()])).toEqual(comparable(await publicRegister(app)));
  });
});
