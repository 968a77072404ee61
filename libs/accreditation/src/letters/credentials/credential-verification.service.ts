import { Injectable } from '@nestjs/common';
import { CredentialError, MSG, verifyLetterCredential, type LetterClaims } from '#contracts';
import { AppError, RateLimiter } from '#platform';
import { verifyLimits } from '../../verification/public-limits.js';
import { LetterVerificationService, type VerificationView } from '../../verification/letter-verification.service.js';
import { LetterKeys } from './letter-keys.service.js';

export type CredentialVerification = (VerificationView | { genuine: false }) & {
  signatureValid: boolean;
  kid: string;
  claims: LetterClaims;
};

/**
 * POST /public/verify-credential (DECISIONS §10): for integrators holding a letter's QR text. It
 * answers whether the signature holds, the signed claims, and — when it holds — what /verify/{code}
 * answers for the letter now. Input that is no credential is a 400 naming what is wrong.
 */
@Injectable()
export class CredentialVerificationService {
  constructor(
    private readonly keys: LetterKeys,
    private readonly letters: LetterVerificationService,
    private readonly limiter: RateLimiter,
  ) {}

  async verify(body: unknown, ip: string): Promise<CredentialVerification> {
    await this.limiter.hit(verifyLimits(ip), MSG.tooManyRequests);
    const qr = typeof body === 'object' && body !== null ? (body as { qr?: unknown }).qr : undefined;
    let checked;
    try {
      checked = await verifyLetterCredential(qr, await this.keys.published());
    } catch (error) {
      if (error instanceof CredentialError) throw AppError.validation([{ path: 'qr', msg: error.message }], error.message).withData({ problem: error.problem });
      throw error;
    }
    const { signatureValid, kid, claims } = checked;
    // A forged credential says nothing about the letter it names: no look-up.
    const live = signatureValid ? await this.letters.lookup(claims.code) : null;
    return { ...(live ?? { genuine: false as const }), signatureValid, kid, claims };
  }
}
