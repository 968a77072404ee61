import type { Permission, PowerEntry, UserRole } from '#contracts';
import { seedCentre } from '../../support/centre-factories.js';
import { createAdmin, DEFAULT_PASSWORD, superAdminToken } from '../../support/factories.js';
import type { ApiResponse, RequestOptions, TestApp } from '../../support/test-app.js';
import type { Model, MRole, MUser, Pairs, Reach, State } from './model.js';

/** A centre in each state the probes use: a local government there. */
const LGA: Record<State, string> = { Lagos: 'Ikeja', Kano: 'Fagge', Rivers: 'Bonny' };

/**
 * The real portal behind the model: each run's own roles and accounts, made through the API; what
 * each account holds as GET /api/auth/profile reports it (the pairs the console's canAccess reads);
 * every answer kept, so a 5xx anywhere fails the run.
 */
export class Portal {
  private readonly tokens = new Map<string, string>();
  private systemRoles: MRole[] = [];
  private superUser!: MUser;
  /** What each account held after the previous command, as the portal reported it (null: no access). */
  seen = new Map<string, Pairs | null>();
  readonly statuses: Record<number, number> = {};
  private runs = 0;

  constructor(readonly app: TestApp) {}

  async prepare(): Promise<void> {
    const su = await superAdminToken(this.app);
    const profile = (await this.app.request('GET', '/api/auth/profile', { token: su })).body.data;
    this.tokens.set(profile.id, su);
    this.superUser = { label: 'super', id: profile.id, email: profile.email, entries: profile.roles, active: true, isSuper: true };
    const roles = (await this.app.request('GET', '/api/roles', { token: su })).body.data as Array<{ id: string; roleName: string; isSystem: boolean; isActive: boolean; permissions: Permission[] | null }>;
    this.systemRoles = roles.filter((r) => r.isSystem).map((r) => ({ name: r.roleName, id: r.id, system: true, active: r.isActive, permissions: r.permissions }));
  }

  /**
   * A fresh cast for one run, named after it: the role manager role, two custom roles and their
   * holders, a national admin, a role manager reviewing in Lagos only (its manager entry national),
   * one reviewing in Kano only, the same manager at state level (where roles.manage gives nothing), a user desk whose own power
   * lies in Lagos, and a state auditor.
   */
  async newRun(): Promise<Model> {
    const run = ++this.runs;
    const m: Model = { run, roles: new Map(this.systemRoles.map((r) => [r.name, { ...r }])), users: [{ ...this.superUser }] };
    const role = async (suffix: string, permissions: Permission[]) => {
      const name = `pm${run}${suffix}`;
      const res = await this.send(m.users[0]!, 'POST', '/api/roles', { body: { roleName: name, displayName: name, description: 'Permission model', category: 'technical', permissions } });
      if (res.status !== 201) throw new Error(`set-up role ${name}: ${res.status} ${res.text}`);
      m.roles.set(name, { name, id: res.body.data.id, system: false, active: true, permissions });
      return name;
    };
    const mgr = await role('mgr', ['roles.read', 'roles.manage']);
    const desk = await role('desk', ['users.read', 'users.manage']);
    const r0 = await role('r0', ['centres.read']);
    const r1 = await role('r1', ['centres.read', 'audit.read']);
    const national = (type: string): UserRole => ({ type, level: 'national', assignedStates: [] });
    const inStates = (type: string, ...states: State[]): UserRole => ({ type, level: 'state', assignedStates: states });
    const cast: Array<[string, UserRole[]]> = [
      ['natAdmin', [national('admin'), national(mgr)]],
      ['rmgr', [national(mgr), inStates('admin', 'Lagos')]],
      ['kanoRmgr', [national(mgr), inStates('admin', 'Kano')]],
      ['lagosMgr', [inStates(mgr, 'Lagos'), inStates('admin', 'Lagos')]],
      ['lagosDesk', [national(desk), inStates('admin', 'Lagos')]],
      ['reader', [national(r0)]],
      ['kanoAdmin', [inStates('admin', 'Kano')]],
      ['twoStates', [inStates(r1, 'Lagos', 'Kano')]],
      ['auditor', [inStates('auditor', 'Lagos')]],
    ];
    for (const [label, entries] of cast) {
      const made = await createAdmin(this.app, { roles: entries, login: false });
      await this.skipFirstPasswordChange(made.id);
      m.users.push({ label, id: made.id, email: made.email, entries, active: true, isSuper: false });
    }
    this.seen = new Map();
    for (const u of m.users) this.seen.set(u.id, await this.observe(u));
    return m;
  }

  /** A call as `actor`, signing in again when a change of roles ended the actor's earlier tokens. */
  async send(actor: MUser, method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    let token = await this.token(actor);
    let res = await this.app.request(method, path, { ...options, token: token ?? 'signed-out' });
    if (res.status === 401 && token) {
      this.tokens.delete(actor.id);
      token = await this.token(actor);
      if (token) res = await this.app.request(method, path, { ...options, token });
    }
    this.statuses[res.status] = (this.statuses[res.status] ?? 0) + 1;
    if (res.status >= 500) throw new Error(`${method} ${path} answered ${res.status}: ${res.text}`);
    return res;
  }

  /** The pairs the portal reports for this account, or null when it cannot sign in or its session is refused. */
  async observe(user: MUser): Promise<Pairs | null> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const token = await this.token(user);
      if (!token) return null;
      const res = await this.app.request('GET', '/api/auth/profile', { token });
      if (res.status === 200) return pairsFromPower(res.body.data.power as PowerEntry[]);
      if (res.status !== 401) throw new Error(`profile of ${user.label}: ${res.status} ${res.text}`);
      this.tokens.delete(user.id);
    }
    return null;
  }

  /** A pending centre in `state`, for a probe of a real write. */
  async pendingCentre(state: State): Promise<string> {
    return (await seedCentre(this.app, { status: 'pending', state, localGovernment: LGA[state] })).id;
  }

  async centreStatus(id: string): Promise<string> {
    return (await this.app.db!.query('SELECT status FROM centres WHERE id = $1', [id])).rows[0].status;
  }

  /** An account made through POST /api/user signs in directly (the forced first-sign-in change has its own spec). */
  async skipFirstPasswordChange(id: string): Promise<void> {
    await this.app.db!.query('UPDATE users SET should_reset_password = false WHERE id = $1', [id]);
  }

  private async token(user: MUser): Promise<string | null> {
    const cached = this.tokens.get(user.id);
    if (cached) return cached;
    const password = user.isSuper ? this.app.superAdmin.password : DEFAULT_PASSWORD;
    const res = await this.app.request('POST', '/api/auth/login', { body: { email: user.email, password } });
    if (res.status >= 500) throw new Error(`login of ${user.label}: ${res.status} ${res.text}`);
    const token = res.status === 200 ? (res.body.data?.token as string | undefined) : undefined;
    if (!token) return null;
    this.tokens.set(user.id, token);
    return token;
  }
}

/** The profile's entries as (permission, states) pairs: where each permission reaches over all entries. */
export function pairsFromPower(power: readonly PowerEntry[]): Pairs {
  const pairs = new Map<Permission, Reach>();
  for (const entry of power) {
    for (const p of entry.permissions) {
      const had = pairs.get(p);
      pairs.set(p, had === 'all' || entry.states === 'all' ? 'all' : [...new Set([...(had ?? []), ...entry.states])].sort());
    }
  }
  return pairs;
}

/** A pairs map as one line, for comparisons and counterexamples. */
export function showPairs(pairs: Pairs | null): string {
  if (!pairs) return 'no access';
  return [...pairs].sort(([a], [b]) => a.localeCompare(b)).map(([p, r]) => `${p}@${r === 'all' ? '*' : r.join('+')}`).join(' ');
}
