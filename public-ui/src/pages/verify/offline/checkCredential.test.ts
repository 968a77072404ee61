import { describe, expect, it } from 'vitest';
import { base45Decode, base45Encode, CREDENTIAL_PREFIX, signCredential } from '@cbt/contracts';
import { checkCredential, type TrustMaterial } from './checkCredential';
import { claims, sec, signer, statusList } from './testCredentials';

const NOW = new Date('2026-06-01T12:00:00Z');

describe('checking a letter QR on the device (DECISIONS §10)', () => {
  it('answers good standing with the claims and the status list time', async () => {
    const key = await signer(1);
    const asOf = new Date('2026-06-01T11:00:00Z');
    const material: TrustMaterial = { keys: [key.publicJwk], status: await statusList(key, [7], asOf), fetchedAt: asOf.toISOString() };
    const qr = await signCredential(claims(), key.kid, key.sign);
    const result = await checkCredential(qr, material, NOW);
    expect(result).toMatchObject({ kind: 'signed', standing: 'good', statusStale: false, claims: { name: 'Ikeja Model CBT Centre', capacity: 250, code: 'ABCD-EFGH-JKMN' } });
    expect(result.kind === 'signed' && result.statusAsOf?.toISOString()).toBe(asOf.toISOString());
  });

  it('answers not in good standing when its status bit is set, and warns when the list is over 24 hours old', async () => {
    const key = await signer(1);
    const asOf = new Date('2026-05-30T11:00:00Z');
    const material: TrustMaterial = { keys: [key.publicJwk], status: await statusList(key, [42], asOf), fetchedAt: asOf.toISOString() };
    const result = await checkCredential(await signCredential(claims(), key.kid, key.sign), material, NOW);
    expect(result).toMatchObject({ kind: 'signed', standing: 'not-good', statusStale: true });
  });

  it('answers expired past valid-until, and unknown standing without a trusted status list', async () => {
    const key = await signer(1);
    const other = await signer(2);
    const expired = await signCredential(claims({ exp: sec('2026-05-01T00:00:00Z') }), key.kid, key.sign);
    const none: TrustMaterial = { keys: [key.publicJwk], status: null, fetchedAt: NOW.toISOString() };
    expect(await checkCredential(expired, none, NOW)).toMatchObject({ kind: 'signed', standing: 'expired' });
    // A status list signed by a key not published is not trusted.
    const forged: TrustMaterial = { keys: [key.publicJwk], status: await statusList(other, [], NOW), fetchedAt: NOW.toISOString() };
    expect(await checkCredential(await signCredential(claims(), key.kid, key.sign), forged, NOW)).toMatchObject({ kind: 'signed', standing: 'unknown', statusAsOf: null, statusStale: true });
  });

  it('answers tampered when a claim was changed without signing again', async () => {
    const key = await signer(1);
    const qr = await signCredential(claims(), key.kid, key.sign);
    const bytes = base45Decode(qr.slice(CREDENTIAL_PREFIX.length))!;
    const text = new TextDecoder('latin1').decode(bytes);
    const at = text.indexOf('Ikeja Model');
    bytes[at] = 'J'.charCodeAt(0);
    const tampered = CREDENTIAL_PREFIX + base45Encode(bytes);
    expect(await checkCredential(tampered, { keys: [key.publicJwk], status: null, fetchedAt: '' }, NOW)).toMatchObject({ kind: 'tampered' });
  });

  it('answers unknown key for a letter signed by a key not published, and names what is wrong with other text', async () => {
    const key = await signer(1);
    const stranger = await signer(9);
    const qr = await signCredential(claims(), stranger.kid, stranger.sign);
    expect(await checkCredential(qr, { keys: [key.publicJwk], status: null, fetchedAt: '' }, NOW)).toEqual({ kind: 'unknown-key', kid: stranger.publicJwk.kid });
    expect(await checkCredential('https://example.com', { keys: [key.publicJwk], status: null, fetchedAt: '' }, NOW)).toEqual({ kind: 'not-credential', problem: 'prefix' });
    expect(await checkCredential('CBT1:!!', { keys: [key.publicJwk], status: null, fetchedAt: '' }, NOW)).toEqual({ kind: 'not-credential', problem: 'base45' });
  });
});
