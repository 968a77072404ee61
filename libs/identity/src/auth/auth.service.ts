import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLog, type AuditActor } from '#audit';
import { MSG, type Permission, type PowerEntry } from '#contracts';
import { AppError, RateLimiter, TokenService, UnitOfWork, type AdminPrincipal, type TokenClaims } from '#platform';
import { userAudit, userSnapshot } from '../audit/identity-audit.js';
import { findUserWithHash, setPassword } from '../users/user-credentials.js';
import { legacyFields, toPublicUser, type PublicUser } from '../users/user-view.js';
import { User } from '../users/user.entity.js';
import type { ChangePasswordDto } from './dto/change-password.dto.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hasher.js';
import { LoginThrottle } from './login-throttle.js';
import { changePasswordKey, changePasswordLimits } from './rate-limits.js';

export interface LoginResult {
  token: string;
  user: PublicUser;
  shouldResetPassword: boolean;
}

/** GET /auth/profile: SPEC §3 Profile plus what the console needs to decide what to show. */
export interface Profile {
  _id: string;
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The real level: national, state, or null for an account no role has been granted to yet. */
  level: AdminPrincipal['level'];
  roles: AdminPrincipal['roles'];
  role: string | null;
  adminLevel: AdminPrincipal['level'];
  assignedState: string | null;
  /** States the admin acts on; empty for national reach (see level). */
  assignedStates: string[];
  isSuperAdmin: boolean;
  permissions: Permission[];
  /** One entry per role held: what the console's canAccess decides with (DECISIONS §9). */
  power: PowerEntry[];
}

/** Admin sign-in and sign-out, and the signed-in admin's own password (self-registration: registration.service.ts). */
@Injectable()
export class AuthService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly throttle: LoginThrottle,
    private readonly audit: AuditLog,
  ) {}

  onModuleInit(): void {
    // Computed now, so the first sign-in with an unknown email is not the slow one.
    void dummyPasswordHash();
  }

  /**
   * Unknown email, wrong password and disabled account get one answer in about the same time. A
   * user who must choose a new password gets a restricted token that opens reset-password-login only.
   */
  async login(email: string, password: string, ip: string): Promise<LoginResult> {
    await this.throttle.before(email, ip);
    const user = await findUserWithHash(this.dataSource.manager, { email });
    const matches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!user || !matches || !user.isActive) {
      await this.throttle.failed(email);
      // Email, address (from the request) and reason; never the password.
      const reason = !user ? 'unknown email' : !matches ? 'wrong password' : 'account disabled';
      await this.audit.record({ action: 'auth.login_failed', actor: { type: 'anonymous', email }, target: { type: 'user', id: user?.id ?? null }, data: { email, reason } });
      throw AppError.unauthenticated(MSG.invalidCredentials);
    }
    await this.throttle.succeeded(email, ip);
    await this.uow.run(async (manager) => {
      await manager.getRepository(User).update({ id: user.id }, { lastLoginAt: () => 'now()' });
      const actor = { type: 'admin' as const, id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() };
      await this.audit.append(manager, { action: 'auth.login_succeeded', actor, target: { type: 'user', id: user.id }, data: { mustChangePassword: user.shouldResetPassword } });
    });
    const typ = user.shouldResetPassword ? 'admin-reset' : 'admin';
    return {
      token: this.tokens.sign({ sub: user.id, typ, ver: user.tokenVersion }),
      user: toPublicUser(user),
      shouldResetPassword: user.shouldResetPassword,
    };
  }

  profile(admin: AdminPrincipal): Profile {
    const legacy = legacyFields(admin.roles);
    return {
      _id: admin.id,
      id: admin.id,
      email: admin.email,
      firstName: admin.firstName,
      lastName: admin.lastName,
      level: admin.level,
      roles: admin.roles,
      role: legacy.role,
      adminLevel: admin.level,
      assignedState: legacy.assignedState,
      assignedStates: admin.scope.all ? [] : admin.scope.states,
      isSuperAdmin: admin.isSuperAdmin,
      permissions: [...admin.permissions].sort(),
      power: admin.power.map((e) => ({ ...e, permissions: [...e.permissions].sort() })),
    };
  }

  /** Sign-out (DECISIONS §9): the token version moves on, ending this token and every earlier one of the account. */
  async logout(admin: AdminPrincipal): Promise<void> {
    await this.uow.run(async (manager) => {
      await manager.query(`UPDATE users SET token_version = token_version + 1 WHERE id = $1`, [admin.id]);
      await this.audit.append(manager, { action: 'auth.logout', target: { type: 'user', id: admin.id }, data: { sessionsEnded: true } });
    });
  }

  /** Every other session of the user ends; this one continues with the fresh token returned. */
  async changePassword(admin: AdminPrincipal, dto: ChangePasswordDto): Promise<{ token: string }> {
    await this.limiter.hit(changePasswordLimits(admin.id), MSG.tooManyRequests);
    const user = await findUserWithHash(this.dataSource.manager, { id: admin.id });
    if (!user || !(await verifyPassword(user.passwordHash, dto.oldPassword))) {
      throw new AppError('BAD_REQUEST', MSG.currentPasswordIncorrect, [{ path: 'oldPassword', msg: MSG.currentPasswordIncorrect }]);
    }
    if (dto.newPassword === dto.oldPassword) {
      throw new AppError('BAD_REQUEST', MSG.newPasswordMustDiffer, [{ path: 'newPassword', msg: MSG.newPasswordMustDiffer }]);
    }
    await this.limiter.reset(changePasswordKey(admin.id));
    const version = await this.replacePassword(admin.id, dto.newPassword, user.tokenVersion, MSG.sessionEnded, 'auth.password_changed');
    return { token: this.tokens.sign({ sub: admin.id, typ: 'admin', ver: version }) };
  }

  /**
   * The forced reset after sign-in (SPEC §2 login screen): needs the restricted token of that very
   * user, a strong password different from the current one; answers with a full session.
   */
  async resetPasswordAtLogin(claims: TokenClaims, userId: string, newPassword: string): Promise<LoginResult> {
    if (claims.sub !== userId) throw AppError.forbidden(MSG.resetSessionOtherUser);
    const user = await findUserWithHash(this.dataSource.manager, { id: claims.sub });
    if (!user || !user.isActive || user.tokenVersion !== (claims.ver ?? 0)) throw AppError.unauthenticated(MSG.resetSessionRequired);
    if (await verifyPassword(user.passwordHash, newPassword)) {
      throw new AppError('BAD_REQUEST', MSG.newPasswordMustDiffer, [{ path: 'newPassword', msg: MSG.newPasswordMustDiffer }]);
    }
    const version = await this.replacePassword(user.id, newPassword, user.tokenVersion, MSG.resetSessionRequired, 'auth.password_set_after_reset', {
      type: 'admin',
      id: user.id,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
    });
    return {
      token: this.tokens.sign({ sub: user.id, typ: 'admin', ver: version }),
      user: toPublicUser({ ...user, shouldResetPassword: false }),
      shouldResetPassword: false,
    };
  }

  /** Fails (401) when the session's token version moved on meanwhile: one change per session state. */
  private async replacePassword(userId: string, password: string, tokenVersion: number, staleMessage: string, action: string, actor?: AuditActor): Promise<number> {
    const passwordHash = await hashPassword(password);
    const version = await this.uow.run(async (manager) => {
      const next = await setPassword(manager, userId, passwordHash, false, tokenVersion);
      if (next !== null) await this.audit.append(manager, { action, ...(actor ? { actor } : {}), target: { type: 'user', id: userId }, data: { otherSessionsEnded: true } });
      return next;
    });
    if (version === null) throw AppError.unauthenticated(staleMessage);
    return version;
  }
}
