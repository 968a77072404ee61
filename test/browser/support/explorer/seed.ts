import { lgasOf, SAME_IN_EVERY_LANGUAGE, STATE_NAMES } from '../../../../libs/contracts/src/index.js';
import { approveAll, initialise, passedAutotestCentre, saveConfig, stageApprovers } from '../../../support/accreditation-factories.js';
import { createAdmin, roles, superAdminToken, type CreatedAdmin } from '../../../support/factories.js';
import { scheduleVisit } from '../../../support/inspection-factories.js';
import { accreditationCall, centresCsv, clockNow, importCsv, newIdentity, passTime, preRegister, review, type Identity } from '../../../support/lifecycle-api.js';
import type { CentreSeed } from '../../../support/centre-factories.js';
import type { TestApp } from '../../../support/test-app.js';

/**
 * The explorer's data: a centre in every status (DECISIONS §4) and an accreditation in every
 * standing (in progress, accredited, rejected, suspended, revoked, expired), one inspection visit,
 * one upload, and a user of every role the console has. Made through the API and the test clock as
 * the journeys make them; only the passed-autotest centres are seeded, as the other specs seed them.
 */

export interface ConsoleRole {
  name: 'super admin' | 'national admin' | 'state admin' | 'auditor' | 'inspector' | 'data protection officer';
  email: string;
  password: string;
}

export interface ExplorerData {
  roles: ConsoleRole[];
  /** The centre that signs in on the public site: approved for registration, reference + emailed code. */
  centre: { reference: string; email: string };
  /** Texts the database holds and the screens show as typed: names, addresses, the workflow's words. */
  data: Set<string>;
}

async function preRegistered(app: TestApp, identity: Identity): Promise<string> {
  const res = await preRegister(app, identity);
  if (res.status !== 201) throw new Error(`pre-registration: ${res.status} ${res.text}`);
  const { rows } = await app.db!.query('SELECT id FROM centres WHERE admin_email = $1', [identity.AdminEmail.toLowerCase()]);
  return rows[0].id;
}

async function reviewed(app: TestApp, token: string, state: string, action: 'approve' | 'query' | 'reject', name: string): Promise<{ id: string; identity: Identity }> {
  const identity = newIdentity(state, { CentreName: name });
  const id = await preRegistered(app, identity);
  const res = await review(app, token, id, action);
  if (res.status !== 200) throw new Error(`${action} ${name}: ${res.status} ${res.text}`);
  return { id, identity };
}

async function call(app: TestApp, token: string, centreId: string, what: Parameters<typeof accreditationCall>[3]): Promise<void> {
  const res = await accreditationCall(app, token, centreId, what);
  if (res.status >= 300) throw new Error(`${what} ${centreId}: ${res.status} ${res.text}`);
}

export async function seedExplorerData(app: TestApp): Promise<ExplorerData> {
  const su = await superAdminToken(app);
  await saveConfig(app, 2, { configName: 'Council accreditation workflow', description: 'Two approvals' });
  // Four-eyes: a different national admin approves each of the two stages.
  const approvers = await stageApprovers(app, 2);
  const accreditedCentre = async (seed: CentreSeed) => {
    const centre = await passedAutotestCentre(app, seed);
    await initialise(app, centre.id, su);
    await approveAll(app, centre.id, approvers);
    return { centre };
  };

  // Expired first: the test clock moves every accreditation made so far past its end.
  await accreditedCentre({ centreName: 'Expired Standing CBT Centre', state: 'Lagos', localGovernment: 'Ikeja' });
  await passTime(app, 400);

  // Every centre status, in Lagos (the state admin's and the inspector's state).
  await preRegistered(app, newIdentity('Lagos', { CentreName: 'Pending Review CBT Centre' }));
  const approved = await reviewed(app, su, 'Lagos', 'approve', 'Approved Registration CBT Centre');
  await reviewed(app, su, 'Lagos', 'query', 'Queried Details CBT Centre');
  await reviewed(app, su, 'Lagos', 'reject', 'Rejected Application CBT Centre');
  await passedAutotestCentre(app, { centreName: 'Passed Autotest CBT Centre', state: 'Lagos', localGovernment: 'Ikeja' });
  // Every accreditation standing.
  const inProgress = await passedAutotestCentre(app, { centreName: 'In Progress CBT Centre', state: 'Lagos', localGovernment: 'Ikeja' });
  await initialise(app, inProgress.id, su);
  const refused = await passedAutotestCentre(app, { centreName: 'Refused Accreditation CBT Centre', state: 'Lagos', localGovernment: 'Ikeja' });
  await initialise(app, refused.id, su);
  await call(app, su, refused.id, 'reject');
  await accreditedCentre({ centreName: 'Accredited Model CBT Centre', state: 'Lagos', localGovernment: 'Ikeja' });
  const suspended = await accreditedCentre({ centreName: 'Suspended Standing CBT Centre', state: 'Lagos', localGovernment: 'Ikeja' });
  await call(app, su, suspended.centre.id, 'suspend');
  const revoked = await accreditedCentre({ centreName: 'Revoked Standing CBT Centre', state: 'Kano', localGovernment: 'Nasarawa' });
  await call(app, su, revoked.centre.id, 'revoke');
  // An upload of centres, for the uploads list and its Show view.
  await importCsv(app, su, centresCsv([newIdentity('Kano', { CentreName: 'Imported Northgate CBT Centre' })]));

  // A user of every role: the seeded ones, the Inspector among them (inspections.read and inspections.manage only).
  const roleName = 'inspector';
  const national = await createAdmin(app, { roles: roles.national(), firstName: 'Chidi' });
  const state = await createAdmin(app, { roles: roles.state(['Lagos']), firstName: 'Halima' });
  const auditor = await createAdmin(app, { roles: roles.national('auditor'), firstName: 'Ngozi' });
  const inspector: CreatedAdmin = await createAdmin(app, { roles: roles.state(['Lagos'], roleName), firstName: 'Ifeoma' });
  const dpo = await createAdmin(app, { roles: roles.national('dpo'), firstName: 'Amina' });
  await scheduleVisit(app, su, approved.id, [inspector.id], (await clockNow(app)).toISOString().slice(0, 10));

  const data = new Set<string>([...SAME_IN_EVERY_LANGUAGE, ...STATE_NAMES, ...STATE_NAMES.flatMap((s) => lgasOf(s))]);
  const db = app.db!;
  for (const u of (await db.query('SELECT first_name, last_name, email FROM users')).rows) data.add(u.first_name).add(u.last_name).add(`${u.first_name} ${u.last_name}`).add(u.email);
  for (const r of (await db.query('SELECT role_name, display_name, description FROM system_roles')).rows) data.add(r.role_name).add(r.display_name).add(r.description);
  for (const c of (await db.query('SELECT centre_name, admin_name, address, town, reference_number FROM centres')).rows) {
    for (const v of Object.values(c)) if (typeof v === 'string') data.add(v);
  }
  const config = (await app.request('GET', '/api/accreditation/config', { token: su })).body.data;
  data.add(config.configName).add(config.description);
  for (const stage of config.approvalStages) data.add(stage.stageName).add(stage.description);
  for (const criterion of config.inspectionChecklist ?? []) data.add(criterion.label);
  data.add('centres.csv');
  // The reasons typed with each decision (lifecycle-api's texts): a person's words, shown as typed.
  for (const what of ['suspend', 'revoke']) data.add(`Council decision: ${what}`);
  for (const reason of ['Below the published minimums', 'Facilities below the minimum', 'Send a clearer GPS picture', 'Start the review again']) data.add(reason);

  return {
    roles: [
      { name: 'super admin', email: app.superAdmin.email, password: app.superAdmin.password },
      { name: 'national admin', email: national.email, password: national.password },
      { name: 'state admin', email: state.email, password: state.password },
      { name: 'auditor', email: auditor.email, password: auditor.password },
      { name: 'inspector', email: inspector.email, password: inspector.password },
      { name: 'data protection officer', email: dpo.email, password: dpo.password },
    ],
    centre: { reference: (await db.query('SELECT reference_number FROM centres WHERE id = $1', [approved.id])).rows[0].reference_number, email: approved.identity.AdminEmail },
    data,
  };
}
