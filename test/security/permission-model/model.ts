import type { Permission, UserRole } from '#contracts';

/**
 * Permission administration as a model: who holds which (permission, states) pairs, and who may
 * change that, written from DECISIONS §4 and §9 and SPEC §6, not from libs/identity's code. The
 * portal must report and enforce exactly the pairs this model computes, and refuse exactly what it
 * refuses.
 */

export const STATES = ['Lagos', 'Kano', 'Rivers'] as const;
export type State = (typeof STATES)[number];

/** The permissions the generated role lists draw from: reading, writing in a state, and granting. */
export const LIST_UNIVERSE: readonly Permission[] = ['centres.read', 'centres.review', 'users.read', 'users.manage', 'roles.read', 'roles.manage', 'audit.read', 'accreditation.configure'];

/** What the system `admin` role gives a state admin (SPEC §3, DECISIONS §4): the centres of its states, reading around them. */
const STATE_ADMIN: readonly Permission[] = [
  'centres.read', 'centres.review', 'centres.create', 'centres.import', 'centres.export', 'accreditation.read', 'accreditation.act',
  'reports.read', 'roles.read', 'audit.read', 'inspections.read', 'inspections.manage',
];
/** ...and a national admin: besides, approval for autotest and results (DECISIONS §4), the users, the audit export. */
// DECISIONS §10: the seeded national admin also decides appeals (never on a decision it took part in).
const NATIONAL_ADMIN: readonly Permission[] = [...STATE_ADMIN, 'centres.approve_autotest', 'autotest.write', 'users.read', 'users.manage', 'audit.export', 'appeals.decide'];
/**
 * What a state-level entry never carries, whatever its role's list says: powers over people and
 * roles (DECISIONS §4: a state admin manages no users), national decisions (autotest, DECISIONS §4)
 * and work not bounded by a state.
 */
const NATIONAL_ONLY: ReadonlySet<Permission> = new Set<Permission>(['users.manage', 'roles.manage', 'accreditation.configure', 'reports.rebuild', 'centres.approve_autotest', 'autotest.write', 'jobs.manage']);
/** SPEC §6: only a super admin edits the accreditation configuration, so no role list carries it. */
export const SUPER_ONLY: ReadonlySet<Permission> = new Set<Permission>(['accreditation.configure']);

export interface MRole {
  name: string;
  /** The portal's id (system roles: read at start). */
  id: string;
  system: boolean;
  active: boolean;
  /** null: the holder's level decides (the system admin role). */
  permissions: readonly Permission[] | null;
}

export interface MUser {
  /** A name for the counterexample: who this user is in the story. */
  label: string;
  id: string;
  email: string;
  entries: UserRole[];
  active: boolean;
  /** The bootstrap super admin: shared by every run, so never a target. */
  isSuper: boolean;
}

export interface Model {
  run: number;
  roles: Map<string, MRole>;
  users: MUser[];
}

/** Where a permission reaches: every state, or these (sorted, no repeats). */
export type Reach = 'all' | readonly string[];
/** A user's power as (permission, states) pairs: the states each permission reaches, over every entry. */
export type Pairs = ReadonlyMap<Permission, Reach>;

interface EntryPower {
  permissions: readonly Permission[];
  reach: Reach;
}

const sortStates = (states: readonly string[]) => [...new Set(states)].sort();

/** What one role entry gives (DECISIONS §9: one entry, its permissions, its states). */
export function entryPower(m: Model, entry: UserRole): EntryPower | null {
  const role = m.roles.get(entry.type);
  if (!role || !role.active) return null;
  if (entry.type === 'superadmin') return { permissions: ALL_PERMISSIONS, reach: 'all' };
  const national = entry.level === 'national';
  if (!national && entry.assignedStates.length === 0) return null;
  const given = role.permissions ?? (national ? NATIONAL_ADMIN : STATE_ADMIN);
  const permissions = [...new Set(given)].filter((p) => !SUPER_ONLY.has(p) && (national || !NATIONAL_ONLY.has(p)));
  return { permissions, reach: national ? 'all' : sortStates(entry.assignedStates) };
}

export let ALL_PERMISSIONS: readonly Permission[] = [];
/** The full permission list, read from the contracts by the spec (the super admin holds each of them). */
export function setAllPermissions(all: readonly Permission[]): void {
  ALL_PERMISSIONS = all;
}

function unionReach(a: Reach | undefined, b: Reach): Reach {
  if (a === 'all' || b === 'all') return 'all';
  return sortStates([...(a ?? []), ...b]);
}

/** The pairs a list of entries gives, whether or not the account is active (what managing it would hand over). */
export function pairsOfEntries(m: Model, entries: readonly UserRole[]): Pairs {
  const pairs = new Map<Permission, Reach>();
  for (const entry of entries) {
    const power = entryPower(m, entry);
    if (!power) continue;
    for (const p of power.permissions) pairs.set(p, unionReach(pairs.get(p), power.reach));
  }
  return pairs;
}

/** What the user can use now: nothing once deactivated. */
export function pairsOf(m: Model, user: MUser): Pairs {
  return user.active ? pairsOfEntries(m, user.entries) : new Map();
}

export function reachCovers(outer: Reach | undefined, inner: Reach): boolean {
  if (outer === undefined) return inner !== 'all' && inner.length === 0;
  if (outer === 'all') return true;
  if (inner === 'all') return false;
  return inner.every((s) => outer.includes(s));
}

/** The pairs of `after` that `before` lacks. */
export function gained(before: Pairs, after: Pairs): Map<Permission, Reach> {
  const out = new Map<Permission, Reach>();
  for (const [p, reach] of after) {
    const had = before.get(p);
    if (had === 'all') continue;
    if (reach === 'all') out.set(p, 'all');
    else {
      const fresh = reach.filter((s) => !had?.includes(s));
      if (fresh.length > 0) out.set(p, fresh);
    }
  }
  return out;
}

/** Whether `holder` holds every pair of `wanted` (DECISIONS §9: "Nobody grants ... a permission or a scope they do not hold"). */
export function holdsAll(holder: Pairs, wanted: Pairs): boolean {
  return [...wanted].every(([p, reach]) => reachCovers(holder.get(p), reach));
}

/** Whether one entry carries `permission` in `state`: what a write there needs (DECISIONS §9). */
export function mayWrite(m: Model, user: MUser, permission: Permission, state: string): boolean {
  if (!user.active) return false;
  return user.entries.some((e) => {
    const power = entryPower(m, e);
    return !!power && power.permissions.includes(permission) && (power.reach === 'all' || power.reach.includes(state));
  });
}

const holds = (m: Model, user: MUser, p: Permission) => pairsOf(m, user).has(p);
const elevated = (entries: readonly UserRole[]) => entries.some((e) => e.type === 'superadmin' || e.level === 'national');
const auditorAccount = (entries: readonly UserRole[]) => entries.some((e) => e.type === 'auditor');
const sameEntry = (a: UserRole, b: UserRole) => a.type === b.type && a.level === b.level && sortStates(a.assignedStates).join() === sortStates(b.assignedStates).join();

/** DECISIONS §4: users are managed by super admins and national admins (users.manage), state admins manage none. */
function managesUsers(m: Model, actor: MUser): boolean {
  return actor.isSuper || holds(m, actor, 'users.manage');
}

/**
 * Touching an account at all (DECISIONS §4, §9): not an auditor's (super admins only), not a national
 * or super admin's (super admins only), and only one whose every pair the actor holds, so nobody takes
 * over an account more powerful than their own.
 */
export function mayManage(m: Model, actor: MUser, target: MUser): boolean {
  if (actor.isSuper) return true;
  if (!managesUsers(m, actor) || auditorAccount(target.entries) || elevated(target.entries)) return false;
  return holdsAll(pairsOf(m, actor), pairsOfEntries(m, target.entries));
}

/** A change of an account's entries from `before` to `after`: what it adds must be the actor's to give. */
export function mayGrant(m: Model, actor: MUser, before: readonly UserRole[], after: readonly UserRole[]): boolean {
  if (actor.isSuper) return true;
  if (!managesUsers(m, actor)) return false;
  if (auditorAccount([...before, ...after]) || elevated([...before, ...after])) return false;
  const heldTypes = new Set(actor.entries.map((e) => e.type));
  if (after.some((e) => !before.some((b) => b.type === e.type) && !heldTypes.has(e.type))) return false;
  const added = after.filter((e) => !before.some((b) => sameEntry(b, e)));
  return holdsAll(pairsOf(m, actor), pairsOfEntries(m, added));
}

/** Entries a request may name at all: an active role, states for a state-level entry, one entry per type. */
export function validEntries(m: Model, entries: readonly UserRole[]): boolean {
  const types = entries.map((e) => e.type);
  return entries.length > 0 && new Set(types).size === types.length && entries.every((e) => m.roles.get(e.type)?.active === true && (e.level === 'national' || e.assignedStates.length > 0));
}

export type Outcome = 'ok' | 'refused';

/**
 * A role's list: only by a holder of roles.manage; never carrying what only super admins hold (SPEC
 * §6); otherwise a super admin may, and anyone else only a list of what they hold (no list means
 * what a national admin holds).
 */
export function mayCreateRole(m: Model, actor: MUser, permissions: readonly Permission[] | null): Outcome {
  if (!holds(m, actor, 'roles.manage')) return 'refused';
  if (permissions?.some((p) => SUPER_ONLY.has(p))) return 'refused';
  if (actor.isSuper) return 'ok';
  const mine = pairsOf(m, actor);
  return (permissions ?? NATIONAL_ADMIN).every((p) => mine.has(p)) ? 'ok' : 'refused';
}

/**
 * Editing a role is a grant to each of its holders (DECISIONS §9): besides the rules of a new list,
 * system roles change by a super admin only, nobody edits a role they hold (that would raise
 * themselves), and every (permission, state) pair a holder's entry gains — a permission added, or the
 * role made active again — must be one the editor holds. Every holder counts, a deactivated one too:
 * the account keeps its entries.
 */
export function mayChangeRole(m: Model, actor: MUser, role: MRole, next: { permissions: readonly Permission[] | null; active: boolean }): Outcome {
  if (!holds(m, actor, 'roles.manage')) return 'refused';
  if (next.permissions?.some((p) => SUPER_ONLY.has(p))) return 'refused';
  if (actor.isSuper) return 'ok';
  if (role.system || actor.entries.some((e) => e.type === role.name)) return 'refused';
  const mine = pairsOf(m, actor);
  if (!(next.permissions ?? NATIONAL_ADMIN).every((p) => mine.has(p))) return 'refused';
  const before = withRole(m, role);
  const after = withRole(m, { ...role, ...next });
  for (const holder of m.users) {
    const entries = holder.entries.filter((e) => e.type === role.name);
    if (!holdsAll(mine, gained(pairsOfEntries(before, entries), pairsOfEntries(after, entries)))) return 'refused';
  }
  return 'ok';
}

/** Deactivating a role only takes away; still, not a system role, nor one the actor holds. */
export function mayDeactivateRole(m: Model, actor: MUser, role: MRole): Outcome {
  if (!holds(m, actor, 'roles.manage') || role.system) return 'refused';
  return actor.isSuper || !actor.entries.some((e) => e.type === role.name) ? 'ok' : 'refused';
}

function withRole(m: Model, role: MRole): Model {
  return { ...m, roles: new Map([...m.roles, [role.name, role]]) };
}
