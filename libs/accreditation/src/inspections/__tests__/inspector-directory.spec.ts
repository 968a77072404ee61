import { describe, expect, it } from '@jest/globals';
import type { Permission, PowerEntry } from '#contracts';
import type { AdminPrincipal } from '#platform';
import { inspectorsAsSeenBy, mayInspect } from '../visits/inspector-directory.js';

/** A principal made of role entries, as DECISIONS §9 describes a user's power. */
function principal(power: PowerEntry[]): AdminPrincipal {
  const permissions = new Set<Permission>(power.flatMap((e) => e.permissions));
  const all = power.some((e) => e.states === 'all');
  const states = power.flatMap((e) => (e.states === 'all' ? [] : [...e.states]));
  return {
    kind: 'admin',
    id: 'u1',
    email: 'u1@council.test',
    firstName: 'U',
    lastName: 'One',
    roles: [],
    level: all ? 'national' : 'state',
    isSuperAdmin: false,
    scope: all ? { all: true } : { all: false, states },
    permissions,
    power,
  };
}

const entry = (role: string, permissions: Permission[], states: string[] | 'all'): PowerEntry => ({ role, level: states === 'all' ? 'national' : 'state', permissions, states });

describe('who may inspect a centre (DECISIONS §9: one role entry carries both the permission and the state)', () => {
  it('accepts an entry managing and reading inspections in the centre state, or everywhere', () => {
    expect(mayInspect(principal([entry('admin', ['inspections.read', 'inspections.manage'], ['Lagos'])]), 'Lagos')).toBe(true);
    expect(mayInspect(principal([entry('admin', ['inspections.read', 'inspections.manage'], 'all')]), 'Kano')).toBe(true);
  });

  it('refuses power merged from two entries: inspections in Kano and a reader in Lagos', () => {
    const split = principal([entry('kano_inspector', ['inspections.read', 'inspections.manage'], ['Kano']), entry('lagos_reader', ['centres.read', 'inspections.read'], ['Lagos'])]);
    expect(split.permissions.has('inspections.manage')).toBe(true);
    expect(mayInspect(split, 'Lagos')).toBe(false);
    expect(mayInspect(split, 'Kano')).toBe(true);
  });

  it('refuses a centre without a state to a state-level inspector', () => {
    expect(mayInspect(principal([entry('admin', ['inspections.read', 'inspections.manage'], ['Lagos'])]), null)).toBe(false);
  });

  it('shows emails only to a reader of users where the centre is', () => {
    const people = [{ id: 'p1', name: 'Ada Obi', email: 'ada@council.test' }];
    expect(inspectorsAsSeenBy(principal([entry('admin', ['inspections.manage'], ['Lagos'])]), 'Lagos', people)).toEqual([{ id: 'p1', name: 'Ada Obi' }]);
    expect(inspectorsAsSeenBy(principal([entry('admin', ['users.read'], 'all')]), 'Lagos', people)).toEqual(people);
    expect(inspectorsAsSeenBy(principal([entry('hr', ['users.read'], ['Kano']), entry('admin', ['inspections.manage'], ['Lagos'])]), 'Lagos', people)).toEqual([{ id: 'p1', name: 'Ada Obi' }]);
  });
});
