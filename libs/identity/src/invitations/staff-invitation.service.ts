import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DataSource } from 'typeorm';
import { AuditLog } from '#audit';
import { INVITATION_MSG, INVITATION_TTL_HOURS, MSG } from '#contracts';
import { APP_CONFIG, AppError, OutboxService, RateLimiter, SecretSeal, UnitOfWork, type AppConfig } from '#platform';
import { hashPassword } from '../auth/password-hasher.js';
import { resetTokenLimits } from '../auth/rate-limits.js';
import { hashResetToken, newResetToken } from '../auth/reset-token.js';
import { returnedRows } from '../persistence.js';
import { setPassword } from '../users/user-credentials.js';
import { INVITATION_MAIL_SEAL, STAFF_INVITED, type StaffInvited } from './staff-invitation.js';

interface InvitationRow {
  user_id: string;
  email: string;
  first_name: string;
  expires_at: Date;
  expired: boolean;
  used: boolean;
}

/**
 * Staff invitations (DECISIONS §10 "Screens"): a staff account made without a password gets an
 * emailed link, valid 72 hours and used once, to choose its own. The token is stored hashed in
 * password_reset_tokens with purpose 'invitation', so a password set any other way, a deletion or a
 * deactivation voids it as it voids a reset link.
 */
@Injectable()
export class StaffInvitationService {
  private readonly seal: SecretSeal;

  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
    private readonly audit: AuditLog,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.seal = new SecretSeal(config.jwtSecret, INVITATION_MAIL_SEAL);
  }

  /** Stores the link's hash and records its email in the transaction that made the account. */
  async issue(manager: EntityManager, user: { id: string; email: string; firstName: string }): Promise<void> {
    const { token, hash } = newResetToken();
    const [row] = returnedRows<{ expires_at: Date }>(
      await manager.query(
        `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, purpose)
         VALUES ($1, $2, now() + make_interval(hours => $3), 'invitation') RETURNING expires_at`,
        [user.id, hash, INVITATION_TTL_HOURS],
      ),
    );
    const event: StaffInvited = {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      sealedToken: this.seal.seal(token),
      expiresAt: new Date(row!.expires_at).toISOString(),
    };
    await this.outbox.record(manager, STAFF_INVITED, { ...event });
  }

  /** Whether the link can still be used, with the address it was sent to (the page shows whose account it is). */
  async check(token: string, ip: string): Promise<{ email: string; firstName: string; expiresAt: string }> {
    await this.limiter.hit(resetTokenLimits(ip), MSG.tooManyRequests);
    const row = await findInvitation(this.dataSource.manager, token, false);
    usable(row);
    return { email: row!.email, firstName: row!.first_name, expiresAt: new Date(row!.expires_at).toISOString() };
  }

  /** Uses the link up and sets the person's password; they then sign in with it. */
  async accept(token: string, newPassword: string, ip: string): Promise<void> {
    await this.limiter.hit(resetTokenLimits(ip), MSG.tooManyRequests);
    const passwordHash = await hashPassword(newPassword);
    await this.uow.run(async (manager) => {
      // Locked: of two requests with one link, the second sees it used.
      const row = await findInvitation(manager, token, true);
      usable(row);
      await manager.query(`UPDATE password_reset_tokens SET used_at = now() WHERE token_hash = $1`, [hashResetToken(token)]);
      if ((await setPassword(manager, row!.user_id, passwordHash, false)) === null) throw linkError(INVITATION_MSG.linkUnknown);
      await this.audit.append(manager, {
        action: 'auth.invitation_accepted',
        actor: { type: 'anonymous', email: row!.email },
        target: { type: 'user', id: row!.user_id },
        data: { email: row!.email },
      });
    });
  }
}

async function findInvitation(manager: EntityManager, token: string, lock: boolean): Promise<InvitationRow | undefined> {
  const rows = (await manager.query(
    `SELECT t.user_id, u.email, u.first_name, t.expires_at, t.expires_at <= now() AS expired, t.used_at IS NOT NULL AS used
       FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.purpose = 'invitation' AND u.deleted_at IS NULL AND u.is_active
      ${lock ? 'FOR UPDATE OF t' : ''}`,
    [hashResetToken(token)],
  )) as InvitationRow[];
  return rows[0];
}

/** A used link says so before an expired one: its owner has a password and only needs to sign in. */
function usable(row: InvitationRow | undefined): void {
  if (!row) throw linkError(INVITATION_MSG.linkUnknown);
  if (row.used) throw linkError(INVITATION_MSG.linkUsed);
  if (row.expired) throw linkError(INVITATION_MSG.linkExpired);
}

function linkError(message: string): AppError {
  return new AppError('BAD_REQUEST', message, [{ path: 'token', msg: message }]);
}
