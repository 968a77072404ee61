import fc from 'fast-check';
import type { Permission, UserRole } from '#contracts';
import { uniqueEmail } from '../../support/factories.js';
import {
  gained,
  holdsAll,
  LIST_UNIVERSE,
  mayChangeRole,
  mayCreateRole,
  mayDeactivateRole,
  mayGrant,
  mayManage,
  mayWrite,
  pairsOf,
  STATES,
  validEntries,
  type Model,
  type MRole,
  type MUser,
  type Outcome,
  type State,
} from './model.js';
import { showPairs, type Portal } from './portal.js';

/**
 * Permission administration's commands for fast-check's model-based testing. A command names its
 * actor, target and role by numbers taken modulo what the run has, so a shrunk sequence still means
 * something. After every command each account's pairs as the portal reports them equal the model's,
 * and nothing a non-super actor changed gave anyone a pair that actor did not hold.
 */

type Cmd = fc.AsyncCommand<Model, Portal>;
const MAX_USERS = 12;

/**
 * Who acts: mostly someone the model says holds the command's own permission (so grants get made
 * and their limits met), otherwise any active account (so refusals are met too).
 */
export interface Who {
  via: Permission | null;
  n: number;
}
const actorOf = (m: Model, who: Who): MUser => {
  const active = m.users.filter((u) => u.active);
  const holders = who.via ? active.filter((u) => pairsOf(m, u).has(who.via!)) : [];
  const pool = holders.length > 0 ? holders : active;
  return pool[who.n % pool.length]!;
};
const showWho = (who: Who) => `${who.via ? `${who.via} holder` : 'anyone'} ${who.n}`;
/** Targets: never the shared super admin. */
const targetOf = (m: Model, n: number): MUser => m.users[1 + (n % (m.users.length - 1))]!;
/** Roles a command may touch: the run's own, and the system admin role (which no non-super may change). */
const editable = (m: Model): MRole[] => [...m.roles.values()].filter((r) => !r.system || r.name === 'admin');
/** Roles an entry may name: the run's own, admin and auditor. */
const grantable = (m: Model): MRole[] => [...m.roles.values()].filter((r) => !r.system || r.name === 'admin' || r.name === 'auditor');
const roleOf = (roles: MRole[], n: number): MRole => roles[n % roles.length]!;

const describeEntry = (e: UserRole) => `${e.type}@${e.level === 'national' ? '*' : e.assignedStates.join('+')}`;
const shortRole = (m: Model, name: string) => name.replace(`pm${m.run}`, '');

/** The answer agrees with the model, then the model follows; then every account is compared. */
async function settle(m: Model, p: Portal, actor: MUser, what: string, expected: Outcome, status: number, apply: () => void): Promise<void> {
  const succeeded = status >= 200 && status < 300;
  if (succeeded !== (expected === 'ok')) throw new Error(`${what}: the portal answered ${status}, the model expected ${expected}`);
  if (succeeded) apply();
  await compareAll(m, p, actor, what, succeeded);
}

async function compareAll(m: Model, p: Portal, actor: MUser, what: string, changed: boolean): Promise<void> {
  const before = p.seen;
  const now = new Map<string, ReturnType<typeof pairsOf> | null>();
  for (const user of m.users) {
    const seen = await p.observe(user);
    now.set(user.id, seen);
    const expected = user.active ? pairsOf(m, user) : null;
    if (showPairs(seen) !== showPairs(expected)) {
      throw new Error(`after ${what}: ${user.label} holds [${showPairs(seen)}] by the portal, [${showPairs(expected)}] by the model`);
    }
  }
  // DECISIONS §9, checked on what the portal reports: no change by a non-super actor hands out a pair the actor lacked.
  if (changed && !actor.isSuper) {
    const actorHeld = before.get(actor.id) ?? new Map();
    for (const user of m.users) {
      const fresh = gained(before.get(user.id) ?? new Map(), now.get(user.id) ?? new Map());
      if (!holdsAll(actorHeld, fresh)) throw new Error(`after ${what}: ${user.label} gained [${showPairs(fresh)}], which ${actor.label} did not hold`);
    }
  }
  p.seen = now;
}

class CreateRole implements Cmd {
  constructor(readonly a: Who, readonly slot: number, readonly permissions: Permission[] | null) {}
  check(m: Readonly<Model>): boolean {
    return !m.roles.has(`pm${m.run}c${this.slot}`);
  }
  async run(m: Model, p: Portal): Promise<void> {
    const actor = actorOf(m, this.a);
    const name = `pm${m.run}c${this.slot}`;
    const body = { roleName: name, displayName: name, description: 'Permission model', category: 'technical', ...(this.permissions ? { permissions: this.permissions } : {}) };
    const res = await p.send(actor, 'POST', '/api/roles', { body });
    await settle(m, p, actor, `${actor.label} creates ${shortRole(m, name)}`, mayCreateRole(m, actor, this.permissions), res.status, () => {
      m.roles.set(name, { name, id: res.body.data.id, system: false, active: true, permissions: this.permissions });
    });
  }
  toString(): string {
    return `createRole(actor ${showWho(this.a)}, c${this.slot}, ${this.permissions ? `[${this.permissions.join(' ')}]` : 'no list'})`;
  }
}

/** One permission added to or taken from a role's list: the edits a role manager makes. */
class EditRole implements Cmd {
  constructor(
    readonly a: Who,
    readonly r: number,
    readonly add: boolean,
    readonly permission: Permission,
    /** Add the actor's k-th held permission instead (what a role manager would think it may give). */
    readonly heldK: number | null,
  ) {}
  private next(m: Model, role: MRole): Permission[] {
    const base = role.permissions ?? [];
    const held = [...pairsOf(m, actorOf(m, this.a)).keys()].sort();
    const p = this.add && this.heldK !== null && held.length > 0 ? held[this.heldK % held.length]! : this.permission;
    return this.add ? [...new Set([...base, p])] : base.filter((x) => x !== p);
  }
  check(m: Readonly<Model>): boolean {
    const role = roleOf(editable(m as Model), this.r);
    return this.next(m as Model, role).length > 0 && !(role.system && actorOf(m as Model, this.a).isSuper);
  }
  async run(m: Model, p: Portal): Promise<void> {
    const actor = actorOf(m, this.a);
    const role = roleOf(editable(m), this.r);
    const permissions = this.next(m, role);
    const res = await p.send(actor, 'PUT', `/api/roles/${role.id}`, { body: { displayName: role.name, description: 'Permission model', permissions } });
    const expected = mayChangeRole(m, actor, role, { permissions, active: role.active });
    await settle(m, p, actor, `${actor.label} sets ${shortRole(m, role.name)} to [${permissions.join(' ')}]`, expected, res.status, () => {
      role.permissions = permissions;
    });
  }
  toString(): string {
    const what = this.add && this.heldK !== null ? `its held permission ${this.heldK}` : this.permission;
    return `editRole(actor ${showWho(this.a)}, role ${this.r}, ${this.add ? '+' : '-'}${what})`;
  }
}

class SetRoleActive implements Cmd {
  constructor(readonly a: Who, readonly r: number, readonly active: boolean) {}
  check(m: Readonly<Model>): boolean {
    const role = roleOf(editable(m as Model), this.r);
    return role.active !== this.active && !role.system;
  }
  async run(m: Model, p: Portal): Promise<void> {
    const actor = actorOf(m, this.a);
    const role = roleOf(editable(m), this.r);
    const res = this.active
      ? await p.send(actor, 'PUT', `/api/roles/${role.id}`, { body: { displayName: role.name, description: 'Permission model', isActive: true } })
      : await p.send(actor, 'DELETE', `/api/roles/${role.id}`);
    const expected = this.active ? mayChangeRole(m, actor, role, { permissions: role.permissions, active: true }) : mayDeactivateRole(m, actor, role);
    await settle(m, p, actor, `${actor.label} ${this.active ? 'reactivates' : 'deactivates'} ${shortRole(m, role.name)}`, expected, res.status, () => {
      role.active = this.active;
    });
  }
  toString(): string {
    return `${this.active ? 'reactivateRole' : 'deactivateRole'}(actor ${showWho(this.a)}, role ${this.r})`;
  }
}

interface EntryChoice {
  r: number;
  national: boolean;
  states: State[];
}
const entryFrom = (m: Model, c: EntryChoice): UserRole => ({ type: roleOf(grantable(m), c.r).name, level: c.national ? 'national' : 'state', assignedStates: c.national ? [] : c.states });

class AddEntry implements Cmd {
  constructor(readonly a: Who, readonly t: number, readonly entry: EntryChoice) {}
  check(m: Readonly<Model>): boolean {
    return m.users.length > 1;
  }
  async run(m: Model, p: Portal): Promise<void> {
    const actor = actorOf(m, this.a);
    const target = targetOf(m, this.t);
    const entry = entryFrom(m, this.entry);
    const res = await p.send(actor, 'POST', `/api/user/${target.id}/roles`, { body: { role: entry.type, level: entry.level, assignedStates: entry.assignedStates } });
    const after = [...target.entries, entry];
    const fresh = !target.entries.some((e) => e.type === entry.type);
    const expected: Outcome = mayManage(m, actor, target) && fresh && validEntries(m, [entry]) && mayGrant(m, actor, target.entries, after) ? 'ok' : 'refused';
    await settle(m, p, actor, `${actor.label} gives ${target.label} ${describeEntry({ ...entry, type: shortRole(m, entry.type) })}`, expected, res.status, () => {
      target.entries = after;
    });
  }
  toString(): string {
    return `addEntry(actor ${showWho(this.a)}, target ${this.t}, role ${this.entry.r} ${this.entry.national ? 'national' : this.entry.states.join('+')})`;
  }
}

class RemoveEntry implements Cmd {
  constructor(readonly a: Who, readonly t: number, readonly e: number) {}
  check(m: Readonly<Model>): boolean {
    return m.users.length > 1;
  }
  async run(m: Model, p: Portal): Promise<void> {
    const actor = actorOf(m, this.a);
    const target = targetOf(m, this.t);
    const type = target.entries[this.e % target.entries.length]!.type;
    const res = await p.send(actor, 'DELETE', `/api/user/${target.id}/roles/${encodeURIComponent(type)}`);
    const after = target.entries.filter((e) => e.type !== type);
    const expected: Outcome = mayManage(m, actor, target) && after.length > 0 && mayGrant(m, actor, target.entries, after) ? 'ok' : 'refused';
    await settle(m, p, actor, `${actor.label} takes ${shortRole(m, type)} from ${target.label}`, expected, res.status, () => {
      target.entries = after;
    });
  }
  toString(): string {
    return `removeEntry(actor ${showWho(this.a)}, target ${this.t}, entry ${this.e})`;
  }
}

class CreateUser implements Cmd {
  constructor(readonly a: Who, readonly entries: EntryChoice[]) {}
  check(m: Readonly<Model>): boolean {
    return m.users.length < MAX_USERS;
  }
  async run(m: Model, p: Portal): Promise<void> {
    const actor = actorOf(m, this.a);
    const entries = this.entries.map((c) => entryFrom(m, c));
    const email = uniqueEmail('pm');
    const body = { firstName: 'Model', lastName: 'Holder', email, password: 'Admin-Pass1', gender: 'FEMALE', roles: entries };
    const res = await p.send(actor, 'POST', '/api/user', { body });
    const expected: Outcome = validEntries(m, entries) && mayGrant(m, actor, [], entries) ? 'ok' : 'refused';
    const label = `u${m.users.length}`;
    if (res.status === 201) await p.skipFirstPasswordChange(res.body.data.id);
    await settle(m, p, actor, `${actor.label} creates ${label} with ${entries.map((e) => describeEntry({ ...e, type: shortRole(m, e.type) })).join(', ')}`, expected, res.status, () => {
      m.users.push({ label, id: res.body.data.id, email: email.toLowerCase(), entries, active: true, isSuper: false });
    });
  }
  toString(): string {
    return `createUser(actor ${showWho(this.a)}, ${this.entries.map((e) => `role ${e.r} ${e.national ? 'national' : e.states.join('+')}`).join('; ')})`;
  }
}

class SetUserActive implements Cmd {
  constructor(readonly a: Who, readonly t: number, readonly active: boolean) {}
  check(m: Readonly<Model>): boolean {
    return m.users.length > 1 && targetOf(m as Model, this.t).active !== this.active;
  }
  async run(m: Model, p: Portal): Promise<void> {
    const actor = actorOf(m, this.a);
    const target = targetOf(m, this.t);
    const res = await p.send(actor, 'POST', `/api/user/${target.id}/${this.active ? 'reactivate' : 'deactivate'}`, { body: {} });
    const expected: Outcome = mayManage(m, actor, target) && (this.active || actor.id !== target.id) ? 'ok' : 'refused';
    await settle(m, p, actor, `${actor.label} ${this.active ? 'reactivates' : 'deactivates'} ${target.label}`, expected, res.status, () => {
      target.active = this.active;
    });
  }
  toString(): string {
    return `${this.active ? 'reactivateUser' : 'deactivateUser'}(actor ${showWho(this.a)}, target ${this.t})`;
  }
}

/** A real write: approving a pending centre needs one entry carrying centres.review and reaching its state (DECISIONS §9). */
class ProbeApprove implements Cmd {
  constructor(readonly a: Who, readonly state: State) {}
  check(): boolean {
    return true;
  }
  async run(m: Model, p: Portal): Promise<void> {
    const actor = actorOf(m, this.a);
    const centre = await p.pendingCentre(this.state);
    const res = await p.send(actor, 'PUT', `/api/admin/schools/${centre}/approve`, { body: {} });
    const expected: Outcome = mayWrite(m, actor, 'centres.review', this.state) ? 'ok' : 'refused';
    const what = `${actor.label} approves a ${this.state} centre`;
    if ((res.status === 200) !== (expected === 'ok')) throw new Error(`${what}: the portal answered ${res.status}, the model expected ${expected}`);
    if (res.status !== 200 && (await p.centreStatus(centre)) !== 'pending') throw new Error(`${what}: refused (${res.status}) yet the centre changed`);
  }
  toString(): string {
    return `probeApprove(actor ${showWho(this.a)}, ${this.state})`;
  }
}

const n = fc.nat({ max: 11 });
const who = (via: Permission) => fc.record({ via: fc.nat({ max: 3 }).map((x) => (x > 0 ? via : null)), n });
const anyone = fc.record({ via: fc.constant(null), n });
const list = fc.subarray([...LIST_UNIVERSE], { minLength: 1 });
const permission = fc.constantFrom(...LIST_UNIVERSE);
const state = fc.constantFrom<State>(...STATES);
const entry = fc.record({ r: n, national: fc.nat({ max: 3 }).map((x) => x === 0), states: fc.subarray<State>([...STATES], { minLength: 1, maxLength: 2 }) });
const editRole = fc
  .tuple(who('roles.manage'), n, fc.nat({ max: 2 }).map((x) => x > 0), permission, fc.option(fc.nat({ max: 30 })))
  .map(([a, r, add, p, k]) => new EditRole(a, r, add, p, k));

export const permissionCommands = [
  fc.tuple(who('roles.manage'), fc.nat({ max: 2 }), fc.option(list, { freq: 5 })).map(([a, s, l]) => new CreateRole(a, s, l)),
  editRole,
  editRole,
  editRole,
  fc.tuple(who('roles.manage'), n, fc.boolean()).map(([a, r, on]) => new SetRoleActive(a, r, on)),
  fc.tuple(who('users.manage'), n, entry).map(([a, t, e]) => new AddEntry(a, t, e)),
  fc.tuple(who('users.manage'), n, fc.nat({ max: 3 })).map(([a, t, e]) => new RemoveEntry(a, t, e)),
  fc.tuple(who('users.manage'), fc.uniqueArray(entry, { minLength: 1, maxLength: 2, selector: (e) => e.r })).map(([a, es]) => new CreateUser(a, es)),
  fc.tuple(who('users.manage'), n, fc.boolean()).map(([a, t, on]) => new SetUserActive(a, t, on)),
  fc.tuple(fc.oneof(who('centres.review'), anyone), state).map(([a, s]) => new ProbeApprove(a, s)),
];
