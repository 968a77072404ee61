import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '#audit';
import { MSG, SECURITY_MSG } from '#contracts';
import { AppError, UnitOfWork, type AdminPrincipal } from '#platform';
import { userAudit, userSnapshot } from '../audit/identity-audit.js';
import { isUuid } from '../persistence.js';
import { derivePower } from '../permissions/derive-permissions.js';
import { ActiveRoles } from '../roles/active-roles.js';
import { checkManageTarget, type Actor, type Denial, type PowerOf } from './user-policy.js';
import { actorOf } from './users.service.js';
import { holdsSuperAdmin, toPublicUser, type PublicUser } from './user-view.js';
import { User } from './user.entity.js';

/**
 * Deactivating a user without deleting them (docs/SECURITY.md, red-team pass 1, row 12e): the account stays, signs in no
 * more, and every token it holds stops at once (the token version moves on and the principal
 * loader refuses an inactive user: 401). Who may do it follows the rules of editing the user;
 * nobody deactivates themselves, and a super admin cannot be deactivated (as they cannot be deleted).
 */
@Injectable()
export class UserActivationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditLog,
    private readonly activeRoles: ActiveRoles,
  ) {}

  deactivate(admin: AdminPrincipal, id: string): Promise<PublicUser> {
    return this.setActive(admin, id, false);
  }

  reactivate(admin: AdminPrincipal, id: string): Promise<PublicUser> {
    return this.setActive(admin, id, true);
  }

  private async setActive(admin: AdminPrincipal, id: string, active: boolean): Promise<PublicUser> {
    const [names, lists] = await Promise.all([this.activeRoles.names(), this.activeRoles.permissionLists()]);
    const powerOf: PowerOf = (roles) => derivePower(roles, names, lists);
    const user = await this.uow.run(async (manager) => {
      const target = await lockedUser(manager, id);
      deny(checkActivation(actorOf(admin), target, active, powerOf));
      if (target.isActive === active) throw AppError.conflict(active ? SECURITY_MSG.userAlreadyActive : SECURITY_MSG.userAlreadyDeactivated);
      await manager.query(
        `UPDATE users SET is_active = $2, token_version = token_version + CASE WHEN $2 THEN 0 ELSE 1 END,
                updated_at = now(), version = version + 1
          WHERE id = $1`,
        [target.id, active],
      );
      // An outstanding forgot-password link would hand the account back: void it.
      if (!active) await manager.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [target.id]);
      const saved = await manager.getRepository(User).findOneOrFail({ where: { id: target.id } });
      await this.audit.append(manager, userAudit(active ? 'user.reactivated' : 'user.deactivated', userSnapshot(target), userSnapshot(saved)));
      return saved;
    });
    return toPublicUser(user);
  }
}

export function checkActivation(actor: Actor, target: Pick<User, 'id' | 'roles'>, active: boolean, powerOf: PowerOf): Denial | null {
  const cannotManage = checkManageTarget(actor, target, powerOf);
  if (cannotManage) return cannotManage;
  if (!active && actor.id === target.id) return { code: 'FORBIDDEN', message: SECURITY_MSG.cannotDeactivateSelf };
  if (!active && holdsSuperAdmin(target.roles)) return { code: 'FORBIDDEN', message: SECURITY_MSG.superAdminCannotBeDeactivated };
  return null;
}

function deny(denial: Denial | null): void {
  if (denial) throw new AppError(denial.code, denial.message);
}

async function lockedUser(manager: EntityManager, id: string): Promise<User> {
  const user = isUuid(id) ? await manager.getRepository(User).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
  if (!user) throw AppError.notFound(MSG.userNotFound);
  return user;
}
