import { Injectable } from '@nestjs/common';
import { CENTRE_STATUS_LABELS, MSG, type Language } from '#contracts';
import { AuditLog } from '#audit';
import { AppError, CentreSessions, RateLimiter, TokenService, UnitOfWork, type CentrePrincipal } from '#platform';
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

/** Find centre, request a code, and trade a code for a centre session (SPEC §2 screen 6, DECISIONS §4). */
@Injectable()
export class CentreSessionService {
  constructor(
    private readonly access: CentreAccess,
    private readonly otps: CentreOtpService,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly documents: DocumentListing,
    private readonly sessions: CentreSessions,
    private readonly audit: AuditLog,
    private readonly uow: UnitOfWork,
  ) {}

  /** Ends this token and every earlier one of the centre (DECISIONS §9). */
  async logout(centre: CentrePrincipal): Promise<void> {
    await this.uow.run(async (manager) => {
      await manager.query(`UPDATE centres SET token_version = token_version + 1 WHERE id = $1`, [centre.centreId]);
      const [row] = (await manager.query(`SELECT reference_number, state, admin_email FROM centres WHERE id = $1`, [centre.centreId])) as Array<{ reference_number: string; state: string | null; admin_email: string }>;
      if (!row) return;
      await this.audit.append(manager, {
        action: 'centre.signed_out',
        actor: { type: 'centre', id: centre.centreId, email: row.admin_email, name: row.reference_number },
        target: { type: 'centre', id: centre.centreId },
        centreId: centre.centreId,
        state: row.state,
      });
    });
  }

  /**
   * Find centre answers and sends nothing (DECISIONS §9: no code is sent by a GET, which link
   * scanners and prefetchers follow): the screen asks for the code with POST send-otp.
   */
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
    const none = { pendingApproval: false, otpSent: false, retryAfterSeconds: 0 };
    if (centre.status === 'pending') return { data, ...none, pendingApproval: true, message: MSG.centrePendingApproval };
    return { data, ...none };
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
    // DECISIONS §8: every sign-in of a known centre, succeeded or failed, is in the audit log; never the code.
    const signIn = (action: string, data?: Record<string, unknown>) =>
      this.audit.record({
        action,
        actor: { type: 'centre', id: centre.id, email: centre.AdminEmail, name: centre.ReferenceNumber },
        target: { type: 'centre', id: centre.id },
        centreId: centre.id,
        state: centre.State,
        data,
      });
    if (outcome === 'wrong') {
      await signIn('centre.sign_in_failed', { reason: 'wrong code', triesLeft });
      throw invalidOtp().withData({ triesLeft });
    }
    if (outcome === 'expired') {
      await signIn('centre.sign_in_failed', { reason: 'expired' });
      throw AppError.validation([{ path: 'otp', msg: MSG.otpExpired }]).withData({ triesLeft: 0 });
    }
    await signIn('centre.signed_in');
    // The language the centre signs in with is the one its emails are written in from now on.
    if (language && language !== centre.language) {
      await this.access.setLanguage(centre.id, language);
      centre.language = language;
    }
    return {
      // The centre's token version: its sign-out or an admin email change ends this token (DECISIONS §9).
      token: this.tokens.sign({ sub: centre.id, typ: 'centre', ref: centre.ReferenceNumber, ver: (await this.sessions.version(centre.id)) ?? 0 }),
      centre: toPublicCentre(centre, await this.documents.forCentre(centre.id)),
    };
  }
}

function invalidOtp(): AppError {
  return AppError.validation([{ path: 'otp', msg: MSG.invalidOtp }]);
}
