import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditLog } from '#audit';
import { MSG, SESSION_MSG } from '#contracts';
import { APP_CONFIG, AppError, OutboxService, RateLimiter, SecretSeal, UnitOfWork, type AppConfig } from '#platform';
import { userAudit, userSnapshot } from '../audit/identity-audit.js';
import { isUniqueViolation, returnedRows } from '../persistence.js';
import { REGISTRATION_ATTEMPTED, REGISTRATION_CONFIRM_REQUESTED, REGISTRATION_LINK_TTL_HOURS, REGISTRATION_MAIL_SEAL } from '../mail/registration-mail.js';
import { User } from '../users/user.entity.js';
import type { RegisterDto } from './dto/register.dto.js';
import { hashPassword } from './password-hasher.js';
import { registerLimits, registrationMailRule, resetTokenLimits } from './rate-limits.js';
import { hashResetToken, newResetToken } from './reset-token.js';

interface PendingRow {
  email: string;
  first_name: string;
  last_name: string;
  gender: User['gender'];
  password_hash: string;
}

/**
 * Self-registration, confirmed by an emailed link (DECISIONS §9). A registration waits in
 * pending_registrations; the account is made only when the link is opened, so nobody holds an
 * address they cannot read, and an unconfirmed registration never blocks its address's owner (a new
 * registration replaces it). The answer and the work are the same whether or not the email has an
 * account (docs/SECURITY.md, red-team pass 1, row 6): a hash, one transaction, one outbox event.
 */
@Injectable()
export class RegistrationService {
  private readonly seal: SecretSeal;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly limiter: RateLimiter,
    private readonly outbox: OutboxService,
    private readonly audit: AuditLog,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.seal = new SecretSeal(config.jwtSecret, REGISTRATION_MAIL_SEAL);
  }

  async register(dto: RegisterDto, ip: string): Promise<void> {
    await this.limiter.hit(registerLimits(ip), MSG.tooManyRequests);
    const passwordHash = await hashPassword(dto.password);
    const { token, hash } = newResetToken();
    const sealedToken = this.seal.seal(token);
    // Counted in Redis (shared by every instance) like the other limits; the answer does not change.
    if ((await this.limiter.take(registrationMailRule(dto.email), 1)).granted === 0) return;
    await this.uow.run(async (manager) => {
      await manager.query(`DELETE FROM pending_registrations WHERE expires_at < now()`);
      const existing = (await manager.query(`SELECT first_name FROM users WHERE email = $1 AND deleted_at IS NULL LIMIT 1`, [dto.email])) as Array<{ first_name: string }>;
      if (existing.length > 0) {
        // The owner's own name, never the registrant's text.
        await this.outbox.record(manager, REGISTRATION_ATTEMPTED, { email: dto.email, firstName: existing[0]!.first_name });
        return;
      }
      await manager.query(
        `INSERT INTO pending_registrations (email, first_name, last_name, gender, password_hash, token_hash, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7))
         ON CONFLICT (email) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, gender = EXCLUDED.gender,
           password_hash = EXCLUDED.password_hash, token_hash = EXCLUDED.token_hash, expires_at = EXCLUDED.expires_at, created_at = now()`,
        [dto.email, dto.firstName, dto.lastName, dto.gender, passwordHash, hash, REGISTRATION_LINK_TTL_HOURS],
      );
      await this.audit.append(manager, { action: 'user.registration_requested', actor: { type: 'anonymous', email: dto.email }, data: { email: dto.email } });
      await this.outbox.record(manager, REGISTRATION_CONFIRM_REQUESTED, { email: dto.email, sealedToken });
    });
  }

  /** The link was opened: the account is made (holding no role, DECISIONS §4) and the link is spent. */
  async confirm(token: string, ip: string): Promise<void> {
    await this.limiter.hit(resetTokenLimits(ip), MSG.tooManyRequests);
    try {
      await this.uow.run(async (manager) => {
        const [pending] = returnedRows<PendingRow>(
          await manager.query(`DELETE FROM pending_registrations WHERE token_hash = $1 AND expires_at > now() RETURNING *`, [hashResetToken(token)]),
        );
        if (!pending) throw invalidLink();
        await this.saveAccount(manager, pending);
      });
    } catch (error) {
      // The address got an account meanwhile (registered and confirmed twice): this link is spent.
      if (isUniqueViolation(error)) throw invalidLink();
      throw error;
    }
  }

  private async saveAccount(manager: EntityManager, pending: PendingRow): Promise<void> {
    const repo = manager.getRepository(User);
    const saved = await repo.save(
      repo.create({
        firstName: pending.first_name,
        lastName: pending.last_name,
        email: pending.email,
        gender: pending.gender,
        passwordHash: pending.password_hash,
        roles: [],
        shouldResetPassword: false,
      }),
    );
    await this.audit.append(manager, { ...userAudit('user.registered', null, userSnapshot(saved)), actor: { type: 'anonymous', email: saved.email } });
  }
}

function invalidLink(): AppError {
  return new AppError('BAD_REQUEST', SESSION_MSG.invalidConfirmationLink, [{ path: 'token', msg: SESSION_MSG.invalidConfirmationLink }]);
}
