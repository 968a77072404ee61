import { canonicalLgaName, canonicalStateName, MSG } from '#contracts';
import { canSeeState, type StateScope } from '#platform';

export type LocationResult = { ok: true; State: string | null; LocalGovernment: string | null } | { ok: false; problems: Array<{ path: string; msg: string }> };

/**
 * Where an admin-made centre belongs. State and local government are optional but, when given,
 * must be real (stored in their canonical spelling). A state admin names one of their states: a
 * centre outside them would be invisible to its creator and missing from their state's figures, and
 * nothing is filled in that the admin did not choose (DECISIONS §10), even with a single state.
 * A CSV import (`stateFromScope`) keeps its documented rule: a file of a single-state admin without
 * a State column lands in that state (DECISIONS §6's optional State column: every row is theirs).
 */
export function resolveCentreLocation(scope: StateScope, state: string | null | undefined, lga: string | null | undefined, stateFromScope = false): LocationResult {
  const problems: Array<{ path: string; msg: string }> = [];
  let State: string | null = null;
  let LocalGovernment: string | null = null;
  const givenState = state?.trim() || null;
  const givenLga = lga?.trim() || null;
  if (givenState) {
    State = canonicalStateName(givenState) ?? null;
    if (!State) problems.push({ path: 'State', msg: MSG.unknownStateName });
  } else if (stateFromScope && !scope.all && scope.states.length === 1) {
    State = canonicalStateName(scope.states[0]!) ?? scope.states[0]!;
  }
  if (State && !scope.all && !canSeeState(scope, State)) problems.push({ path: 'State', msg: MSG.centreStateOutOfScope });
  if (!State && !givenState && !scope.all) problems.push({ path: 'State', msg: MSG.centreStateRequired });
  if (givenLga) {
    if (!State && !givenState) {
      if (scope.all) problems.push({ path: 'LocalGovernment', msg: MSG.fieldRequired('State') });
    } else if (State) {
      LocalGovernment = canonicalLgaName(State, givenLga) ?? null;
      if (!LocalGovernment) problems.push({ path: 'LocalGovernment', msg: MSG.unknownLga });
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, State, LocalGovernment };
}
