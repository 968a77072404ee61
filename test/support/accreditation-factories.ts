import type { ApprovalStage } from '#contracts';
import { createAdmin, roles, superAdminToken, type CreatedAdmin } from './factories.js';
import { ALL_DOCUMENT_TYPES, seedCentre, type CentreSeed, type CreatedCentre } from './centre-factories.js';
import type { TestApp } from './test-app.js';

/** Accreditation test data: configurations and approvals go through the API; centres are seeded. */

export type StageInput = Partial<Omit<ApprovalStage, 'requiredRoles'>> & { requiredRoles?: string[] | string };

/** Stage n as a caller would type it; the default roles ('admin', 'superadmin') match roles.national(). */
export function stageInput(n: number, overrides: StageInput = {}): StageInput {
  return { stageNumber: n, stageName: `Stage ${n}`, description: `Approval stage ${n}`, requiredRoles: ['admin', 'superadmin'], ...overrides };
}

/**
 * Saves a new configuration version as the super admin (or `token`). `stages` is a count (default
 * stages) or the stages themselves. Four-eyes is sent on unless `fourEyes` says otherwise (`null`
 * leaves it out: the server then decides by the approvers there are). Returns the saved configuration.
 */
export async function saveConfig(
  app: TestApp,
  stages: number | StageInput[] = 2,
  options: { token?: string; configName?: string; description?: string; fourEyes?: boolean | null } = {},
): Promise<Record<string, any>> {
  const list = typeof stages === 'number' ? Array.from({ length: stages }, (_, i) => stageInput(i + 1)) : stages;
  const res = await app.request('POST', '/api/accreditation/config', {
    token: options.token ?? (await superAdminToken(app)),
    body: {
      configName: options.configName ?? 'Test workflow',
      description: options.description ?? 'Made by a test',
      totalStagesRequired: list.length,
      approvalStages: list,
      ...(options.fourEyes === null ? {} : { fourEyes: options.fourEyes ?? true }),
    },
  });
  if (res.status !== 201) throw new Error(`save config failed: ${res.status} ${res.text}`);
  return res.body.data;
}

/**
 * A centre that passed the autotest with a complete registration and every document: the only kind
 * that can be accredited (DECISIONS §8).
 */
export async function passedAutotestCentre(app: TestApp, seed: CentreSeed = {}): Promise<CreatedCentre> {
  return seedCentre(app, { complete: true, documents: ALL_DOCUMENT_TYPES, ...seed, status: 'autotest_approved', autotestDecision: 'approved' });
}

/** POST .../initialize as the super admin (or `token`); returns the accreditation view. */
export async function initialise(app: TestApp, centreId: string, token?: string): Promise<Record<string, any>> {
  const res = await app.request('POST', `/api/accreditation/centres/${centreId}/initialize`, { token: token ?? (await superAdminToken(app)) });
  if (res.status !== 201) throw new Error(`initialise ${centreId} failed: ${res.status} ${res.text}`);
  return res.body.data;
}

/** Approves the active stage as `token`; returns the accreditation view. */
export async function approveStage(app: TestApp, centreId: string, token: string, comments?: string): Promise<Record<string, any>> {
  const res = await app.request('POST', `/api/accreditation/centres/${centreId}/approve`, { token, body: comments === undefined ? {} : { comments } });
  if (res.status !== 200) throw new Error(`approve ${centreId} failed: ${res.status} ${res.text}`);
  return res.body.data;
}

/** `count` distinct national admins (role 'admin'): four-eyes needs a different person per stage. */
export async function stageApprovers(app: TestApp, count: number, type = 'admin'): Promise<CreatedAdmin[]> {
  const admins: CreatedAdmin[] = [];
  for (let i = 0; i < count; i++) admins.push(await createAdmin(app, { roles: roles.national(type), firstName: `Approver${i + 1}` }));
  return admins;
}

/** Approves every remaining stage, one approver per stage in order; returns the final view. */
export async function approveAll(app: TestApp, centreId: string, approvers: CreatedAdmin[]): Promise<Record<string, any>> {
  let view: Record<string, any> | null = null;
  for (const approver of approvers) view = await approveStage(app, centreId, approver.token!);
  if (!view) throw new Error('approveAll needs at least one approver');
  return view;
}

/**
 * A fully accredited centre: makes a default configuration when none exists, seeds a centre that
 * passed the autotest, initialises it and approves every stage with fresh national admins.
 */
export async function accreditedCentre(app: TestApp, seed: CentreSeed = {}): Promise<{ centre: CreatedCentre; accreditation: Record<string, any> }> {
  const token = await superAdminToken(app);
  const current = await app.request('GET', '/api/accreditation/config', { token });
  const config = current.status === 200 ? current.body.data : await saveConfig(app, 2);
  const centre = await passedAutotestCentre(app, seed);
  await initialise(app, centre.id, token);
  const accreditation = await approveAll(app, centre.id, await stageApprovers(app, config.totalStagesRequired));
  return { centre, accreditation };
}
