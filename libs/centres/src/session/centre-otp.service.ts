import { Inject, Injectable } from '@nestjs/common';
import { MSG, OTP_RULES, type Language } from '#contracts';
import { APP_CONFIG, AppError, normaliseReference, OutboxService, RateLimiter, SecretSeal, UnitOfWork, type AppConfig } from '#platform';
import { CentreEvent, OTP_MAIL_SEAL, type OtpRequestedEvent } from '../mail/centre-events.js';
import { hashOtp, newOtpCode, otpMatches } from './otp-code.js';
import { otpClientKey } from './otp-client.js';
import { otpSendIpLimits, phantomSendLimits } from './otp-limits.js';

export type IssueOutcome = 'sent' | 'wait_minute' | 'hourly_limit' | 'not_eligible';
export type CheckOutcome = 'verified' | 'wrong' | 'expired';

/** A send's outcome and when this client may ask again (seconds). */
export interface IssueResult {
  outcome: IssueOutcome;
  retryAfterSeconds: number;
}

/** A check's outcome; after a wrong code, how many tries this client has left on its live codes. */
export interface CheckResult {
  outcome: CheckOutcome;
  triesLeft: number;
}

const MINUTE_SECONDS = 60;
const HOUR_SECONDS = 3600;

/** Refusals of a send, as the answer the caller gets (with the wait, for the screen's countdown). */
export function sendRefusal(outcome: 'wait_minute' | 'hourly_limit', retryAfterSeconds?: number): AppError {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds ?? (outcome === 'wait_minute' ? MINUTE_SECONDS : HOUR_SECONDS)));
  const message = outcome === 'wait_minute' ? MSG.otpWaitMinute : MSG.otpHourlyLimit;
  return new AppError('RATE_LIMITED', message, undefined, { 'retry-after': String(wait) }).withData({ retryAfterSeconds: wait });
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

  /**
   * Sends a code to a centre that is past pending, within its send limits. The limits count per
   * (centre, client) so requests from elsewhere cannot use up the owner's codes (docs/SECURITY.md, red-team pass 1, row 3), and
   * earlier codes stay valid until they expire: a new request never voids the code being typed.
   */
  async issue(centreId: string, ip: string, language: Language = 'en'): Promise<IssueResult> {
    await this.limiter.hit(otpSendIpLimits(ip), MSG.tooManyRequests);
    const client = otpClientKey(this.secret, ip);
    return this.uow.run(async (manager) => {
      const [centre] = (await manager.query('SELECT status, admin_email, centre_name, reference_number FROM centres WHERE id = $1 FOR UPDATE', [centreId])) as Array<{
        status: string;
        admin_email: string;
        centre_name: string;
        reference_number: string;
      }>;
      if (!centre || centre.status === 'pending') return { outcome: 'not_eligible', retryAfterSeconds: 0 };
      const [recent] = (await manager.query(
        `SELECT count(*) FILTER (WHERE created_at > now() - interval '1 minute')::int AS minute, count(*)::int AS hour,
                ceil(extract(epoch FROM max(created_at) + interval '1 minute' - now()))::int AS minute_wait,
                ceil(extract(epoch FROM min(created_at) + interval '1 hour' - now()))::int AS hour_wait
           FROM centre_otps WHERE centre_id = $1 AND client_key = $2 AND created_at > now() - interval '1 hour'`,
        [centreId, client],
      )) as Array<{ minute: number; hour: number; minute_wait: number | null; hour_wait: number | null }>;
      if (recent!.minute >= OTP_RULES.sendsPerMinute) return { outcome: 'wait_minute', retryAfterSeconds: recent!.minute_wait ?? MINUTE_SECONDS };
      if (recent!.hour >= OTP_RULES.sendsPerHour) return { outcome: 'hourly_limit', retryAfterSeconds: recent!.hour_wait ?? HOUR_SECONDS };

      const code = newOtpCode();
      await manager.query(`INSERT INTO centre_otps (centre_id, code_hash, expires_at, client_key) VALUES ($1, $2, now() + make_interval(mins => $3), $4)`, [
        centreId,
        hashOtp(this.secret, centreId, code),
        OTP_RULES.validMinutes,
        client,
      ]);
      const event: OtpRequestedEvent = {
        centreId,
        email: centre.admin_email,
        centreName: centre.centre_name,
        reference: centre.reference_number,
        sealedCode: this.seal.seal(code),
        language,
      };
      await this.outbox.record(manager, CentreEvent.OtpRequested, { ...event });
      // The sixth code of the hour waits for the oldest to leave the window, not just a minute.
      const waitHour = recent!.hour + 1 >= OTP_RULES.sendsPerHour ? (recent!.hour_wait ?? HOUR_SECONDS) : 0;
      return { outcome: 'sent', retryAfterSeconds: Math.max(MINUTE_SECONDS, waitHour) };
    });
  }

  /**
   * For a reference that gets no code (unknown or pending): the same limits and answers as a real
   * centre, from counters, so send-otp reveals nothing.
   */
  async chargePhantomSend(reference: string, ip: string): Promise<IssueResult> {
    await this.limiter.hit(otpSendIpLimits(ip), MSG.tooManyRequests);
    const key = normaliseReference(reference).slice(0, 40);
    const rules = phantomSendLimits(key, otpClientKey(this.secret, ip));
    for (const [rule, outcome] of [
      [rules.minute, 'wait_minute'],
      [rules.hour, 'hourly_limit'],
    ] as const) {
      try {
        await this.limiter.hit([rule]);
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') throw sendRefusal(outcome, Number(error.headers?.['retry-after']));
        throw error;
      }
    }
    return { outcome: 'sent', retryAfterSeconds: MINUTE_SECONDS };
  }

  /**
   * Checks a code against every live code of the centre and consumes the one it matches (the
   * others are voided: the centre is in). A wrong code counts against each live code: as a try by
   * its own client when the caller is the one who asked for it, else as a try by someone else.
   * Each count stops the code at 5 on its own, so a stranger's guesses cannot void the code the
   * owner asked for, and no code takes more than 10 guesses in all.
   */
  async check(centreId: string, code: string, ip: string): Promise<CheckResult> {
    const client = otpClientKey(this.secret, ip);
    const max = OTP_RULES.maxWrongTries;
    return this.uow.run(async (manager) => {
      const live = (await manager.query(
        `SELECT id, code_hash, client_key = $2 AS own, wrong_attempts, foreign_wrong_attempts FROM centre_otps
          WHERE centre_id = $1 AND consumed_at IS NULL AND expires_at > now()
            AND CASE WHEN client_key = $2 THEN wrong_attempts < $3 ELSE foreign_wrong_attempts < $3 END
          ORDER BY created_at DESC FOR UPDATE`,
        [centreId, client, max],
      )) as Array<{ id: string; code_hash: string; own: boolean; wrong_attempts: number; foreign_wrong_attempts: number }>;
      if (live.length === 0) return { outcome: 'expired', triesLeft: 0 };
      const match = live.find((row) => otpMatches(this.secret, centreId, code, row.code_hash));
      if (match) {
        await manager.query('UPDATE centre_otps SET consumed_at = now() WHERE id = $1', [match.id]);
        await manager.query('UPDATE centre_otps SET expires_at = now() WHERE centre_id = $1 AND consumed_at IS NULL AND expires_at > now()', [centreId]);
        return { outcome: 'verified', triesLeft: 0 };
      }
      const own = live.filter((r) => r.own).map((r) => r.id);
      const others = live.filter((r) => !r.own).map((r) => r.id);
      if (own.length > 0) await manager.query('UPDATE centre_otps SET wrong_attempts = wrong_attempts + 1 WHERE id = ANY($1::uuid[])', [own]);
      if (others.length > 0) await manager.query('UPDATE centre_otps SET foreign_wrong_attempts = foreign_wrong_attempts + 1 WHERE id = ANY($1::uuid[])', [others]);
      const triesLeft = Math.max(0, ...live.map((r) => max - 1 - (r.own ? r.wrong_attempts : r.foreign_wrong_attempts)));
      return { outcome: 'wrong', triesLeft };
    });
  }
}
