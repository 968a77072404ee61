import { expect } from '@jest/globals';
import { saveConfig, stageInput } from '../../support/accreditation-factories.js';
import { auditor } from '../../support/audit-factories.js';
import { createAdmin, roles, superAdminToken } from '../../support/factories.js';
import { FeedMirror } from '../../support/register-feed-mirror.js';
import type { ApiResponse, TestApp } from '../../support/test-app.js';
import { inspectionStages, type Actor } from './model.js';

/**
 * The real portal as the model-based test drives it: one running app, the tokens of its actors, and
 * a record of every answer so that no call, whatever it was, may have answered 5xx.
 */
export class Portal {
  readonly answers: Array<{ call: string; status: number }> = [];
  /** How often each call succeeded: shows how deep the runs went (granted, superseded, revoked...). */
  readonly reached = new Map<string, number>();
  private readonly tokens = new Map<Actor, string>();
  private readonly ids = new Map<Actor, string>();
  stages = 2;
  /**
   * When the checks over every centre (public answers, export, audit chain) run: after every
   * successful command (CI), or once at the end of each run (a long local run, whose database grows).
   */
  globalChecks: 'command' | 'run' = process.env.MODEL_GLOBAL_CHECKS === 'run' ? 'run' : 'command';

  /** A follower of the open register's feed (DECISIONS §10), from the start of the run: it must hold the public register. */
  readonly feed: FeedMirror;

  constructor(readonly app: TestApp) {
    this.feed = new FeedMirror(app);
  }

  /**
   * The actors and a two-stage, four-eyes workflow (stage roles: admin, superadmin) whose last stage
   * waits for a submitted inspection visit (model.ts inspectionStages).
   */
  async prepare(): Promise<void> {
    const add = (actor: Actor, created: { id: string; token: string | null }) => {
      this.tokens.set(actor, created.token!);
      this.ids.set(actor, created.id);
    };
    const superToken = await superAdminToken(this.app);
    const profile = await this.app.request('GET', '/api/auth/profile', { token: superToken });
    add('super', { id: profile.body.data.id ?? profile.body.data._id, token: superToken });
    add('national1', await createAdmin(this.app, { roles: roles.national(), firstName: 'National1' }));
    add('national2', await createAdmin(this.app, { roles: roles.national(), firstName: 'National2' }));
    add('lagos', await createAdmin(this.app, { roles: roles.state(['Lagos']), firstName: 'Lagos' }));
    add('kano', await createAdmin(this.app, { roles: roles.state(['Kano']), firstName: 'Kano' }));
    add('auditor', await auditor(this.app));
    add('judge', await createAdmin(this.app, { roles: roles.national(), firstName: 'Judge' }));
    const gated = inspectionStages(this.stages);
    const stages = Array.from({ length: this.stages }, (_, i) => stageInput(i + 1, gated.includes(i + 1) ? { requiresInspection: true, requiresCountersignedVisit: false } : {}));
    const config = await saveConfig(this.app, stages, { configName: 'Lifecycle model workflow' });
    expect(config.fourEyes).toBe(true);
    expect(config.approvalStages.map((s: { requiresInspection?: boolean }) => !!s.requiresInspection)).toEqual(stages.map((s) => !!s.requiresInspection));
  }

  private uploads = 0;
  private importer: string | null = null;

  /**
   * Who uploads the runs' CSV files: a national admin, replaced every 25 uploads, since one admin may
   * start at most 30 imports an hour (docs/SECURITY.md, red-team pass 2, job floods) and a long run
   * imports far more often than that.
   */
  async importerToken(): Promise<string> {
    if (!this.importer || this.uploads % 25 === 0) this.importer = (await createAdmin(this.app, { roles: roles.national(), firstName: `Importer${this.uploads}` })).token!;
    this.uploads++;
    return this.importer;
  }

  userId(actor: Actor): string {
    const id = this.ids.get(actor);
    if (!id) throw new Error(`no user id for ${actor}`);
    return id;
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
