import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { AuditLog } from '#audit';
import { randomBytes } from 'node:crypto';
import { INVITATION_TTL_HOURS, MSG, SUPERADMIN_ROLE, type UserRole } from '#contracts';
import { AppError, UnitOfWork, type AdminPrincipal, type StateScope } from '#platform';
import { userAudit, userSnapshot } from '../audit/identity-audit.js';
import { hashPassword } from '../auth/password-hasher.js';
import { isUniqueViolation, isUuid } from '../persistence.js';
import { ActiveRoles } from '../roles/active-roles.js';
import type { AddRoleDto } from './dto/add-role.dto.js';
import type { CreateUserDto } from './dto/create-user.dto.js';
import type { UpdateUserDto } from './dto/update-user.dto.js';
import { StaffInvitationService } from '../invitations/staff-invitation.service.js';
import { setPassword } from './user-credentials.js';
import { derivePower } from '../permissions/derive-permissions.js';
import { checkCreate, checkDelete, checkManageTarget, checkRoleRemoval, checkRolesChange, losesSuperAdmin, removesAccess, type Actor, type Denial, type PowerOf } from './user-policy.js';
import { normaliseRoles, toPublicUser, type PublicUser, type RoleFieldsInput } from './user-view.js';
import { User } from './user.entity.js';

export interface Pagination {
  page: number;
  limit: number;
  totalUsers: number;
  totalPages: number;
}

// Serialises every change that could remove a super admin, so two cannot each remove the other.
const SUPERADMIN_LOCK = 814202;

/** Admin user management (SPEC §5 "User create/edit", DECISIONS §4). Rules live in user-policy. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly uow: UnitOfWork,
    private readonly activeRoles: ActiveRoles,
    private readonly audit: AuditLog,
    private readonly invitations: StaffInvitationService,
  ) {}

  /** The users the reader may see (DECISIONS §9): all for a national reader; else those whose roles all lie in its states. */
  async list(reader: AdminPrincipal, page: number, limit: number): Promise<{ users: PublicUser[]; pagination: Pagination }> {
    const query = withinReach(this.users.createQueryBuilder('u'), reader.scope)
      .orderBy('u.createdAt', 'DESC')
      .addOrderBy('u.id', 'DESC')
      .skip((page - 1) * limit)
      .take(limit);
    const [rows, total] = await query.getManyAndCount();
    return { users: rows.map(toPublicUser), pagination: { page, limit, totalUsers: total, totalPages: Math.ceil(total / limit) } };
  }

  /** One user, as the list shows it (the console's user pages open by id); outside the reader's states, 404. */
  async get(reader: AdminPrincipal, id: string): Promise<PublicUser> {
    const user = isUuid(id) ? await withinReach(this.users.createQueryBuilder('u'), reader.scope).andWhere('u.id = :id', { id }).getOne() : null;
    if (!user) throw AppError.notFound(MSG.userNotFound);
    return toPublicUser(user);
  }

  /** The power role entries give, with the roles active now and their lists. */
  private async powerOf(): Promise<PowerOf> {
    const [names, lists] = await Promise.all([this.activeRoles.names(), this.activeRoles.permissionLists()]);
    return (roles) => derivePower(roles, names, lists);
  }

  /**
   * With a password, the new user replaces it at first sign-in (shouldResetPassword). Without one
   * the account is an invitation (DECISIONS §10 "Screens"): it holds a random password nobody knows,
   * and the person chooses their own from the emailed link.
   */
  async create(admin: AdminPrincipal, dto: CreateUserDto): Promise<PublicUser> {
    const roles = await this.rolesFrom(dto);
    if (!roles) throw AppError.validation([{ path: 'roles', msg: MSG.atLeastOneRole }]);
    deny(checkCreate(actorOf(admin), roles, await this.powerOf()));
    const invited = !dto.password;
    const passwordHash = await hashPassword(dto.password || randomBytes(32).toString('base64url'));
    const user = await this.uniqueEmail(() =>
      this.uow.run(async (manager) => {
        await assertEmailFree(manager, dto.email);
        const repo = manager.getRepository(User);
        const saved = await repo.save(
          repo.create({
            firstName: dto.firstName,
            lastName: dto.lastName,
            email: dto.email,
            gender: dto.gender ?? null,
            passwordHash,
            roles,
            shouldResetPassword: !invited,
          }),
        );
        await this.audit.append(manager, userAudit('user.created', null, userSnapshot(saved), invited ? { invited: true } : undefined));
        if (invited) {
          await this.invitations.issue(manager, saved);
          await this.audit.append(manager, userAudit('user.invited', userSnapshot(saved), userSnapshot(saved), { validHours: INVITATION_TTL_HOURS }));
        }
        return saved;
      }),
    );
    return toPublicUser(user);
  }

  /** Names, email, gender and, when sent, roles. A password in the body is ignored (dropped by the DTO). */
  async update(admin: AdminPrincipal, id: string, dto: UpdateUserDto): Promise<PublicUser> {
    const roles = await this.rolesFrom(dto);
    const powerOf = await this.powerOf();
    const user = await this.uniqueEmail(() =>
      this.uow.run(async (manager) => {
        const target = await lockedUser(manager, id);
        const before = userSnapshot(target);
        const after = roles ?? target.roles;
        deny(checkRolesChange(actorOf(admin), target.roles, after, powerOf));
        // Changing the email hands the account to whoever reads the new address: the same bound as a password reset.
        deny(checkManageTarget(actorOf(admin), target, powerOf));
        // The new email ends every earlier token of the account (a trigger, migration SessionsAndRegistrations).
        if (dto.email !== target.email) await assertEmailFree(manager, dto.email);
        await this.applyRoles(manager, target, after);
        target.firstName = dto.firstName;
        target.lastName = dto.lastName;
        target.email = dto.email;
        if (dto.gender !== undefined) target.gender = dto.gender;
        const saved = await manager.getRepository(User).save(target);
        await this.audit.append(manager, userAudit('user.updated', before, userSnapshot(saved)));
        return saved;
      }),
    );
    return toPublicUser(user);
  }

  /** Hides the account (DECISIONS: deleted users keep their row for the histories that name them). */
  async remove(admin: AdminPrincipal, id: string): Promise<void> {
    const powerOf = await this.powerOf();
    await this.uow.run(async (manager) => {
      const target = await lockedUser(manager, id);
      deny(checkDelete(actorOf(admin), target, powerOf));
      await manager.query(
        `UPDATE users SET deleted_at = now(), is_active = false, token_version = token_version + 1, updated_at = now(), version = version + 1
          WHERE id = $1`,
        [target.id],
      );
      await manager.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [target.id]);
      await this.audit.append(manager, userAudit('user.deleted', userSnapshot(target), { ...userSnapshot(target), isActive: false }));
    });
  }

  /** Sets a password the user must replace at next sign-in; signs the user out everywhere. Returns the email. */
  async resetPassword(admin: AdminPrincipal, id: string, newPassword: string): Promise<string> {
    const passwordHash = await hashPassword(newPassword);
    const powerOf = await this.powerOf();
    return this.uow.run(async (manager) => {
      const target = await lockedUser(manager, id);
      deny(checkManageTarget(actorOf(admin), target, powerOf));
      await setPassword(manager, target.id, passwordHash, true);
      await this.audit.append(manager, userAudit('user.password_reset', userSnapshot(target), userSnapshot(target), { mustChangeAtNextSignIn: true }));
      return target.email;
    });
  }

  async addRole(admin: AdminPrincipal, id: string, dto: AddRoleDto): Promise<PublicUser> {
    const active = await this.activeRoles.names();
    const powerOf = await this.powerOf();
    const user = await this.uow.run(async (manager) => {
      const target = await lockedUser(manager, id);
      deny(checkManageTarget(actorOf(admin), target, powerOf));
      if (target.roles.some((r) => r.type === dto.role)) throw AppError.conflict(MSG.userAlreadyHasRole);
      const added = roleToAdd(dto, target.roles, active);
      const after = [...target.roles, added];
      deny(checkRolesChange(actorOf(admin), target.roles, after, powerOf));
      const before = userSnapshot(target);
      target.roles = after;
      const saved = await manager.getRepository(User).save(target);
      await this.audit.append(manager, userAudit('user.role_granted', before, userSnapshot(saved), { role: added.type }));
      return saved;
    });
    return toPublicUser(user);
  }

  async removeRole(admin: AdminPrincipal, id: string, type: string): Promise<PublicUser> {
    const powerOf = await this.powerOf();
    const user = await this.uow.run(async (manager) => {
      const target = await lockedUser(manager, id);
      deny(checkRoleRemoval(actorOf(admin), target, type, powerOf));
      const before = userSnapshot(target);
      await this.applyRoles(manager, target, target.roles.filter((r) => r.type !== type));
      const saved = await manager.getRepository(User).save(target);
      await this.audit.append(manager, userAudit('user.role_removed', before, userSnapshot(saved), { role: type }));
      return saved;
    });
    return toPublicUser(user);
  }

  /** The roles a body asks for, or null when it sends neither form; 400 with SPEC messages when invalid. */
  private async rolesFrom(body: RoleFieldsInput): Promise<UserRole[] | null> {
    const result = normaliseRoles(body, await this.activeRoles.names());
    if (result.kind === 'invalid') throw AppError.validation(result.errors);
    return result.kind === 'ok' ? result.roles : null;
  }

  /** Sets new roles, keeping a super admin in place and voiding tokens when access shrinks. */
  private async applyRoles(manager: EntityManager, target: User, after: UserRole[]): Promise<void> {
    if (losesSuperAdmin(target.roles, after)) {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [SUPERADMIN_LOCK]);
      const [{ count }] = await manager.query(
        `SELECT count(*)::int AS count FROM users
          WHERE deleted_at IS NULL AND is_active AND id <> $1 AND roles @> $2::jsonb`,
        [target.id, JSON.stringify([{ type: SUPERADMIN_ROLE }])],
      );
      if (count === 0) throw AppError.conflict(MSG.lastSuperAdmin);
    }
    if (removesAccess(target.roles, after)) target.tokenVersion += 1;
    target.roles = after;
  }

  private async uniqueEmail<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.conflict(MSG.emailTaken);
      throw error;
    }
  }
}

export function actorOf(admin: AdminPrincipal): Actor {
  return { id: admin.id, isSuperAdmin: admin.isSuperAdmin, level: admin.level, roles: admin.roles, power: admin.power };
}

/**
 * Users whose every role entry lies in the scope's states (DECISIONS §9): a state reader sees the
 * state-level users of its states, and no national user or account without a role.
 */
function withinReach(query: SelectQueryBuilder<User>, scope: StateScope): SelectQueryBuilder<User> {
  if (scope.all) return query;
  return query.where(
    `jsonb_array_length(u.roles) > 0 AND NOT EXISTS (
       SELECT 1 FROM jsonb_array_elements(u.roles) r
        WHERE r->>'level' IS DISTINCT FROM 'state'
           OR EXISTS (SELECT 1 FROM jsonb_array_elements_text(COALESCE(r->'assignedStates', '[]'::jsonb)) s WHERE lower(s) <> ALL(CAST(:states AS text[]))))`,
    { states: scope.states.map((s) => s.toLowerCase()) },
  );
}

function deny(denial: Denial | null): void {
  if (denial) throw new AppError(denial.code, denial.message);
}

async function lockedUser(manager: EntityManager, id: string): Promise<User> {
  const user = isUuid(id) ? await manager.getRepository(User).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
  if (!user) throw AppError.notFound(MSG.userNotFound);
  return user;
}

async function assertEmailFree(manager: EntityManager, email: string): Promise<void> {
  if (await manager.getRepository(User).exists({ where: { email } })) throw AppError.conflict(MSG.emailTaken);
}

/**
 * The role POST /user/{id}/roles adds. Level and states not given follow the user's first role,
 * so "add reviewer" gives the reviewer role where the user already works.
 */
function roleToAdd(dto: AddRoleDto, current: UserRole[], active: ReadonlySet<string>): UserRole {
  const first = current[0];
  const level = dto.level ?? first?.level ?? 'state';
  const states = dto.assignedStates ?? (dto.assignedState ? [dto.assignedState] : level === 'state' ? (current.find((r) => r.level === 'state')?.assignedStates ?? []) : []);
  const result = normaliseRoles({ roles: [{ type: dto.role, level, assignedStates: states }] }, active);
  if (result.kind === 'ok') return result.roles[0]!;
  // One role, so the list form's "Role 1: " and "roles.0." say nothing: report on the body's own fields.
  const errors = result.kind === 'invalid' ? result.errors : [];
  throw AppError.validation(
    errors.map((e) => ({ path: e.path === 'roles.0.type' ? 'role' : e.path.replace(/^roles\.0\./, ''), msg: e.msg.replace(/^Role 1: /, '') })),
  );
}
