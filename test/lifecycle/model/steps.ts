import { expect } from '@jest/globals';
import { COUNCIL_UTC_OFFSET_MS, councilDay } from '#contracts';
import {
  accreditationCall,
  adminLetter,
  centreIdOf,
  centreLetter,
  centresCsv,
  completeRegistration,
  decideChange,
  importCsv,
  LGA_OF,
  newIdentity,
  passTime,
  clockNow,
  preRegister,
  recordAutotest,
  regenerateLetter,
  renewal,
  requestChange,
  review,
  saveRegistration,
  signInCentre,
  simpleCreate,
  uploadAllDocuments,
} from '../../support/lifecycle-api.js';
import { recordPassingVisit } from '../../support/inspection-factories.js';
import type { ApiResponse } from '../../support/test-app.js';
import { checkAuditChain, checkEscalatedOnce, checkExpiredOnce, checkPublicAnswers, checkRecord, checkRetention, checkScope, fingerprint } from './invariants.js';
import {
  applyAutotest,
  applyInitialise,
  applyReview,
  applyStage,
  applyRenewal,
  applySanction,
  applyStanding,
  applyTime,
  applySubmitVisit,
  autotestOutcome,
  cancelVisitOutcome,
  changeRequestOutcome,
  completeOutcome,
  current,
  decideChangeOutcome,
  formIdentity,
  initialiseOutcome,
  inForce,
  inGoodStanding,
  inspectionStages,
  letterOutcome,
  newestVisit,
  otherState,
  renewalOpen,
  renewalOpensAt,
  renewalOutcome,
  reviewOutcome,
  running,
  saveOutcome,
  scheduleVisitOutcome,
  stageOutcome,
  submitVisitOutcome,
  standingOutcome,
  sanctionOutcome,
  delisted,
  type SanctionCall,
  conflicted,
  nextSeq,
  uploadOutcome,
  type Actor,
  type Autotest,
  type Expect,
  type MCentre,
  type MIdentity,
  type Model,
  type ReviewAction,
  type Source,
  type StandingAction,
  type State,
} from './model.js';
import type { Portal } from './portal.js';
import { addNotice } from './due-process-steps.js';
import { learnDecisions } from './due-process-checks.js';

/**
 * Each step of the lifecycle as the model test takes it: ask the model what the call must answer,
 * make the call, compare, then either apply the change to the model or prove that nothing changed,
 * and check the invariants. The fast-check commands (commands.ts) and the "advance" step share these.
 */

const lga = (state: string) => LGA_OF[state] ?? 'Ikeja';
const DAY = 24 * 3600_000;

/** The call, its expected answer, and the model change to apply when it succeeds. */
export async function attempt(portal: Portal, model: Model, c: MCentre, name: string, expected: Expect, call: () => Promise<ApiResponse>, apply: (res: ApiResponse) => void): Promise<ApiResponse> {
  const before = expected.status >= 300 ? await fingerprint(portal, c) : null;
  const res = await portal.call(name, call);
  portal.expectStatus(`${name} on ${c.label}`, res, expected.status);
  if (before !== null) {
    // DECISIONS §1: a refused call changes nothing.
    expect({ call: name, centre: c.label, unchanged: (await fingerprint(portal, c)) === before }).toEqual({ call: name, centre: c.label, unchanged: true });
  } else {
    const statusBefore = c.status;
    apply(res);
    if (c.status !== statusBefore) c.lastChange = model.now;
    portal.note(name.replace(/^(super|national1|national2|lagos|kano|auditor|judge) /, ''));
  }
  await learnDecisions(portal, c);
  await checkRecord(portal, c);
  await checkScope(portal, c);
  if (before === null && portal.globalChecks === 'command') {
    await checkPublicAnswers(portal, model);
    await checkAuditChain(portal);
  }
  return res;
}

function addCentre(model: Model, fields: { id: string; reference: string; source: Source; identity: MIdentity; status: MCentre['status']; approved: boolean }): MCentre {
  const centre: MCentre = {
    label: `C${model.centres.length + 1}`,
    ...fields,
    fillState: (fields.identity.State as State | null) ?? 'Lagos',
    complete: false,
    documents: false,
    autotest: null,
    autotestSat: null,
    reviewedSinceInit: false,
    changeRequest: null,
    session: null,
    accreditations: [],
    visits: [],
    pendingSince: fields.status === 'pending' ? model.now : null,
    createdAt: model.now,
    lastChange: model.now,
    held: false,
    erased: false,
    delistedUntil: null,
    decisions: [],
    notices: [],
    conflicts: [],
  };
  model.centres.push(centre);
  return centre;
}

const blankIdentity = (i: { CentreName: string; GovernmentId: string; AdminEmail: string }): MIdentity => ({
  ...i,
  ownershipType: null,
  State: null,
  LocalGovernment: null,
  address: null,
});

// ---- Entry paths

export async function createPublic(portal: Portal, model: Model, state: State): Promise<void> {
  const identity = newIdentity(state);
  const res = await portal.call('pre-register', () => preRegister(portal.app, identity));
  portal.expectStatus('pre-register', res, 201);
  const reference = res.body.data.registrationNumber;
  const id = await centreIdOf(portal.app, portal.token('super'), reference);
  const c = addCentre(model, { id, reference, source: 'public', identity: { ...identity }, status: 'pending', approved: false });
  await checkRecord(portal, c);
  await checkScope(portal, c);
}

export async function createByAdmin(portal: Portal, model: Model, actor: Actor, state: State | null): Promise<void> {
  const identity = newIdentity(state ?? 'Lagos');
  // A national admin names the state or leaves it for the centre; a state admin names its own state (its console form requires it).
  const stateOfActor: State | null = actor === 'lagos' ? 'Lagos' : actor === 'kano' ? 'Kano' : null;
  const named = stateOfActor ?? state;
  const body = { CentreName: identity.CentreName, GovernmentId: identity.GovernmentId, AdminEmail: identity.AdminEmail, ...(named ? { State: named } : {}) };
  const res = await portal.call('simple create', () => simpleCreate(portal.app, portal.token(actor), body));
  if (actor === 'auditor') return portal.expectStatus('simple create by an auditor', res, 403);
  portal.expectStatus('simple create', res, 201);
  const State = stateOfActor ?? state;
  const c = addCentre(model, {
    id: res.body.data.centre._id,
    reference: res.body.data.referenceNumber,
    source: 'admin',
    identity: { ...blankIdentity(identity), State },
    status: 'registration_approved',
    approved: true,
  });
  await checkRecord(portal, c);
  await checkScope(portal, c);
}

/** A CSV of one or two rows: full rows carry every identity column, sparse ones only the required three. */
export async function importCentres(portal: Portal, model: Model, rows: Array<{ full: boolean; state: State }>): Promise<void> {
  const identities = rows.map((r) => ({ ...r, identity: newIdentity(r.state) }));
  const csv = centresCsv(identities.map(({ full, identity }) => (full ? { ...identity, AdminName: 'Musa Bello', AdminNumber: '+2348098765432' } : { CentreName: identity.CentreName, GovernmentId: identity.GovernmentId, AdminEmail: identity.AdminEmail })));
  const job = await importCsv(portal.app, await portal.importerToken(), csv);
  expect({ state: job.state, successful: job.result?.successful, failed: job.result?.failed }).toEqual({ state: 'completed', successful: rows.length, failed: 0 });
  for (const { full, identity } of identities) {
    const created = job.result.successfulCentres.find((s: any) => s.GovernmentId === identity.GovernmentId);
    const id = await centreIdOf(portal.app, portal.token('super'), created.ReferenceNumber);
    const c = addCentre(model, { id, reference: created.ReferenceNumber, source: 'import', identity: full ? { ...identity } : blankIdentity(identity), status: 'registration_approved', approved: true });
    await checkRecord(portal, c);
    await checkScope(portal, c);
  }
}

// ---- The council's decisions

export function reviewStep(portal: Portal, model: Model, c: MCentre, actor: Actor, action: ReviewAction): Promise<ApiResponse> {
  return attempt(portal, model, c, `${actor} ${action}`, reviewOutcome(c, actor, action), () => review(portal.app, portal.token(actor), c.id, action), () => {
    const was = c.status;
    applyReview(c, action, { actor, model });
    if (c.status !== 'pending') c.pendingSince = null;
    else if (was !== 'pending') c.pendingSince = model.now;
  });
}

/** The autotest system's result, sat today on the portal's clock. */
export function autotestStep(portal: Portal, model: Model, c: MCentre, actor: Actor, decision: Autotest): Promise<ApiResponse> {
  const sat = model.now.toISOString().slice(0, 10);
  return attempt(portal, model, c, `${actor} autotest ${decision}`, autotestOutcome(c, actor), () => recordAutotest(portal.app, portal.token(actor), c.reference, decision, sat), () =>
    applyAutotest(c, decision, new Date(`${sat}T00:00:00.000Z`), model),
  );
}

export function initialiseStep(portal: Portal, model: Model, c: MCentre, actor: Actor): Promise<ApiResponse> {
  return attempt(portal, model, c, `${actor} initialise`, initialiseOutcome(c, actor), () => accreditationCall(portal.app, portal.token(actor), c.id, 'initialize'), (res) =>
    applyInitialise(c, res.body.data.id, model.stages),
  );
}

export function stageStep(portal: Portal, model: Model, c: MCentre, actor: Actor, decision: 'approve' | 'reject'): Promise<ApiResponse> {
  return attempt(portal, model, c, `${actor} ${decision} stage`, stageOutcome(c, actor, decision), () => accreditationCall(portal.app, portal.token(actor), c.id, decision), (res) =>
    applyStage(c, actor, decision, res.body.data?.validUntil ? new Date(res.body.data.validUntil) : null),
  );
}

/** The centre renews its accreditation (DECISIONS §9): the portal answers by the model's window and this cycle's autotest. */
export function renewStep(portal: Portal, model: Model, c: MCentre): Promise<ApiResponse> {
  // The answer lists the cycles newest first: the renewal just started is the first.
  return attempt(portal, model, c, 'renew', renewalOutcome(c, model.now), () => renewal(portal.app, c.reference, c.session!, true), (res) => applyRenewal(c, res.body.data.cycles[0].id, model.stages));
}

/** Time passes on the portal's clock (and every periodic sweep runs): the model expires what ends. */
export async function timePasses(portal: Portal, model: Model, days: number): Promise<void> {
  const now = await passTime(portal.app, days);
  applyTime(model, now);
  portal.note('time passes');
  await checkRetention(portal, model);
  for (const c of model.centres) {
    await checkRecord(portal, c);
  }
  await checkExpiredOnce(portal, model);
  await checkEscalatedOnce(portal, model);
  await checkPublicAnswers(portal, model);
  await checkAuditChain(portal);
}

export function standingStep(portal: Portal, model: Model, c: MCentre, actor: Actor, action: StandingAction): Promise<ApiResponse> {
  return attempt(portal, model, c, `${actor} ${action}`, standingOutcome(c, actor, action), () => accreditationCall(portal.app, portal.token(actor), c.id, action), () => applyStanding(c, action, { actor, model }));
}

const SANCTION_BODY: Record<SanctionCall, { kind: string; urgent?: boolean; until?: boolean }> = {
  warning: { kind: 'warning' },
  delisting: { kind: 'delisting', until: true },
  suspendUntil: { kind: 'suspension', urgent: true, until: true },
  revokeNow: { kind: 'revocation', urgent: true },
  proposeSuspension: { kind: 'suspension' },
  proposeRevocation: { kind: 'revocation' },
};

/** A sanction (DECISIONS §10) with its end `days` ahead where it has one: the start of that council day. */
export async function sanctionStep(portal: Portal, model: Model, c: MCentre, actor: Actor, call: SanctionCall, days: number): Promise<ApiResponse> {
  const now = await clockNow(portal.app);
  const day = councilDay(new Date(now.getTime() + days * 24 * 3600_000));
  const until = new Date(Date.parse(`${day}T00:00:00Z`) - COUNCIL_UTC_OFFSET_MS);
  const { kind, urgent, until: dated } = SANCTION_BODY[call];
  const body = { kind, reasons: `Model ${call}`, ...(urgent ? { urgent } : {}), ...(dated ? { until: day } : {}) };
  return attempt(portal, model, c, `${actor} ${call}`, sanctionOutcome(c, actor, call), () => portal.app.request('POST', `/api/accreditation/centres/${c.id}/sanctions`, { token: portal.token(actor), body }), (res) => {
    // DECISIONS §10: a non-urgent suspension or revocation is first a notice with a representations window; nothing else changes.
    if (call === 'proposeSuspension' || call === 'proposeRevocation') addNotice(portal, c, actor, res.body.data.notice);
    else applySanction(c, call, until, { actor, model });
  });
}

/**
 * The invariant "a delisted GovernmentId (or AdminEmail) cannot pre-register" (DECISIONS §10): while
 * the centre's delisting lasts, a new pre-registration naming either is a 409 and no centre is made.
 */
export async function preRegisterDelistedStep(portal: Portal, c: MCentre, by: 'GovernmentId' | 'AdminEmail'): Promise<void> {
  if (!delisted(c, await clockNow(portal.app))) return;
  const identity = newIdentity(c.identity.State ?? 'Lagos', by === 'GovernmentId' ? { GovernmentId: c.identity.GovernmentId.toLowerCase() } : { AdminEmail: c.identity.AdminEmail.toUpperCase() });
  const count = async () => Number((await portal.app.db!.query('SELECT count(*)::int AS n FROM centres')).rows[0].n);
  const before = await count();
  const res = await portal.call('pre-register delisted', () => preRegister(portal.app, identity));
  portal.expectStatus(`pre-register with ${c.label}'s delisted ${by}`, res, 409);
  expect({ centre: c.label, by, centresAdded: (await count()) - before }).toEqual({ centre: c.label, by, centresAdded: 0 });
  portal.note('delisted pre-registration refused');
}

export function decideChangeStep(portal: Portal, model: Model, c: MCentre, actor: Actor, decision: 'approve' | 'decline'): Promise<ApiResponse> {
  const request = c.changeRequest!;
  return attempt(portal, model, c, `${actor} ${decision} change`, decideChangeOutcome(c, actor, decision), () => decideChange(portal.app, portal.token(actor), c.id, request.id, decision), () => {
    if (decision === 'approve') Object.assign(c.identity, request.changes);
    c.changeRequest = null;
  });
}

/** Regenerates the letter (an admin) or downloads it (an admin, or the centre itself). */
export async function letterStep(portal: Portal, model: Model, c: MCentre, actor: Actor | 'centre', call: 'regenerate' | 'download'): Promise<void> {
  const expected = letterOutcome(c, actor, call);
  const run = () =>
    call === 'regenerate'
      ? regenerateLetter(portal.app, portal.token(actor as Actor), c.id)
      : actor === 'centre'
        ? centreLetter(portal.app, c.reference, c.session!)
        : adminLetter(portal.app, portal.token(actor), c.id);
  // A letter in good standing is made just after the grant (or a regeneration): a download may wait for it.
  const deadline = Date.now() + 30_000;
  let res = await portal.call(`${actor} letter ${call}`, run);
  while (expected.status === 200 && res.status === 404 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 150));
    res = await portal.call(`${actor} letter ${call}`, run);
  }
  portal.expectStatus(`${actor} letter ${call} of ${c.label}`, res, expected.status);
  if (call === 'download' && res.status === 200) expect(res.headers.get('content-type')).toBe('application/pdf');
  if (call === 'regenerate' && res.status === 202 && portal.globalChecks === 'command') await checkPublicAnswers(portal, model);
}

// ---- Inspection visits

/** An admin schedules a visit for today on the portal's clock, as its one inspector. */
export function scheduleVisitStep(portal: Portal, model: Model, c: MCentre, actor: Actor): Promise<ApiResponse> {
  const visitDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(model.now);
  const body = { centreId: c.id, visitDate, inspectorIds: [portal.userId(actor)] };
  return attempt(portal, model, c, `${actor} schedules a visit`, scheduleVisitOutcome(c, actor), () => portal.app.request('POST', '/api/inspections/visits', { token: portal.token(actor), body }), (res) => {
    c.visits.push({ id: res.body.data.id, status: 'scheduled', inspector: actor, accreditationId: current(c)?.id ?? null, scheduledSeq: nextSeq(model), submittedSeq: null });
  });
}

/** The newest visit's findings (every criterion met, the photo included) and its submission, by `actor`. */
export function submitVisitStep(portal: Portal, model: Model, c: MCentre, actor: Actor): Promise<ApiResponse> {
  const visit = newestVisit(c)!;
  const expected = submitVisitOutcome(c, visit, actor);
  const token = portal.token(actor);
  return attempt(
    portal,
    model,
    c,
    `${actor} submits a visit`,
    expected,
    async () => {
      if (expected.status === 200) {
        const view = await portal.app.request('GET', `/api/inspections/visits/${visit.id}`, { token });
        portal.expectStatus('visit view', view, 200);
        await recordPassingVisit(portal.app, token, view.body.data);
      }
      return portal.app.request('POST', `/api/inspections/visits/${visit.id}/submit`, { token, body: {} });
    },
    () => applySubmitVisit(c, visit, model),
  );
}

export function cancelVisitStep(portal: Portal, model: Model, c: MCentre, actor: Actor): Promise<ApiResponse> {
  const visit = newestVisit(c)!;
  return attempt(portal, model, c, `${actor} cancels a visit`, cancelVisitOutcome(c, visit, actor), () =>
    portal.app.request('POST', `/api/inspections/visits/${visit.id}/cancel`, { token: portal.token(actor), body: { reason: 'The centre asked for another day' } }),
  () => {
    visit.status = 'cancelled';
  });
}

// ---- The centre's own session

export async function signIn(portal: Portal, c: MCentre): Promise<void> {
  const res = await portal.call('sign in', () => signInCentre(portal.app, c.reference, c.identity.AdminEmail));
  portal.expectStatus(`sign in of ${c.label}`, res, 200);
  c.session = res.body.data.token;
}

/** The detailed registration: the centre's identity with its empty fields filled in, or with its name changed. */
export function saveStep(portal: Portal, model: Model, c: MCentre, rename: boolean): Promise<ApiResponse> {
  const sent = formIdentity(c, lga);
  if (rename) sent.CentreName = `${c.identity.CentreName} Renamed`;
  return attempt(portal, model, c, rename ? 'save with a new name' : 'save registration', saveOutcome(c, sent), () => saveRegistration(portal.app, c.reference, c.session!, sent), () => {
    Object.assign(c.identity, sent);
  });
}

export function uploadStep(portal: Portal, model: Model, c: MCentre): Promise<ApiResponse> {
  return attempt(portal, model, c, 'upload documents', uploadOutcome(c, model.now), () => uploadAllDocuments(portal.app, c.reference, c.session!), () => {
    c.documents = true;
  });
}

export function completeStep(portal: Portal, model: Model, c: MCentre): Promise<ApiResponse> {
  return attempt(portal, model, c, 'complete registration', completeOutcome(c), () => completeRegistration(portal.app, c.reference, c.session!), () => {
    c.complete = true;
  });
}

/** Asks to change the approved name, or to move to the other state. */
export function changeRequestStep(portal: Portal, model: Model, c: MCentre, move: boolean): Promise<ApiResponse> {
  const from = (c.identity.State as State | null) ?? c.fillState;
  const changes = move ? { State: otherState(from), LocalGovernment: lga(otherState(from)) } : { CentreName: `${c.identity.CentreName} Hall` };
  return attempt(portal, model, c, move ? 'request a move' : 'request a new name', changeRequestOutcome(c), () => requestChange(portal.app, c.reference, c.session!, changes), (res) => {
    c.changeRequest = { id: res.body.data.id, changes };
  });
}

/** A session of one centre writing to another centre: refused (403), nothing changes. */
export async function crossSessionStep(portal: Portal, model: Model, c: MCentre, other: MCentre): Promise<void> {
  await attempt(portal, model, c, 'another centre uploads', { status: 403 }, () => uploadAllDocuments(portal.app, c.reference, other.session!), () => {});
}

/**
 * The next step of the usual road to accreditation for this centre, taken by a suitable actor, so
 * that random runs reach deep states (granted, superseded) and not only the first few steps.
 */
export async function advance(portal: Portal, model: Model, c: MCentre): Promise<boolean> {
  const cur = current(c);
  if (c.status === 'pending' || c.status === 'query') await reviewStep(portal, model, c, 'super', 'approve');
  else if (c.status === 'rejected') await reviewStep(portal, model, c, 'super', 'reset');
  else if (!c.session) await signIn(portal, c);
  else if (!c.complete && c.status === 'registration_approved') {
    if (c.identity.State === null || c.identity.address === null) await saveStep(portal, model, c, false);
    else if (!c.documents) await uploadStep(portal, model, c);
    else await completeStep(portal, model, c);
  } else if (c.status === 'registration_approved') await reviewStep(portal, model, c, 'national1', 'approve-autotest');
  else if (c.autotest !== 'approved') await autotestStep(portal, model, c, 'national1', 'approved');
  else if (!c.complete) await reviewStep(portal, model, c, 'super', 'query');
  else if (cur && (cur.status === 'pending' || cur.status === 'in_progress') && inspectionStages(cur.total).includes(cur.stage + 1) && !cur.visited) {
    // The next stage waits for a visit: the super admin schedules one and records it as its inspector.
    const visit = newestVisit(c);
    if (visit?.status === 'scheduled' && visit.inspector === 'super') await submitVisitStep(portal, model, c, 'super');
    else await scheduleVisitStep(portal, model, c, 'super');
  } else if (cur && (cur.status === 'pending' || cur.status === 'in_progress')) {
    const approver = (['national1', 'national2', 'super'] as Actor[]).find((a) => !cur.approvers.includes(a) && !conflicted(c, a))!;
    await stageStep(portal, model, c, approver, 'approve');
  } else if (!cur || c.reviewedSinceInit) await initialiseStep(portal, model, c, 'super');
  else if (renewalOpen(c, model.now) && (c.autotestSat === null || c.autotestSat < renewalOpensAt(c)! || c.autotest !== 'approved')) await autotestStep(portal, model, c, 'national1', 'approved');
  else if (renewalOpen(c, model.now)) await renewStep(portal, model, c);
  else if ((cur.status === 'approved' || cur.status === 'withdrawn') && inGoodStanding(c)) return false;
  // Rejected, or granted but no longer standing, and not reviewed since: a new review opens the way to a new cycle.
  else await reviewStep(portal, model, c, 'super', 'reset');
  return true;
}

// ---- A renewal in flight meets a decision or the clock (DECISIONS §9, §10)

/** What happens to a centre while its renewal is being decided. */
export type Interleave = 'suspend' | 'revoke' | 'reinstate' | 'expiry' | 'autotestFails';

/**
 * From a granted accreditation in force, the centre's usual road to a renewal in flight: time passes
 * to its renewal window, this cycle's autotest is recorded, the centre renews. True once a renewal runs.
 */
async function toRenewalInFlight(portal: Portal, model: Model, c: MCentre, maxSteps: number): Promise<boolean> {
  for (let i = 0; i < maxSteps; i++) {
    const cur = current(c);
    if (cur?.kind === 'renewal' && running(cur)) return true;
    const opens = renewalOpensAt(c);
    if (inGoodStanding(c) && !running(cur) && opens && opens > model.now) await timePasses(portal, model, Math.ceil((opens.getTime() - model.now.getTime()) / DAY) + 1);
    else if (!(await advance(portal, model, c))) return false;
  }
  return false;
}

/**
 * A renewal in flight, then a suspension, a revocation, a suspension lifted by reinstate, the end of
 * the old validity, or a failed autotest; then ordinary stage approvers try to grant the renewal and
 * the usual road goes on. The model says what each must answer (a withdrawn renewal: 409).
 */
export async function renewalInterleaving(portal: Portal, model: Model, c: MCentre, interleave: Interleave): Promise<void> {
  if (!(await toRenewalInFlight(portal, model, c, 8))) return;
  portal.note('renewal in flight');
  if (interleave === 'expiry') {
    const until = inForce(c)?.validUntil;
    if (until) await timePasses(portal, model, Math.max(1, Math.ceil((until.getTime() - model.now.getTime()) / DAY) + 1));
  } else if (interleave === 'autotestFails') await autotestStep(portal, model, c, 'national1', 'rejected');
  else {
    await standingStep(portal, model, c, 'super', interleave === 'revoke' ? 'revoke' : 'suspend');
    if (interleave === 'reinstate') await standingStep(portal, model, c, 'super', 'reinstate');
  }
  if (current(c)?.status === 'withdrawn') portal.note('renewal withdrawn');
  for (const approver of ['national1', 'national2'] as Actor[]) await stageStep(portal, model, c, approver, 'approve');
  for (let i = 0; i < 4; i++) if (!(await advance(portal, model, c))) return;
}

/** A legal hold set or lifted (DECISIONS §10): only holders of privacy.retention; one hold a centre; a reason each time. */
export function legalHoldStep(portal: Portal, model: Model, c: MCentre, actor: Actor, act: 'set' | 'lift'): Promise<ApiResponse> {
  const allowed = actor === 'super';
  const expected = !allowed ? 403 : act === 'set' ? (c.held ? 409 : 201) : c.held ? 200 : 404;
  const call = () =>
    act === 'set'
      ? portal.app.request('POST', '/api/privacy/legal-holds', { token: portal.token(actor), body: { centreId: c.id, reason: 'Model: court order' } })
      : portal.app.request('POST', `/api/privacy/legal-holds/${c.id}/lift`, { token: portal.token(actor), body: { reason: 'Model: order discharged' } });
  return attempt(portal, model, c, `${actor} ${act} legal hold`, { status: expected }, call, () => {
    c.held = act === 'set';
  });
}

/** An erasure request for a centre never approved: refused under legal hold (409), else its personal data goes. */
export function erasureStep(portal: Portal, model: Model, c: MCentre, actor: Actor): Promise<ApiResponse> {
  const expected = actor !== 'super' ? 403 : c.held ? 409 : 200;
  return attempt(
    portal,
    model,
    c,
    `${actor} erase`,
    { status: expected },
    () => portal.app.request('POST', '/api/privacy/erasures', { token: portal.token(actor), body: { centreId: c.id, reason: 'Model: erasure request' } }),
    () => {
      c.erased = true;
      c.session = null;
    },
  );
}
