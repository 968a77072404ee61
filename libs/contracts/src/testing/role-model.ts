import { ROUTE_RULES, type ApiRoute, type RouteRule } from '../api-routes.js';
import { AUDITOR_ROLE } from '../audit.js';
import { PERMISSIONS, type AdminLevel, type Permission, type UserRole } from '../identity.js';

/**
 * The role model the generated permission matrix is written against (test/security/access-matrix
 * and the console's canAccess test). It states, from DECISIONS §4, §8 and §9 and not from the
 * server's code, what each kind of role gives at each level, and what every route should answer to
 * a holder: allowed, 401, 403 or 404. Not part of the contracts' index: only tests import it.
 */

/** The state the state-level callers are assigned, and a state none of them reaches. */
export const IN_STATE = 'Lagos';
export const OUT_STATE = 'Kano';

/** DECISIONS §4: a state admin reviews, creates and imports centres of its states, and manages no user. */
const STATE_ADMIN: readonly Permission[] = [
  'centres.read',
  'centres.review',
  'centres.create',
  'centres.import',
  'centres.export',
  'accreditation.read',
  'accreditation.act',
  'reports.read',
  'roles.read',
  'audit.read',
  'inspections.read',
  'inspections.manage',
];
/** A national admin adds approval for autotest, autotest results, state-level users, the audit export and (DECISIONS §10) deciding appeals. */
const NATIONAL_ADMIN: readonly Permission[] = [...STATE_ADMIN, 'centres.approve_autotest', 'autotest.write', 'users.read', 'users.manage', 'audit.export', 'appeals.decide'];
/** DECISIONS §8: the auditor reads everything in its scope and changes nothing. */
const AUDITOR: readonly Permission[] = ['centres.read', 'centres.export', 'accreditation.read', 'reports.read', 'roles.read', 'users.read', 'audit.read', 'audit.export', 'inspections.read'];
/** DECISIONS §10: the data protection officer's office, a national role. */
const DPO: readonly Permission[] = ['privacy.requests', 'privacy.breaches', 'privacy.reads', 'privacy.retention'];
/** The seeded inspector (migration InspectorRole): what recording a visit needs, nothing else. */
const INSPECTOR: readonly Permission[] = ['inspections.read', 'inspections.manage'];
/** A role the matrix creates with this list: reviewing, accrediting and managing users. */
export const REVIEWER_LIST: readonly Permission[] = ['centres.read', 'centres.review', 'accreditation.read', 'accreditation.act', 'users.read', 'users.manage'];

export interface RoleKind {
  /** The levels a holder may have it at. */
  levels: readonly AdminLevel[];
  /** What it gives at each level (a state-level entry reaches its states, a national one every state). */
  gives: Partial<Record<AdminLevel, readonly Permission[]>>;
  /** The list the test stores on the role when it creates it (a custom role); absent for the seeded roles. */
  list?: readonly Permission[] | null;
  /** Whether the matrix signs in a holder of it (the deputy only stands on the users the matrix edits). */
  caller: boolean;
}

export const ROLE_KINDS: Readonly<Record<string, RoleKind>> = {
  superadmin: { levels: ['national'], gives: { national: PERMISSIONS }, caller: true },
  admin: { levels: ['state', 'national'], gives: { state: STATE_ADMIN, national: NATIONAL_ADMIN }, caller: true },
  auditor: { levels: ['state', 'national'], gives: { state: AUDITOR, national: AUDITOR }, caller: true },
  dpo: { levels: ['national'], gives: { national: DPO }, caller: true },
  inspector: { levels: ['state', 'national'], gives: { state: INSPECTOR, national: INSPECTOR }, caller: true },
  // DECISIONS §9: a state-level entry never manages users, whatever its list says.
  reviewer: { levels: ['state', 'national'], gives: { state: REVIEWER_LIST.filter((p) => p !== 'users.manage'), national: REVIEWER_LIST }, list: REVIEWER_LIST, caller: true },
  // A custom role without a list means what its level means.
  deputy: { levels: ['state', 'national'], gives: { state: STATE_ADMIN, national: NATIONAL_ADMIN }, list: null, caller: false },
};

/** The roles of a caller of the matrix. */
export interface ModelCaller {
  name: string;
  roles: UserRole[];
}

const held = (type: string, level: AdminLevel, states: string[] = []): UserRole => ({ type, level, assignedStates: level === 'state' ? states : [] });

/** Every role kind at every level (state level: IN_STATE), an account without a role, and the mixes that once widened power. */
export const MODEL_CALLERS: readonly ModelCaller[] = [
  ...Object.entries(ROLE_KINDS)
    .filter(([, kind]) => kind.caller)
    .flatMap(([type, kind]) => kind.levels.map((level) => ({ name: `${type}/${level}`, roles: [held(type, level, [IN_STATE])] }))),
  { name: 'no role', roles: [] },
  // A read-only role reaching every state beside a state admin: writes stay in the admin's state.
  { name: 'admin/state + auditor/national', roles: [held('admin', 'state', [IN_STATE]), held('auditor', 'national')] },
  // A read-only role of another state beside a state admin: nothing of that state is written.
  { name: 'admin/state + auditor/state(other)', roles: [held('admin', 'state', [IN_STATE]), held('auditor', 'state', [OUT_STATE])] },
];

/** One entry of the model's power: what one role held gives, and where. */
interface Entry {
  type: string;
  level: AdminLevel;
  permissions: readonly Permission[];
  states: 'all' | readonly string[];
}

function entriesOf(roles: readonly UserRole[]): Entry[] {
  return roles.map((r) => ({ type: r.type, level: r.level, permissions: ROLE_KINDS[r.type]?.gives[r.level] ?? [], states: r.level === 'national' ? 'all' : r.assignedStates }));
}

/** The power the model says these roles give, in the shape the profile sends (`power`). */
export function modelPower(roles: readonly UserRole[]): Array<{ role: string; level: AdminLevel; permissions: Permission[]; states: 'all' | string[] }> {
  return entriesOf(roles).map((e) => ({ role: e.type, level: e.level, permissions: [...e.permissions], states: e.states === 'all' ? 'all' : [...e.states] }));
}

const reachesState = (entries: readonly Entry[], state: string) => entries.some((e) => e.states === 'all' || e.states.includes(state));
const carrying = (entries: readonly Entry[], permission: Permission) => entries.filter((e) => e.permissions.includes(permission));

/** Whether `actor` holds every permission of `wanted`, in every state where `wanted` holds it. */
function holdsAll(actor: readonly Entry[], wanted: readonly Entry[]): boolean {
  return wanted.every((w) =>
    w.permissions.every((p) => {
      const mine = carrying(actor, p);
      return w.states === 'all' ? mine.some((e) => e.states === 'all') : w.states.every((s) => reachesState(mine, s));
    }),
  );
}

/**
 * The users the matrix acts on, in the state a cell names: the roles the target holds before the
 * call, and the roles the call gives. The API test makes exactly these.
 */
export function userTarget(route: ApiRoute, state: string): { before: UserRole[]; added: UserRole[] } {
  const admin = held('admin', 'state', [state]);
  const deputy = held('deputy', 'state', [state]);
  if (route === 'POST /api/user') return { before: [], added: [admin] };
  if (route === 'POST /api/user/{id}/roles') return { before: [deputy], added: [admin] };
  if (route === 'DELETE /api/user/{id}/roles/{role}') return { before: [admin, deputy], added: [] };
  return { before: [admin], added: [] };
}

/** DECISIONS §4 and §9 on changing a user: who may, given the target's roles and the roles given. */
function userChange(caller: ModelCaller, route: ApiRoute, state: string): Answer {
  const actor = entriesOf(caller.roles);
  if (caller.roles.some((r) => r.type === 'superadmin')) return 'allowed';
  const { before, added } = userTarget(route, state);
  if ([...before, ...added].some((r) => r.level === 'national')) return 403;
  // An auditor's account is the super admin's to manage (DECISIONS §4).
  if ([...before, ...added].some((r) => r.type === AUDITOR_ROLE)) return 403;
  const types = new Set(caller.roles.map((r) => r.type));
  if (added.some((r) => !types.has(r.type) && !before.some((b) => b.type === r.type))) return 403;
  return holdsAll(actor, entriesOf([...before, ...added])) ? 'allowed' : 403;
}

/** The roles the default workflow's stages require (SPEC §9 defaults: an admin or a super admin). */
const STAGE_ROLES = ['admin', 'superadmin'];

export type Answer = 'allowed' | 401 | 403 | 404 | 400;

/**
 * What the (permission, states) pairs alone decide (DECISIONS §9): no token 401, no entry carrying
 * the route's permission 403, no such entry reaching the record's state 404 (400 for the state of a
 * centre being created). This is what the console's canAccess mirrors.
 */
export function pairAnswer(caller: ModelCaller | null, route: ApiRoute, state: string | null): Answer {
  const rule: RouteRule = ROUTE_RULES[route];
  if (rule.auth === 'public') return 'allowed';
  if (!caller || rule.auth === 'centre' || rule.auth === 'reset') return 401;
  if (!rule.permission) return 'allowed';
  const entries = carrying(entriesOf(caller.roles), rule.permission).filter((e) => !rule.national || e.states === 'all');
  if (entries.length === 0) return 403;
  if (route === 'POST /api/centre-registration/simple' && state) return reachesState(entries, state) ? 'allowed' : 400;
  if (rule.target === 'centre' && state && !reachesState(entries, state)) return 404;
  if (rule.target === 'user' && rule.access === 'read' && state && !reachesState(entries, state)) return 404;
  return 'allowed';
}

/**
 * What `route` answers to `caller` (null: no token) about a record in `state` (null when the route
 * names none): the pairs' verdict, then the rules about whom a change may touch (the grant bounds
 * of DECISIONS §4 and §9 on users, the stage's roles on accreditation decisions, the jobs of
 * others), which the API applies to the record and the console leaves to it.
 */
export function expectedAnswer(caller: ModelCaller | null, route: ApiRoute, state: string | null): Answer {
  const verdict = pairAnswer(caller, route, state);
  if (verdict !== 'allowed' || !caller) return verdict;
  const rule: RouteRule = ROUTE_RULES[route];
  // The matrix's jobs were started by another admin: only a reader reaching every state follows them.
  if (rule.target === 'job') return carrying(entriesOf(caller.roles), rule.permission!).some((e) => e.states === 'all') ? 'allowed' : 404;
  if ((rule.target === 'user' && rule.access === 'write') || route === 'POST /api/user') return userChange(caller, route, state ?? IN_STATE);
  if ((route === 'POST /api/accreditation/centres/{centreId}/approve' || route === 'POST /api/accreditation/centres/{centreId}/reject') && state) {
    const acting = carrying(entriesOf(caller.roles), 'accreditation.act');
    return acting.some((e) => STAGE_ROLES.includes(e.type) && (e.states === 'all' || e.states.includes(state))) ? 'allowed' : 403;
  }
  return 'allowed';
}

/** Whether the model names a state for the route's cells (a record of a state, a user, or the state of a created centre). */
export function hasStateCells(route: ApiRoute): boolean {
  const rule: RouteRule = ROUTE_RULES[route];
  return rule.target === 'centre' || rule.target === 'user' || route === 'POST /api/user' || route === 'POST /api/centre-registration/simple';
}
