import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { base45Encode, cborEncode, CREDENTIAL_MAX_CHARS, statusBit, verifyLetterCredential, verifyStatusList, type EcPublicJwk } from '#contracts';
import { accreditedCentre } from '../support/accreditation-factories.js';
import { CODE_SUBJECT, codeOf, signedInCentre } from '../support/centre-factories.js';
import { superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const CLI = join(dirname(fileURLToPath(import.meta.url)), '../../dist/apps/api/src/cli.js');

async function credentialOf(app: TestApp, centreId: string): Promise<{ qr: string; idx: number; kid: string }> {
  const deadline = Date.now() + 20000;
  for (;;) {
    const { rows } = await app.db!.query('SELECT letter_credential, letter_status_index, letter_key_id FROM accreditations WHERE centre_id = $1 AND letter_stored_name IS NOT NULL AND letter_credential IS NOT NULL', [centreId]);
    if (rows[0]) return { qr: rows[0].letter_credential, idx: rows[0].letter_status_index, kid: rows[0].letter_key_id };
    if (Date.now() > deadline) throw new Error(`no letter for centre ${centreId}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function jwks(app: TestApp): Promise<EcPublicJwk[]> {
  const res = await fetch(`${app.url}/.well-known/jwks.json`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { keys: EcPublicJwk[] }).keys;
}

async function statusBitOf(app: TestApp, idx: number): Promise<boolean> {
  const res = await app.request('GET', '/api/public/letters/status');
  expect(res.status).toBe(200);
  const { bits, signed } = res.body.data;
  const checked = await verifyStatusList(signed, await jwks(app));
  expect(checked).toMatchObject({ signatureValid: true, bits });
  return statusBit(new Uint8Array(gunzipSync(Buffer.from(bits, 'base64url'))), idx)!;
}

describe('letters anyone can check (DECISIONS §10)', () => {
  let app: TestApp;
  let su: string;

  beforeAll(async () => {
    // Verification is rate limited per IP; the fuzzing below sends a few hundred calls from one.
    app = await startTestApp({ env: { RATE_LIMIT_FACTOR: '100' } });
    su = await superAdminToken(app);
  }, 90000);

  afterAll(async () => {
    await app?.close();
  });

  it('puts a signed credential in every letter, served to staff and to the centre, that verifies with the published keys', async () => {
    const { centre } = await accreditedCentre(app, { state: 'Lagos', localGovernment: 'Ikeja', centreName: 'Ikeja CBT Hub' });
    const stored = await credentialOf(app, centre.id);
    const staff = await app.request('GET', `/api/accreditation/centres/${centre.id}/letter/credential`, { token: su });
    expect(staff.status).toBe(200);
    expect(staff.body.data).toEqual({ qr: stored.qr });
    expect(stored.qr.startsWith('CBT1:')).toBe(true);
    expect(stored.qr.length).toBeLessThanOrEqual(CREDENTIAL_MAX_CHARS);

    const keys = await jwks(app);
    expect(keys).toEqual(expect.arrayContaining([expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: stored.kid })]));
    const { rows } = await app.db!.query('SELECT letter_code, valid_until, cycle FROM accreditations WHERE centre_id = $1', [centre.id]);
    const verified = await verifyLetterCredential(stored.qr, keys);
    expect(verified).toMatchObject({
      signatureValid: true,
      kid: stored.kid,
      claims: { iss: app.env.PUBLIC_URL ?? expect.any(String), code: rows[0].letter_code, name: 'Ikeja CBT Hub', state: 'Lagos', lga: 'Ikeja', cycle: rows[0].cycle, idx: stored.idx, exp: Math.floor(new Date(rows[0].valid_until).getTime() / 1000) },
    });
    const keysRoute = await app.request('GET', '/api/public/letters/keys');
    expect(keysRoute.body.data.keys).toEqual(keys);

    // The centre's own session reads the same text; a centre with no letter has none.
    await app.request('POST', `/api/centre-registration/${centre.reference}/send-otp`);
    const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && CODE_SUBJECT.test(m.subject));
    const session = await app.request('POST', `/api/centre-registration/${centre.reference}/verify-otp`, { body: { otp: codeOf(mail) } });
    const own = await app.request('GET', `/api/centre-registration/${centre.reference}/letter/credential`, { token: session.body.data.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({ qr: stored.qr });
    const signedIn = await signedInCentre(app, { status: 'registration_approved' });
    const other = await app.request('GET', `/api/centre-registration/${signedIn.reference}/letter/credential`, { token: signedIn.token });
    expect(other.status).toBe(404);
  }, 90000);

  it('answers verify-credential with the signature, the claims and the live standing', async () => {
    const { centre } = await accreditedCentre(app, { state: 'Oyo', localGovernment: 'Ibadan North', centreName: 'Ibadan CBT Hall' });
    const { qr } = await credentialOf(app, centre.id);
    const res = await app.request('POST', '/api/public/verify-credential', { body: { qr } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ signatureValid: true, genuine: true, status: 'accredited', centreName: 'Ibadan CBT Hall', claims: { name: 'Ibadan CBT Hall', state: 'Oyo' } });
    expect(res.text).not.toContain('@');

    // The same bytes with one claim changed: the signature fails and nothing is looked up.
    const forged = qr.replace(/^CBT1:/, '');
    const bytes = Buffer.from((await import('#contracts')).base45Decode(forged)!);
    bytes[bytes.indexOf(Buffer.from('Ibadan CBT'))] = 'J'.charCodeAt(0);
    const tampered = await app.request('POST', '/api/public/verify-credential', { body: { qr: `CBT1:${base45Encode(bytes)}` } });
    expect(tampered.status).toBe(200);
    expect(tampered.body.data).toMatchObject({ signatureValid: false, genuine: false, claims: { name: 'Jbadan CBT Hall' } });
    expect(tampered.body.data.status).toBeUndefined();
  }, 90000);

  it('refuses input that is no credential with a 400 naming what is wrong, never a 5xx (fuzzed)', async () => {
    const cases: Array<[unknown, string, RegExp]> = [
      [{ qr: 'HC1:NCFOXN' }, 'prefix', /does not start with CBT1:/],
      [{ qr: 'CBT1:abc' }, 'base45', /not base45/],
      [{ qr: `CBT1:${base45Encode(Uint8Array.from([0xff, 0x00]))}` }, 'cbor', /CBOR/],
      [{ qr: `CBT1:${base45Encode(cborEncode(['not', 'cose']))}` }, 'cose', /COSE_Sign1/],
      [{ qr: `CBT1:${base45Encode(cborEncode({ tag: 18, value: [cborEncode(new Map<number, number | Uint8Array>([[1, -7], [4, new Uint8Array(8)]])), new Map(), cborEncode(new Map()), new Uint8Array(64)] }))}` }, 'unknown-key', /key this portal does not publish/],
      [{ qr: `CBT1:${'0'.repeat(3000)}` }, 'too-long', /longer than 2048/],
      [{}, 'not-text', /text read from the letter/],
    ];
    for (const [body, problem, message] of cases) {
      const res = await app.request('POST', '/api/public/verify-credential', { body });
      expect({ problem, status: res.status }).toEqual({ problem, status: 400 });
      expect(res.body).toMatchObject({ success: false, message: expect.stringMatching(message), errors: [{ path: 'qr', msg: expect.stringMatching(message) }], data: { problem } });
    }
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 500 }), fc.uint8Array({ maxLength: 300 }).map((b) => `CBT1:${base45Encode(b)}`), fc.anything()), async (qr) => {
        const res = await app.request('POST', '/api/public/verify-credential', { body: { qr } });
        expect(res.status).toBeLessThan(500);
        expect([200, 400]).toContain(res.status);
      }),
      { numRuns: 150 },
    );
  }, 120000);

  it('serves the signed status list with ETag, 304 and gzip, and shows a suspension within 60 seconds', async () => {
    const { centre } = await accreditedCentre(app, { state: 'Kano', centreName: 'Kano CBT Point' });
    const { idx } = await credentialOf(app, centre.id);
    expect(await statusBitOf(app, idx)).toBe(false);

    const raw = await fetch(`${app.url}/api/public/letters/status`, { headers: { 'accept-encoding': 'gzip' } });
    expect(raw.headers.get('content-encoding')).toBe('gzip');
    const etag = raw.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const again = await fetch(`${app.url}/api/public/letters/status`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    expect((await app.request('POST', `/api/accreditation/centres/${centre.id}/suspend`, { token: su, body: { reason: 'Exam malpractice reported.', urgent: true } })).status).toBe(200);
    const { rows } = await app.db!.query('SELECT standing FROM accreditations WHERE centre_id = $1', [centre.id]);
    expect(rows[0].standing).toBe('suspended');
    const started = Date.now();
    while (!(await statusBitOf(app, idx))) {
      expect(Date.now() - started).toBeLessThan(60000);
      await new Promise((r) => setTimeout(r, 2000));
    }
    const changed = await fetch(`${app.url}/api/public/letters/status`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
  }, 120000);

  it('rotates the signing key without downtime: letters signed with the old key and the new one both verify', async () => {
    const { centre } = await accreditedCentre(app, { state: 'Enugu', centreName: 'Enugu CBT Centre' });
    const old = await credentialOf(app, centre.id);
    const dir = mkdtempSync(join(tmpdir(), 'letter-key-'));
    try {
      const file = join(dir, 'next-key');
      const out = await new Promise<{ code: number | null; text: string }>((done) => {
        const child = execFile(process.execPath, [CLI, 'letter-key-rotate', file], { env: { PATH: process.env.PATH ?? '', ...app.env, LOG_LEVEL: 'warn' } }, (_e, stdout, stderr) => done({ code: child.exitCode, text: `${stdout}${stderr}` }));
      });
      expect(out).toMatchObject({ code: 0, text: expect.stringMatching(/Published the next letter signing key, kid (\S+),/) });
      const nextKid = /kid (\S+),/.exec(out.text)![1]!;
      // Published before any instance signs with it, beside the key still in use.
      expect((await jwks(app)).map((k) => k.kid)).toEqual(expect.arrayContaining([old.kid, nextKid]));

      await app.restart({ LETTER_SIGNING_KEY: readFileSync(file, 'utf8').trim() });
      expect((await app.request('POST', `/api/accreditation/centres/${centre.id}/letter/regenerate`, { token: su, body: { reason: 'New key' } })).status).toBe(202);
      const deadline = Date.now() + 20000;
      let renewed = await credentialOf(app, centre.id);
      while (renewed.kid !== nextKid && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        renewed = await credentialOf(app, centre.id);
      }
      expect(renewed).toMatchObject({ kid: nextKid, idx: old.idx });
      expect(renewed.qr).not.toBe(old.qr);

      // The old key is retired but stays listed while the letters it signed are valid.
      const keys = await jwks(app);
      expect(keys.map((k) => k.kid)).toEqual(expect.arrayContaining([old.kid, nextKid]));
      for (const qr of [old.qr, renewed.qr]) {
        const res = await app.request('POST', '/api/public/verify-credential', { body: { qr } });
        expect(res.body.data).toMatchObject({ signatureValid: true, status: 'accredited', claims: { idx: old.idx } });
      }
      const { rows } = await app.db!.query('SELECT kid, retired_at FROM letter_signing_keys WHERE kid = ANY($1)', [[old.kid, nextKid]]);
      expect(Object.fromEntries(rows.map((r) => [r.kid, r.retired_at !== null]))).toEqual({ [old.kid]: true, [nextKid]: false });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180000);
});
