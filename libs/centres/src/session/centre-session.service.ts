import { Injectable } from '@nestjs/common';
import { CENTRE_STATUS_LABELS, MSG } from '#contracts';
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

  async find(reference: string, ip: string): Promise<FoundCentre> {
    await this.limiter.hit(findCentreIpLimits(ip), MSG.tooManyRequests);
    const centre = await this.access.byReferenceOr404(reference);
    const data = {
      referenceNumber: centre.ReferenceNumber,
      centreName: centre.CentreName,
      status: centre.status,
      statusLabel: CENTRE_STATUS_LABELS[centre.status],
      maskedEmail: maskEmail(centre.AdminEmail),
    };
    if (centre.status === 'pending') return { data, pendingApproval: true, otpSent: false, message: MSG.centrePendingApproval };
    if (!SENDS_ON_LOOKUP.has(centre.status)) return { data, pendingApproval: false, otpSent: false };
    // A reload inside the minute must still show the centre, so a refused send is reported, not thrown.
    try {
      const outcome = await this.otps.issue(centre.id, ip);
      if (outcome === 'sent') return { data, pendingApproval: false, otpSent: true, message: MSG.otpSent };
      if (outcome === 'not_eligible') return { data, pendingApproval: true, otpSent: false, message: MSG.centrePendingApproval };
      return { data, pendingApproval: false, otpSent: false, message: sendRefusal(outcome).message };
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') return { data, pendingApproval: false, otpSent: false, message: error.message };
      throw error;
    }
  }

  /** The same answer for every reference; only a known centre past pending is sent a code. */
  async sendOtp(reference: string, ip: string): Promise<void> {
    const centre = await this.access.byReference(reference);
    if (!centre || centre.status === 'pending') return this.otps.chargePhantomSend(reference, ip);
    const outcome = await this.otps.issue(centre.id, ip);
    if (outcome === 'wait_minute' || outcome === 'hourly_limit') throw sendRefusal(outcome);
  }

  async verify(reference: string, code: string, ip: string): Promise<CentreSession> {
    await this.limiter.hit(otpVerifyIpLimits(ip), MSG.tooManyRequests);
    if (!isOtpShaped(code)) throw invalidOtp();
    const centre = await this.access.byReference(reference);
    if (!centre || centre.status === 'pending') throw invalidOtp();
    const outcome = await this.otps.check(centre.id, code);
    if (outcome === 'wrong') throw invalidOtp();
    if (outcome === 'expired') throw AppError.validation([{ path: 'otp', msg: MSG.otpExpired }]);
    return {
      token: this.tokens.sign({ sub: centre.id, typ: 'centre', ref: centre.ReferenceNumber }),
      centre: toPublicCentre(centre, await this.documents.forCentre(centre.id)),
    };
  }
}

function invalidOtp(): AppError {
  return AppError.validation([{ path: 'otp', msg: MSG.invalidOtp }]);
}
