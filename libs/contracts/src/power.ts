import type { AdminLevel, Permission } from './identity.js';

/**
 * What one role entry of a user gives (DECISIONS §9): the permissions it carries and the states it
 * reaches. A user's power is the list of their entries, never a merge of them: a write needs one
 * entry that carries both the permission and the record's state. The server derives the list
 * (libs/identity derive-permissions.ts); the profile sends it, so the console decides alike.
 */
export interface PowerEntry {
  /** The role type of the entry. */
  role: string;
  level: AdminLevel;
  permissions: readonly Permission[];
  /** 'all' for an entry reaching every state (national level). */
  states: Reach;
}

/** Every state, or these. */
export type Reach = 'all' | readonly string[];

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function reaches(reach: Reach, state: string | null | undefined): boolean {
  if (reach === 'all') return true;
  return !!state && reach.some((s) => same(s, state));
}

/** Whether `outer` reaches every state `inner` reaches. */
export function reachCovers(outer: Reach, inner: Reach): boolean {
  if (outer === 'all') return true;
  if (inner === 'all') return false;
  return inner.every((s) => reaches(outer, s));
}

/** The entries carrying a permission; `national` keeps those reaching every state only. */
export function entriesCarrying(power: readonly PowerEntry[], permission: Permission, national = false): PowerEntry[] {
  return power.filter((e) => e.permissions.includes(permission) && (!national || e.states === 'all'));
}

/** The states a set of entries reaches together. */
export function reachOf(entries: readonly PowerEntry[]): Reach {
  if (entries.some((e) => e.states === 'all')) return 'all';
  const states: string[] = [];
  for (const e of entries) for (const s of e.states as readonly string[]) if (!states.some((t) => same(t, s))) states.push(s);
  return states;
}

export interface PowerRule {
  /** null: any signed-in account. */
  permission?: Permission | null;
  national?: true;
}

/**
 * Whether a power may use a rule, and on a record of `state` when one is named. One permission per
 * rule, so "an entry carrying the permission and reaching the state" and "the permission's entries
 * together reach the state" are the same test: a write and a read answer alike.
 */
export function mayUse(power: readonly PowerEntry[], rule: PowerRule, state?: string | null): boolean {
  if (!rule.permission) return true;
  const carrying = entriesCarrying(power, rule.permission, rule.national === true);
  if (carrying.length === 0) return false;
  return state === undefined ? true : reaches(reachOf(carrying), state);
}
