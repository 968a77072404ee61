import { base64urlEncode, signPayload, type EcPublicJwk, type LetterClaims } from '@cbt/contracts';

/** Test helpers: a signing key, letter claims and a status list signed as the server signs them. */
export const sec = (iso: string) => Date.parse(iso) / 1000;

export async function signer(kidByte: number) {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const kid = new Uint8Array(8).fill(kidByte);
  const jwk = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey;
  const publicJwk: EcPublicJwk = { kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y!, kid: base64urlEncode(kid), alg: 'ES256' };
  const sign = async (data: Uint8Array) => new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, data as BufferSource));
  return { kid, publicJwk, sign };
}

export const claims = (over: Partial<LetterClaims> = {}): LetterClaims => ({
  iss: 'https://portal.example',
  iat: sec('2026-03-01T00:00:00Z'),
  nbf: sec('2026-03-01T00:00:00Z'),
  exp: sec('2027-03-01T00:00:00Z'),
  code: 'ABCD-EFGH-JKMN',
  name: 'Ikeja Model CBT Centre',
  state: 'Lagos',
  lga: 'Ikeja',
  capacity: 250,
  cycle: 1,
  idx: 42,
  ...over,
});

export async function gzip(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer());
}

/** A status list as the server signs it, with the given bits set. */
export async function statusList(key: Awaited<ReturnType<typeof signer>>, setBits: number[], issuedAt: Date) {
  const bitstring = new Uint8Array(16384);
  for (const idx of setBits) bitstring[idx >> 3]! |= 1 << (7 - (idx & 7));
  const bits = base64urlEncode(await gzip(bitstring));
  const signed = await signPayload(new Map<string, string | number>([['issuedAt', Math.floor(issuedAt.getTime() / 1000)], ['bits', bits]]), key.kid, key.sign);
  return { issuedAt: issuedAt.toISOString(), bits, signed };
}

