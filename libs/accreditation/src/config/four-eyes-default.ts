import type { EntityManager } from 'typeorm';
import type { ApprovalStage } from '#contracts';

/**
 * Four-eyes (a different person approves each stage, DECISIONS §8) is a setting of each configuration
 * version. Saved without it (an older editor, a script, the installed default), it is on only when the
 * council has enough people to run it: a different active user, holding one of the stage's roles, for
 * every stage a person approves (active and not auto-approved). Otherwise a council with fewer
 * approvers than stages could never accredit (docs/TRUST.md "Four-eyes and the stage flags").
 */
export async function fourEyesByDefault(manager: EntityManager, stages: ApprovalStage[]): Promise<boolean> {
  const human = stages.filter((s) => s.isActive && !s.autoApprove);
  if (human.length === 0) return true;
  const candidates: string[][] = [];
  for (const stage of human) {
    // A stage with as many candidates as there are stages can always be given one of its own.
    const rows = (await manager.query(
      `SELECT u.id FROM users u
        WHERE u.is_active AND EXISTS (SELECT 1 FROM jsonb_array_elements(u.roles) r JOIN system_roles s ON s.role_name = r->>'type' AND s.is_active
                                       WHERE r->>'type' = ANY($1::text[]) AND (s.permissions IS NULL OR 'accreditation.act' = ANY(s.permissions)))
        ORDER BY u.id LIMIT $2`,
      [stage.requiredRoles, human.length],
    )) as Array<{ id: string }>;
    candidates.push(rows.map((r) => r.id));
  }
  return everyStageHasItsOwnApprover(candidates);
}

/** A matching of stages to distinct people (augmenting paths; at most ten stages, ten candidates each). */
export function everyStageHasItsOwnApprover(candidates: string[][]): boolean {
  const stageOf = new Map<string, number>();
  const assign = (stage: number, seen: Set<string>): boolean => {
    for (const person of candidates[stage]!) {
      if (seen.has(person)) continue;
      seen.add(person);
      const holder = stageOf.get(person);
      if (holder === undefined || assign(holder, seen)) {
        stageOf.set(person, stage);
        return true;
      }
    }
    return false;
  };
  return candidates.every((_, stage) => assign(stage, new Set()));
}
