import type { ApprovalStage, UserRole } from '#contracts';

/**
 * SPEC §6: the caller must hold any role among the stage's required roles, checked against the
 * role types of their roles list. Give it the principal's roles, which hold only active roles
 * (`toPrincipal`); with `activeRoleNames` it also drops inactive ones itself, so a role deactivated
 * a moment ago never approves a stage (docs/SECURITY.md, red-team pass 1, row 8).
 */
export function holdsStageRole(roles: readonly UserRole[], stage: Pick<ApprovalStage, 'requiredRoles'>, activeRoleNames?: ReadonlySet<string>): boolean {
  const held = new Set(roles.filter((r) => !activeRoleNames || activeRoleNames.has(r.type)).map((r) => r.type));
  return stage.requiredRoles.some((role) => held.has(role));
}
