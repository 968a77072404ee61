import type { ApprovalStage, UserRole } from '#contracts';

/**
 * SPEC §6: the caller must hold any role among the stage's required roles, checked against the
 * role types of their roles list. (Whether a role is still active is the guard's concern: an
 * inactive role grants no accreditation permission in the first place.)
 */
export function holdsStageRole(roles: readonly UserRole[], stage: Pick<ApprovalStage, 'requiredRoles'>): boolean {
  const held = new Set(roles.map((r) => r.type));
  return stage.requiredRoles.some((role) => held.has(role));
}
