import { Injectable } from '@nestjs/common';
import { CENTRE_STATUS_LABELS, MSG, type Language } from '#contracts';
import { AppError, RateLimiter, TokenService } from '#platform';
import { CentreAccess } from '../centre/centre-access.js';
import { toPublicCentre } from '../centre/centre-view.js';
import { DocumentListing } from '../documents/document-listing.js';
import { CentreOtpService, sendRefusal } from './centre-otp.service.js';
import { maskEmail } from './mask-email.js';
import { findCentreIpLimits, otpVerifyIpLimits } from './otp-limits.js';
import { isOtpShaped } from './otp-code.js';

export interface FoundCentre {
  data: { referenceNumber: string; centreName: string; status: string; statusLabel: string; maskedEmail: string };
  pendingApproval: boolean;
  otpSent: boolean;
  /** Seconds until this client may ask for another code (the screen counts down); 0 when no code applies. */
  retryAfterSeconds: number;
  message?: string;
}

export interface CentreSession {
  token: string;
  centre: Record<string, unknown>;
}

/** Statuses whose find-centre look-up sends a code at once (SPEC §2 screen 6); others ask for one. */
const SENDS_ON_LOOKUP = new Set(['registration_approved', 'autotest_approved']);

/** Find centre, request a code, and trade a code for a centre session (SPEC §2 screen 6, DECISIONS §4). */
@Injectable()
export class CentreSessionService {
  constructor(
    private readonly access: CentreAccess,
    private readonly otps: CentreOtpService,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly documents: DocumentListing,
  ) {}

  async find(reference: string, ip: string, language: Language = 'en'): Promise<FoundCentre> {
    await this.limiter.hit(findCentreIpLimits(ip), MSG.tooManyRequests);
    const centre = await this.access.byReferenceOr404(reference);
    const data = {
      referenceNumber: centre.ReferenceNumber,
      centreName: centre.CentreName,
      status: centre.status,
      statusLabel: CENTRE_STATUS_LABELS[centre.status],
      maskedEmail: maskEmail(centre.AdminEmail),
    };
    const none = { pendingApproval: false, otpSent: false, retryAfterSeconds: 0 };
    if (centre.status === 'pending') return { data, ...none, pendingApproval: true, message: MSG.centrePendingApproval };
    if (!SENDS_ON_LOOKUP.has(centre.status)) return { data, ...none };
    // A reload inside the minute must still show the centre, so a refused send is reported, not thrown.
    try {
      const { outcome, retryAfterSeconds } = await this.otps.issue(centre.id, ip, language);
      if (outcome === 'sent') return { data, ...none, otpSent: true, retryAfterSeconds, message: MSG.otpSent };
      if (outcome === 'not_eligible') return { data, ...none, pendingApproval: true, message: MSG.centrePendingApproval };
      return { data, ...none, retryAfterSeconds, message: sendRefusal(outcome, retryAfterSeconds).message };
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') return { data, ...none, retryAfterSeconds: Number(error.headers?.['retry-after'] ?? 60), message: error.message };
      throw error;
    }
  }

  /** The same answer for every reference; only a known centre past pending is sent a code. */
  async sendOtp(reference: string, ip: string, language: Language = 'en'): Promise<{ retryAfterSeconds: number }> {
    const centre = await this.access.byReference(reference);
    if (!centre || centre.status === 'pending') return { retryAfterSeconds: (await this.otps.chargePhantomSend(reference, ip)).retryAfterSeconds };
    const { outcome, retryAfterSeconds } = await this.otps.issue(centre.id, ip, language);
    if (outcome === 'wait_minute' || outcome === 'hourly_limit') throw sendRefusal(outcome, retryAfterSeconds);
    return { retryAfterSeconds };
  }

  async verify(reference: string, code: string, ip: string, language?: Language): Promise<CentreSession> {
    await this.limiter.hit(otpVerifyIpLimits(ip), MSG.tooManyRequests);
    if (!isOtpShaped(code)) throw invalidOtp();
    const centre = await this.access.byReference(reference);
    if (!centre || centre.status === 'pending') throw invalidOtp();
    const { outcome, triesLeft } = await this.otps.check(centre.id, code, ip);
    if (outcome === 'wrong') throw invalidOtp().withData({ triesLeft });
    if (outcome === 'expired') throw AppError.validation([{ path: 'otp', msg: MSG.otpExpired }]).withData({ triesLeft: 0 });
    // The language the centre signs in with is the one its emails are written in from now on.
    if (language && language !== centre.language) {
      await this.access.setLanguage(centre.id, language);
      centre.language = language;
    }
    return {
      token: this.tokens.sign({ sub: centre.id, typ: 'centre', ref: centre.ReferenceNumber }),
      centre: toPublicCentre(centre, await this.documents.forCentre(centre.id)),
    };
  }
}

function invalidOtp(): AppError {
  return AppError.validation([{ path: 'otp', msg: MSG.invalidOtp }]);
}
