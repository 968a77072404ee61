import { Inject, Injectable } from '@nestjs/common';
import { MSG, OTP_RULES } from '#contracts';
import { APP_CONFIG, AppError, normaliseReference, OutboxService, RateLimiter, SecretSeal, UnitOfWork, type AppConfig } from '#platform';
import { CentreEvent, OTP_MAIL_SEAL, type OtpRequestedEvent } from '../mail/centre-events.js';
import { hashOtp, newOtpCode, otpMatches } from './otp-code.js';
import { otpSendIpLimits, phantomSendLimits } from './otp-limits.js';

export type IssueOutcome = 'sent' | 'wait_minute' | 'hourly_limit' | 'not_eligible';
export type CheckOutcome = 'verified' | 'wrong' | 'expired';

const HOUR_SECONDS = 3600;

/** Refusals of a send, as the answer the caller gets. */
export function sendRefusal(outcome: 'wait_minute' | 'hourly_limit'): AppError {
  return outcome === 'wait_minute'
    ? new AppError('RATE_LIMITED', MSG.otpWaitMinute, undefined, { 'retry-after': '60' })
    : new AppError('RATE_LIMITED', MSG.otpHourlyLimit, undefined, { 'retry-after': String(HOUR_SECONDS) });
}

/**
 * The emailed one-time codes of DECISIONS §4. Limits that must hold across API processes are
 * counted from centre_otps under a lock on the centre row; a wrong try is committed even though
 * the caller gets an error, so the five-tries rule cannot be reset by retrying.
 */
@Injectable()
export class CentreOtpService {
  private readonly secret: string;
  private readonly seal: SecretSeal;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secret = config.linkSecret || config.jwtSecret;
    this.seal = new SecretSeal(config.jwtSecret, OTP_MAIL_SEAL);
  }

  /** Sends a fresh code (voiding any older one) to a centre that is past pending, within its send limits. */
  async issue(centreId: string, ip: string): Promise<IssueOutcome> {
    await this.limiter.hit(otpSendIpLimits(ip), MSG.tooManyRequests);
    return this.uow.run(async (manager) => {
      const [centre] = (await manager.query('SELECT status, admin_email, centre_name, reference_number FROM centres WHERE id = $1 FOR UPDATE', [centreId])) as Array<{
        status: string;
        admin_email: string;
        centre_name: string;
        reference_number: string;
      }>;
      if (!centre || centre.status === 'pending') return 'not_eligible';
      const [recent] = (await manager.query(
        `SELECT count(*) FILTER (WHERE created_at > now() - interval '1 minute')::int AS minute, count(*)::int AS hour
           FROM centre_otps WHERE centre_id = $1 AND created_at > now() - interval '1 hour'`,
        [centreId],
      )) as Array<{ minute: number; hour: number }>;
      if (recent!.minute >= OTP_RULES.sendsPerMinute) return 'wait_minute';
      if (recent!.hour >= OTP_RULES.sendsPerHour) return 'hourly_limit';

      await manager.query('UPDATE centre_otps SET expires_at = now() WHERE centre_id = $1 AND consumed_at IS NULL AND expires_at > now()', [centreId]);
      const code = newOtpCode();
      await manager.query(`INSERT INTO centre_otps (centre_id, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`, [
        centreId,
        hashOtp(this.secret, centreId, code),
        OTP_RULES.validMinutes,
      ]);
      const event: OtpRequestedEvent = {
        centreId,
        email: centre.admin_email,
        centreName: centre.centre_name,
        reference: centre.reference_number,
        sealedCode: this.seal.seal(code),
      };
      await this.outbox.record(manager, CentreEvent.OtpRequested, { ...event });
      return 'sent';
    });
  }

  /**
   * For a reference that gets no code (unknown or pending): the same limits and answers as a real
   * centre, from counters, so send-otp reveals nothing.
   */
  async chargePhantomSend(reference: string, ip: string): Promise<void> {
    await this.limiter.hit(otpSendIpLimits(ip), MSG.tooManyRequests);
    const key = normaliseReference(reference).slice(0, 40);
    const rules = phantomSendLimits(key);
    await this.limiter.hit([rules.minute], MSG.otpWaitMinute);
    await this.limiter.hit([rules.hour], MSG.otpHourlyLimit);
  }

  /** Checks a code against the centre's one live code and consumes it when it matches. */
  async check(centreId: string, code: string): Promise<CheckOutcome> {
    return this.uow.run(async (manager) => {
      const [live] = (await manager.query(
        `SELECT id, code_hash FROM centre_otps
          WHERE centre_id = $1 AND consumed_at IS NULL AND expires_at > now() AND wrong_attempts < $2
          ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
        [centreId, OTP_RULES.maxWrongTries],
      )) as Array<{ id: string; code_hash: string }>;
      if (!live) return 'expired';
      if (!otpMatches(this.secret, centreId, code, live.code_hash)) {
        await manager.query('UPDATE centre_otps SET wrong_attempts = wrong_attempts + 1 WHERE id = $1', [live.id]);
        return 'wrong';
      }
      await manager.query('UPDATE centre_otps SET consumed_at = now() WHERE id = $1', [live.id]);
      return 'verified';
    });
  }
}
