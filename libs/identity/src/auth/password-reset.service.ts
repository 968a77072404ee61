import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLog } from '#audit';
import { MSG } from '#contracts';
import { APP_CONFIG, AppError, OutboxService, RateLimiter, SecretSeal, UnitOfWork, type AppConfig } from '#platform';
import { returnedRows } from '../persistence.js';
import { setPassword } from '../users/user-credentials.js';
import { PASSWORD_RESET_NO_ACCOUNT } from '../mail/registration-mail.js';
import { hashPassword } from './password-hasher.js';
import { forgotPasswordLimits, resetMailRule, resetTokenLimits } from './rate-limits.js';
import { hashResetToken, newResetToken, PASSWORD_RESET_REQUESTED, RESET_MAIL_SEAL, RESET_TOKEN_TTL_MINUTES, type PasswordResetRequested } from './reset-token.js';

/** Forgot password by emailed link (DECISIONS §4: 1 hour, single use, stored hashed, same answer for any email). */
@Injectable()
export class PasswordResetService {
  private readonly seal: SecretSeal;

  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly audit: AuditLog,
  ) {
    this.seal = new SecretSeal(config.jwtSecret, RESET_MAIL_SEAL);
  }

  /**
   * The caller answers the same whatever happens here, after the same work (docs/SECURITY.md,
   * red-team pass 1, row 6): a token is made and sealed, one transaction inserts it for a live account with
   * that email (no row when there is none) and records an outbox event. The event of an unknown
   * email is routed to no job, so only a real account gets an email. Earlier links stay valid until
   * they expire or one is used (DECISIONS §9): a stranger's request voids nothing the owner holds.
   * Past the account's hourly emails nothing is sent, and the answer is the same.
   */
  async requestReset(email: string, ip: string): Promise<void> {
    await this.limiter.hit(forgotPasswordLimits(ip, email), MSG.tooManyRequests);
    const mailAllowed = (await this.limiter.take(resetMailRule(email), 1)).granted === 1;
    const { token, hash } = newResetToken();
    const sealedToken = this.seal.seal(token);
    await this.uow.run(async (manager) => {
      if (!mailAllowed) {
        await this.audit.append(manager, { action: 'auth.password_reset_requested', actor: { type: 'anonymous', email }, data: { email, mailSent: false } });
        return;
      }
      const rows = returnedRows<{ user_id: string; first_name: string; expires_at: Date }>(
        await manager.query(
          `WITH u AS (SELECT id, first_name FROM users WHERE email = $1 AND is_active AND deleted_at IS NULL LIMIT 1),
                ins AS (INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
                        SELECT id, $2, now() + make_interval(mins => $3) FROM u RETURNING user_id, expires_at)
           SELECT ins.user_id, u.first_name, ins.expires_at FROM ins JOIN u ON u.id = ins.user_id`,
          [email, hash, RESET_TOKEN_TTL_MINUTES],
        ),
      );
      const found = rows[0];
      const event: PasswordResetRequested = {
        userId: found?.user_id ?? '',
        email,
        firstName: found?.first_name ?? '',
        sealedToken,
        expiresAt: new Date(found?.expires_at ?? Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000).toISOString(),
      };
      await this.outbox.record(manager, found ? PASSWORD_RESET_REQUESTED : PASSWORD_RESET_NO_ACCOUNT, { ...event });
      // Recorded for unknown emails too: the same work either way, and an auditor sees the attempts.
      await this.audit.append(manager, { action: 'auth.password_reset_requested', actor: { type: 'anonymous', email }, target: { type: 'user', id: found?.user_id ?? null }, data: { email, accountFound: !!found } });
    });
  }

  async validate(token: string, ip: string): Promise<void> {
    await this.limiter.hit(resetTokenLimits(ip), MSG.tooManyRequests);
    const found = await this.dataSource.query(
      `SELECT 1 FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1 AND t.purpose = 'reset' AND t.used_at IS NULL AND t.expires_at > now() AND u.deleted_at IS NULL AND u.is_active`,
      [hashResetToken(token)],
    );
    if (found.length === 0) throw new AppError('BAD_REQUEST', MSG.invalidOrExpiredResetToken);
  }

  /** Uses the token up and sets the password; every session of the user ends. */
  async reset(token: string, newPassword: string, ip: string): Promise<void> {
    await this.limiter.hit(resetTokenLimits(ip), MSG.tooManyRequests);
    const passwordHash = await hashPassword(newPassword);
    await this.uow.run(async (manager) => {
      // The conditional UPDATE is the single-use check: of two requests with one token, one wins.
      const rows = returnedRows<{ user_id: string }>(
        await manager.query(
          `UPDATE password_reset_tokens t SET used_at = now()
             FROM users u
            WHERE t.token_hash = $1 AND t.purpose = 'reset' AND t.used_at IS NULL AND t.expires_at > now()
              AND u.id = t.user_id AND u.deleted_at IS NULL AND u.is_active
          RETURNING t.user_id`,
          [hashResetToken(token)],
        ),
      );
      const userId = rows[0]?.user_id;
      if (!userId || (await setPassword(manager, userId, passwordHash, false)) === null) {
        throw new AppError('BAD_REQUEST', MSG.invalidOrExpiredResetToken);
      }
      await this.audit.append(manager, { action: 'auth.password_reset_by_link', actor: { type: 'anonymous' }, target: { type: 'user', id: userId }, data: { otherSessionsEnded: true } });
    });
  }
}
