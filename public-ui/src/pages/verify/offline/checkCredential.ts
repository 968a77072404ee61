import { base64urlDecode, claimsFromPayload, CredentialError, openSigned, statusBit, verifyStatusList, type CredentialProblem, type EcPublicJwk, type LetterClaims } from '@cbt/contracts';

/**
 * The verify page's own check of a letter's QR (DECISIONS §10 "Letters anyone can check"): the
 * signature against the published keys and the standing from the signed status list, both kept on
 * the device, so it answers with no connection. Uses the shared pure module; this file only adds
 * what a reader needs to see (docs/LETTERS.md "The verify page").
 */

/** What the page keeps of GET /.well-known/jwks.json and GET /api/public/letters/status. */
export interface TrustMaterial {
  keys: EcPublicJwk[];
  status: { issuedAt: string; bits: string; signed: string } | null;
  /** When this device last fetched them (ISO). */
  fetchedAt: string;
}

/** A status list older than this is shown with a warning: a change of standing may not be in it. */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

export type Standing =
  /** The status bit is 0 and today is within valid from..until. */
  | 'good'
  /** The status bit is 1: suspended, revoked, expired, superseded or withdrawn (the list does not say which). */
  | 'not-good'
  /** Past the letter's valid-until. */
  | 'expired'
  /** Before its valid-from. */
  | 'not-yet-valid'
  /** No signed status list on the device, or the letter's idx is outside it. */
  | 'unknown';

export type CredentialCheck =
  | { kind: 'not-credential'; problem: CredentialProblem }
  | { kind: 'unknown-key'; kid: string }
  /** The signature does not hold: something in the QR was changed after signing. */
  | { kind: 'tampered'; kid: string }
  | { kind: 'signed'; kid: string; claims: LetterClaims; standing: Standing; statusAsOf: Date | null; statusStale: boolean };

async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The status bitstring and its time, only when the list's own signature holds. */
async function trustedStatus(material: TrustMaterial): Promise<{ bitstring: Uint8Array; issuedAt: Date } | null> {
  if (!material.status) return null;
  try {
    const list = await verifyStatusList(material.status.signed, material.keys);
    if (!list.signatureValid) return null;
    const gz = base64urlDecode(list.bits);
    if (!gz) return null;
    // The signed payload's bits are the ones trusted, not the unsigned copy beside them.
    return { bitstring: await gunzip(gz), issuedAt: new Date(list.issuedAt * 1000) };
  } catch {
    return null;
  }
}

export async function checkCredential(qr: string, material: TrustMaterial, now: Date = new Date()): Promise<CredentialCheck> {
  let opened;
  try {
    opened = await openSigned(qr, material.keys);
  } catch (error) {
    if (!(error instanceof CredentialError)) throw error;
    if (error.problem === 'unknown-key') return { kind: 'unknown-key', kid: /kid (\S+)/.exec(error.detail ?? '')?.[1] ?? '' };
    return { kind: 'not-credential', problem: error.problem };
  }
  if (!opened.signatureValid) return { kind: 'tampered', kid: opened.kid };
  let claims: LetterClaims;
  try {
    claims = claimsFromPayload(opened.payload);
  } catch {
    return { kind: 'not-credential', problem: 'claims' };
  }
  const status = await trustedStatus(material);
  const seconds = now.getTime() / 1000;
  let standing: Standing;
  const bit = status ? statusBit(status.bitstring, claims.idx) : null;
  if (bit === true) standing = 'not-good';
  else if (claims.exp !== 0 && seconds > claims.exp) standing = 'expired';
  else if (seconds < claims.nbf) standing = 'not-yet-valid';
  else if (bit === false) standing = 'good';
  else standing = 'unknown';
  const statusAsOf = status?.issuedAt ?? null;
  return { kind: 'signed', kid: opened.kid, claims, standing, statusAsOf, statusStale: statusAsOf === null || now.getTime() - statusAsOf.getTime() > STALE_AFTER_MS };
}
