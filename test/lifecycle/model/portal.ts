import { expect } from '@jest/globals';
import { saveConfig } from '../../support/accreditation-factories.js';
import { auditor } from '../../support/audit-factories.js';
import { createAdmin, roles, superAdminToken } from '../../support/factories.js';
import type { ApiResponse, TestApp } from '../../support/test-app.js';
import type { Actor } from './model.js';

/**
 * The real portal as the model-based test drives it: one running app, the tokens of its actors, and
 * a record of every answer so that no call, whatever it was, may have answered 5xx.
 */
export class Portal {
  readonly answers: Array<{ call: string; status: number }> = [];
  /** How often each call succeeded: shows how deep the runs went (granted, superseded, revoked...). */
  readonly reached = new Map<string, number>();
  private readonly tokens = new Map<Actor, string>();
  stages = 2;
  /**
   * When the checks over every centre (public answers, export, audit chain) run: after every
   * successful command (CI), or once at the end of each run (a long local run, whose database grows).
   */
  globalChecks: 'command' | 'run' = process.env.MODEL_GLOBAL_CHECKS === 'run' ? 'run' : 'command';

  constructor(readonly app: TestApp) {}

  /** The actors and a two-stage, four-eyes workflow (stage roles: admin, superadmin). */
  async prepare(): Promise<void> {
    this.tokens.set('super', await superAdminToken(this.app));
    this.tokens.set('national1', (await createAdmin(this.app, { roles: roles.national(), firstName: 'National1' })).token!);
    this.tokens.set('national2', (await createAdmin(this.app, { roles: roles.national(), firstName: 'National2' })).token!);
    this.tokens.set('lagos', (await createAdmin(this.app, { roles: roles.state(['Lagos']), firstName: 'Lagos' })).token!);
    this.tokens.set('kano', (await createAdmin(this.app, { roles: roles.state(['Kano']), firstName: 'Kano' })).token!);
    this.tokens.set('auditor', (await auditor(this.app)).token!);
    const config = await saveConfig(this.app, this.stages, { configName: 'Lifecycle model workflow' });
    expect(config.fourEyes).toBe(true);
  }

  token(actor: Actor): string {
    const token = this.tokens.get(actor);
    if (!token) throw new Error(`no token for ${actor}`);
    return token;
  }

  /** Records the answer of a call; every call of the model test goes through here. */
  async call(name: string, run: () => Promise<ApiResponse>): Promise<ApiResponse> {
    const res = await run();
    this.answers.push({ call: name, status: res.status });
    if (res.status >= 500) throw new Error(`${name} answered ${res.status}: ${res.text.slice(0, 500)}\n${this.app.output().slice(-2000)}`);
    return res;
  }

  note(event: string): void {
    this.reached.set(event, (this.reached.get(event) ?? 0) + 1);
  }

  /** Asserts an answer's status, naming the call and the body when it differs. */
  expectStatus(name: string, res: ApiResponse, status: number): void {
    if (res.status !== status) throw new Error(`${name}: expected ${status}, got ${res.status} ${res.text.slice(0, 400)}`);
  }
}
