import { type AccreditationStanding, type AccreditationStatus, type CentreStatus } from '#contracts';
import type { Identity } from '../../support/lifecycle-api.js';

/**
 * The small model of a centre's lifecycle that the model-based test holds beside the real portal:
 * what the rules of SPEC §4 and DECISIONS §4-9 say each call must answer and change. It is written
 * from the rules, not from the code, and kept as plain data and pure functions so a reader can check
 * each rule against docs/TRUST.md.
 */

export type State = 'Lagos' | 'Kano';
export const STATES: readonly State[] = ['Lagos', 'Kano'];
export const otherState = (state: State): State => (state === 'Lagos' ? 'Kano' : 'Lagos');

/**
 * Who acts: the super admin, two national admins, an admin of each state, a national auditor, and a
 * third national admin (the judge) who only decides appeals, so that an appeal always has someone
 * who took no part in its decision (DECISIONS §10).
 */
export type Actor = 'super' | 'national1' | 'national2' | 'lagos' | 'kano' | 'auditor' | 'judge';
export const ADMIN_ACTORS: readonly Actor[] = ['super', 'national1', 'national2', 'lagos', 'kano', 'auditor'];
/** The ones who may approve a stage of the workflow under test (its roles: admin, superadmin). */
export const STAGE_ACTORS: readonly Actor[] = ['super', 'national1', 'national2', 'lagos', 'kano'];

export type Source = 'public' | 'admin' | 'import';
export type Autotest = 'approved' | 'rejected' | 'pending';

export interface MAccreditation {
  id: string;
  cycle: number;
  status: AccreditationStatus;
  /** Stages approved so far. */
  stage: number;
  total: number;
  standing: AccreditationStanding | null;
  approvers: Actor[];
  /** The centre's name when it was granted. */
  snapshotName: string | null;
  current: boolean;
  /** Read from the database once the letter is made. */
  letterCode: string | null;
  kind: 'initial' | 'reaccreditation' | 'renewal';
  /** The end of the validity granted (from the grant's answer); null until granted. */
  validUntil: Date | null;
  /** Its validity ended while it was in force (the system expired it, once). */
  expired: boolean;
  /** An inspection visit of the centre was submitted since it began (its gated stage may be approved). */
  visited: boolean;
  /** DECISIONS §10: a suspension until a date ends by itself then (the clock); any other move of the standing ends that. */
  suspendedUntil: Date | null;
  /** The decision that made its standing what it is, or null when something else moved it last (DECISIONS §10: an appeal reverses only that). */
  lastMove: MDecision | null;
}

/** An inspection visit: scheduled with one inspector (the admin who scheduled it), then submitted or cancelled. */
export interface MVisit {
  id: string;
  status: 'scheduled' | 'submitted' | 'cancelled';
  inspector: Actor;
  /** The accreditation current when it was scheduled, and when (the model's order of events) it was scheduled and submitted. */
  accreditationId: string | null;
  scheduledSeq: number;
  submittedSeq: number | null;
}

export type MIdentity = { [K in keyof Identity]: string | null } & { CentreName: string; GovernmentId: string; AdminEmail: string };

export interface MCentre {
  label: string;
  id: string;
  reference: string;
  source: Source;
  identity: MIdentity;
  /** What the centre types into empty fields: a full identity consistent with what it has. */
  fillState: State;
  status: CentreStatus;
  /** A registration approval date is set (by approve, or by the council's own entry) and not reset since. */
  approved: boolean;
  complete: boolean;
  documents: boolean;
  autotest: Autotest | null;
  /** The day the last autotest result says the centre sat it. */
  autotestSat: Date | null;
  /** An approve-autotest happened since the last accreditation began (DECISIONS §9: accredited again after a new review). */
  reviewedSinceInit: boolean;
  changeRequest: { id: string; changes: Partial<Record<keyof Identity, string>> } | null;
  session: string | null;
  accreditations: MAccreditation[];
  visits: MVisit[];
  /** When it last became pending review (on the portal's clock, as the model knows it); null while not pending. */
  pendingSince: Date | null;
  /** When it entered, and when its status last changed (each a history entry: the least its last activity can be). */
  createdAt: Date;
  lastChange: Date;
  /** Under legal hold (DECISIONS §10): never erased while held. */
  held: boolean;
  /** Its personal data was erased (by the retention job or an erasure request); its other facts stay. */
  erased: boolean;
  /** DECISIONS §10: delisted until then: no new pre-registration with its GovernmentId or AdminEmail before. */
  delistedUntil: Date | null;
  /** DECISIONS §10 due process (due-process.ts): the decisions against it, its notices of proposal, and who declared a conflict with it. */
  decisions: MDecision[];
  notices: MNotice[];
  conflicts: Actor[];
}

export type DecisionKind = 'rejection' | 'suspension' | 'revocation' | 'warning' | 'delisting';

/** A decision against a centre (DECISIONS §10): its id is learned from the portal after the call that made it. */
export interface MDecision {
  id: string | null;
  kind: DecisionKind;
  /** Who decided; null for the system (a failed autotest). */
  decider: Actor | null;
  /** Who proposed it, when it was a notice imposed later. */
  proposer: Actor | null;
  accreditation: MAccreditation | null;
  /** The status (a rejection) or standing (a suspension, revocation) it took, and the dated suspension it ended. */
  from: string;
  fromSuspendedUntil: Date | null;
  until: Date | null;
  seq: number;
  /** Read from the portal with the id: the end of the right of appeal. */
  appealUntil: Date | null;
  lifted: boolean;
  appeal: { id: string; status: 'open' | 'dismissed' | 'allowed' } | null;
}

/** A notice of proposal (DECISIONS §10): a non-urgent suspension or revocation waiting for representations. */
export interface MNotice {
  id: string;
  kind: 'suspension' | 'revocation';
  proposer: Actor;
  representationsUntil: Date;
  represented: boolean;
  status: 'open' | 'imposed' | 'withdrawn';
}

export interface Model {
  centres: MCentre[];
  /** The configuration under test: its number of stages. */
  stages: number;
  /** The portal's clock (the test clock), as the last call that read or moved it said. */
  now: Date;
  /** The order of events the model saw (visits and decisions), for "took part before the decision". */
  seq: number;
}

export const newModel = (stages: number, now: Date): Model => ({ centres: [], stages, now, seq: 0 });
export const nextSeq = (m: Model): number => ++m.seq;

/** DECISIONS §10: a declared conflict of interest blocks the person's decisions, approvals and visits on the centre. */
export const conflicted = (c: MCentre, actor: Actor | 'centre'): boolean => actor !== 'centre' && c.conflicts.includes(actor);

/** Records a decision against the centre; `seq` orders it among the visits. */
export function addDecision(c: MCentre, m: Model, d: Pick<MDecision, 'kind' | 'decider' | 'accreditation' | 'from'> & Partial<Pick<MDecision, 'until' | 'fromSuspendedUntil' | 'proposer'>>): MDecision {
  const decision: MDecision = { id: null, proposer: null, until: null, fromSuspendedUntil: null, ...d, seq: nextSeq(m), appealUntil: null, lifted: false, appeal: null };
  c.decisions.push(decision);
  if (decision.accreditation && (d.kind === 'suspension' || d.kind === 'revocation')) decision.accreditation.lastMove = decision;
  return decision;
}

/** The stages of the configuration under test that wait for a submitted inspection visit (its last). */
export const inspectionStages = (stages: number): number[] => [stages];

/** The configuration under test opens renewal this many days before the end of validity (the default). */
export const RENEWAL_WINDOW_DAYS = 90;
const DAY = 24 * 3600_000;
const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** An expected answer: its status code (and, for some, the message). */
export interface Expect {
  status: number;
  message?: string;
}
const ok = (status = 200): Expect => ({ status });

export const isNational = (a: Actor): boolean => a === 'super' || a === 'national1' || a === 'national2' || a === 'auditor' || a === 'judge';
const stateOf = (a: Actor): State | null => (a === 'lagos' ? 'Lagos' : a === 'kano' ? 'Kano' : null);

/** DECISIONS §4: national readers see every centre; a state admin only its state's (a centre with no state: nobody of a state). */
export function canSee(actor: Actor, centre: MCentre): boolean {
  return isNational(actor) || (centre.identity.State !== null && stateOf(actor) === centre.identity.State);
}

/** The permissions the portal's roles carry, as far as the calls under test need them. */
export type Need = 'centres.review' | 'centres.create' | 'autotest.write' | 'accreditation.act' | 'accreditation.read' | 'accreditation.configure';
export function holds(actor: Actor, need: Need): boolean {
  if (actor === 'super') return true;
  if (actor === 'auditor') return need === 'accreditation.read';
  if (need === 'accreditation.configure') return false;
  if (need === 'autotest.write') return isNational(actor);
  return true;
}

export const current = (c: MCentre): MAccreditation | null => c.accreditations.find((a) => a.current) ?? null;
export const inForce = (c: MCentre): MAccreditation | null => c.accreditations.find((a) => a.standing === 'accredited' || a.standing === 'suspended' || a.standing === 'expired') ?? null;
export const running = (a: MAccreditation | null): boolean => !!a && (a.status === 'pending' || a.status === 'in_progress');

/**
 * DECISIONS §10 (due process, last lines): a suspension or a revocation withdraws a renewal in flight
 * (any later cycle still being decided: its grant would otherwise supersede the decision); only
 * reinstate lifts a suspension; a revoked accreditation never returns to good standing. Expiry
 * withdraws nothing: a renewal is what ends an expiry.
 */
function withdrawRunning(c: MCentre): void {
  const cur = current(c);
  if (cur && running(cur) && inForce(c) !== cur) cur.status = 'withdrawn';
}
/** The accreditation whose letter a refusal talks about: the one in force, else the newest granted. */
export const letterAccreditation = (c: MCentre): MAccreditation | null =>
  inForce(c) ?? [...c.accreditations].reverse().find((a) => a.status === 'approved') ?? null;

/** DECISIONS §9: a letter stands while its accreditation is accredited and the centre approved for autotest. */
export const inGoodStanding = (c: MCentre): boolean => inForce(c)?.standing === 'accredited' && c.status === 'autotest_approved';

/** What /verify/{code} says of an accreditation's letter. */
export function verificationOf(c: MCentre, a: MAccreditation): string {
  if (a.standing === 'revoked' || a.standing === 'superseded' || a.standing === 'expired') return a.standing;
  return c.status === 'autotest_approved' ? (a.standing ?? 'withdrawn') : 'withdrawn';
}

/** When the renewal of the accreditation in force opens; null without one. */
export function renewalOpensAt(c: MCentre): Date | null {
  const force = inForce(c);
  return force?.validUntil ? new Date(force.validUntil.getTime() - RENEWAL_WINDOW_DAYS * DAY) : null;
}

/** DECISIONS §9: the renewal window is open (documents may be replaced, a renewal submitted). */
export function renewalOpen(c: MCentre, now: Date): boolean {
  const force = inForce(c);
  const opens = renewalOpensAt(c);
  return !!opens && (force!.standing === 'accredited' || force!.standing === 'expired') && opens <= now && !running(current(c));
}

/** Time passed: every accreditation in force whose validity ended is expired (once). */
export function applyTime(model: Model, now: Date): void {
  model.now = now;
  for (const c of model.centres) {
    const force = inForce(c);
    if (force && (force.standing === 'accredited' || force.standing === 'suspended') && force.validUntil && force.validUntil <= now) {
      force.standing = 'expired';
      force.expired = true;
      force.lastMove = null;
    }
    // DECISIONS §10: a suspension until a date is lifted by the clock, once that day has come (an expired one stays expired).
    if (force && force.standing === 'suspended' && force.suspendedUntil && force.suspendedUntil <= now) {
      force.standing = 'accredited';
      force.lastMove = null;
    }
    if (force && force.standing !== 'suspended') force.suspendedUntil = null;
  }
}

const YEAR_DAYS = 365;

/**
 * Whether DECISIONS §10 and its documented retention periods allow the portal to have erased this
 * centre by `now` (docs/TRUST.md "Retention, legal holds and erasure"): never while held; a
 * pre-registration never approved 12 months after its last activity, a rejected application 24
 * months after, a centre once accredited 6 years after its last accreditation ended (which is after
 * it entered). Measured from the model's least possible last activity, so a portal erasure the rules
 * allow is never called early.
 */
export function erasureAllowed(c: MCentre, now: Date): boolean {
  if (c.held) return false;
  const since = (from: Date, days: number) => now.getTime() - from.getTime() >= days * DAY;
  if (c.accreditations.length > 0) return since(c.createdAt, 6 * YEAR_DAYS);
  if (c.status === 'rejected') return since(c.lastChange, 2 * YEAR_DAYS);
  if (!c.approved) return since(c.lastChange, YEAR_DAYS);
  return false;
}

/** An erasure request (not the retention job) the model lets its run make: a centre never approved nor accredited. */
export const erasableOnRequest = (c: MCentre): boolean => !c.erased && !c.approved && c.accreditations.length === 0;

/** Identity fields the centre may no longer change itself: approved, not reset, and not empty. */
export function lockedFields(c: MCentre): Array<keyof Identity> {
  if (!c.approved || c.status === 'pending') return [];
  return (Object.keys(c.identity) as Array<keyof Identity>).filter((f) => c.identity[f] !== null && c.identity[f] !== '');
}

/** The identity the centre sends on its form: what it has, empty fields filled in consistently. */
export function formIdentity(c: MCentre, lgaOf: (s: string) => string): Identity {
  const State = c.identity.State ?? c.fillState;
  return {
    CentreName: c.identity.CentreName,
    GovernmentId: c.identity.GovernmentId,
    AdminEmail: c.identity.AdminEmail,
    ownershipType: c.identity.ownershipType ?? 'Private Institution',
    State,
    LocalGovernment: c.identity.LocalGovernment ?? lgaOf(State),
    address: c.identity.address ?? `Plot ${c.label}, Model Close`,
  };
}

// ---- The answers each call must give (pure: the model is changed by the command after the call).

export type ReviewAction = 'approve' | 'approve-autotest' | 'reject' | 'query' | 'reset';

/**
 * SPEC §4's table of admin actions by current status, as the specification writes it (DECISIONS §5:
 * exactly this table). The model keeps its own copy rather than the portal's: a model that reads the
 * service's table agrees with any mistake in it. Repost keeps the status and is not a review here.
 */
const SPEC_REVIEW_TABLE: Record<CentreStatus, Partial<Record<ReviewAction, CentreStatus>>> = {
  pending: { approve: 'registration_approved', reject: 'rejected', query: 'query' },
  registration_approved: { 'approve-autotest': 'autotest_approved', reject: 'rejected', query: 'query', reset: 'pending' },
  autotest_approved: { query: 'query', reset: 'pending' },
  rejected: { query: 'query', reset: 'pending' },
  query: { approve: 'registration_approved', reject: 'rejected', reset: 'pending' },
};

export function reviewOutcome(c: MCentre, actor: Actor, action: ReviewAction): Expect {
  // Approval for autotest is its own permission (national admins'), checked before the centre is looked up.
  if (action === 'approve-autotest' && (!isNational(actor) || actor === 'auditor')) return { status: 403 };
  if (!holds(actor, 'centres.review')) return { status: 403 };
  if (!canSee(actor, c)) return { status: 404 };
  if (conflicted(c, actor)) return { status: 403 };
  const to = SPEC_REVIEW_TABLE[c.status][action];
  if (!to) return { status: 409 };
  if (action === 'approve-autotest' && !c.documents) return { status: 409 };
  return ok();
}

export function applyReview(c: MCentre, action: ReviewAction, by: { actor: Actor; model: Model }): void {
  // DECISIONS §10: a rejection is a decision against the centre, with its right of appeal.
  if (action === 'reject') addDecision(c, by.model, { kind: 'rejection', decider: by.actor, accreditation: null, from: c.status });
  c.status = SPEC_REVIEW_TABLE[c.status][action]!;
  if (action === 'approve') c.approved = true;
  if (action === 'reset') c.approved = false;
  if (action === 'query') c.complete = false;
  if (action === 'approve-autotest') c.reviewedSinceInit = true;
}

/** A write of the centre's own session: refused while pending (403), read-only once complete (409). */
function sessionWrite(c: MCentre): Expect | null {
  if (c.status === 'pending') return { status: 403 };
  if (c.complete) return { status: 409 };
  return null;
}

export function saveOutcome(c: MCentre, sent: Identity): Expect {
  const refused = sessionWrite(c);
  if (refused) return refused;
  const locked = lockedFields(c).filter((f) => {
    const had = String(c.identity[f] ?? '');
    const now = String(sent[f] ?? '');
    return f === 'GovernmentId' || f === 'AdminEmail' ? had.toUpperCase() !== now.toUpperCase() : had !== now;
  });
  return locked.length > 0 ? { status: 409 } : ok();
}

export function uploadOutcome(c: MCentre, now: Date): Expect {
  if (c.status !== 'pending' && c.complete && renewalOpen(c, now)) return ok(201);
  return sessionWrite(c) ?? ok(201);
}

export function renewalOutcome(c: MCentre, now: Date): Expect {
  if (c.status === 'pending') return { status: 403 };
  const force = inForce(c);
  if (!force || !force.validUntil) return { status: 409 };
  if (force.standing === 'suspended') return { status: 409 };
  if (running(current(c))) return { status: 409 };
  if (renewalOpensAt(c)! > now) return { status: 409 };
  if (c.status !== 'autotest_approved') return { status: 409 };
  if (c.autotest !== 'approved' || !c.autotestSat || c.autotestSat < startOfDay(renewalOpensAt(c)!)) return { status: 409 };
  return ok(201);
}

export function applyRenewal(c: MCentre, id: string, total: number): void {
  for (const a of c.accreditations) a.current = false;
  c.accreditations.push({ id, cycle: c.accreditations.length + 1, status: 'pending', stage: 0, total, standing: null, approvers: [], snapshotName: null, current: true, letterCode: null, kind: 'renewal', validUntil: null, expired: false, visited: false, suspendedUntil: null, lastMove: null });
}

export function completeOutcome(c: MCentre): Expect {
  if (c.status === 'pending') return { status: 403 };
  if (c.complete) return ok();
  return c.documents ? ok() : { status: 400 };
}

export function changeRequestOutcome(c: MCentre): Expect {
  if (c.status === 'pending') return { status: 403 };
  if (!c.approved) return { status: 409 };
  if (c.changeRequest) return { status: 409 };
  return ok(201);
}

export function decideChangeOutcome(c: MCentre, actor: Actor, decision: 'approve' | 'decline'): Expect {
  if (!holds(actor, 'centres.review')) return { status: 403 };
  if (!canSee(actor, c)) return { status: 404 };
  const destination = c.changeRequest?.changes.State;
  if (decision === 'approve' && destination && !isNational(actor) && stateOf(actor) !== destination) return { status: 403 };
  return ok();
}

export function autotestOutcome(c: MCentre, actor: Actor): Expect {
  if (!holds(actor, 'autotest.write')) return { status: 403 };
  if (!canSee(actor, c)) return { status: 404 };
  return c.status === 'autotest_approved' ? ok() : { status: 409 };
}

export function applyAutotest(c: MCentre, decision: Autotest, sat: Date, model: Model): void {
  c.autotest = decision;
  c.autotestSat = sat;
  const force = inForce(c);
  if (decision === 'rejected' && force?.standing === 'accredited') {
    // The system's suspension is a decision too (DECISIONS §10), with nobody as its decider.
    addDecision(c, model, { kind: 'suspension', decider: null, accreditation: force, from: 'accredited' });
    force.standing = 'suspended';
    force.suspendedUntil = null;
    withdrawRunning(c);
  }
}

export function initialiseOutcome(c: MCentre, actor: Actor): Expect {
  if (!holds(actor, 'accreditation.act')) return { status: 403 };
  if (!canSee(actor, c)) return { status: 404 };
  if (c.autotest !== 'approved' || c.status !== 'autotest_approved') return { status: 409 };
  const cur = current(c);
  if (cur && (running(cur) || !c.reviewedSinceInit)) return { status: 409 };
  if (!c.complete || !c.documents) return { status: 409 };
  return ok(201);
}

export function applyInitialise(c: MCentre, id: string, total: number): void {
  for (const a of c.accreditations) a.current = false;
  const kind = c.accreditations.length > 0 ? 'reaccreditation' : 'initial';
  c.accreditations.push({ id, cycle: c.accreditations.length + 1, status: 'pending', stage: 0, total, standing: null, approvers: [], snapshotName: null, current: true, letterCode: null, kind, validUntil: null, expired: false, visited: false, suspendedUntil: null, lastMove: null });
  c.reviewedSinceInit = false;
}

export function stageOutcome(c: MCentre, actor: Actor, decision: 'approve' | 'reject'): Expect {
  if (!holds(actor, 'accreditation.act')) return { status: 403 };
  if (!canSee(actor, c)) return { status: 404 };
  if (conflicted(c, actor)) return { status: 403 };
  const cur = current(c);
  if (!cur) return { status: 404 };
  if (!running(cur)) return { status: 409 };
  if (!STAGE_ACTORS.includes(actor)) return { status: 403 };
  if (decision === 'approve' && cur.approvers.includes(actor)) return { status: 403 };
  // A stage that requires an inspection waits for a visit submitted since this accreditation began.
  if (decision === 'approve' && inspectionStages(cur.total).includes(cur.stage + 1) && !cur.visited) return { status: 409 };
  return ok();
}

export function applyStage(c: MCentre, actor: Actor, decision: 'approve' | 'reject', validUntil: Date | null = null): void {
  const cur = current(c)!;
  if (decision === 'reject') {
    cur.status = 'rejected';
    return;
  }
  cur.approvers.push(actor);
  cur.stage += 1;
  if (cur.stage < cur.total) {
    cur.status = 'in_progress';
    return;
  }
  cur.status = 'approved';
  // DECISIONS §9: the grant supersedes the earlier accreditation in force; revoked ones stay revoked.
  for (const a of c.accreditations)
    if (a !== cur && (a.standing === 'accredited' || a.standing === 'suspended' || a.standing === 'expired')) {
      a.standing = 'superseded';
      a.lastMove = null;
    }
  cur.standing = 'accredited';
  cur.snapshotName = c.identity.CentreName;
  cur.validUntil = validUntil;
}

export type StandingAction = 'suspend' | 'reinstate' | 'revoke';
const STANDING_MOVES: Record<string, Partial<Record<StandingAction, AccreditationStanding>>> = {
  accredited: { suspend: 'suspended', revoke: 'revoked' },
  suspended: { reinstate: 'accredited', revoke: 'revoked' },
  expired: { revoke: 'revoked' },
};

export function standingOutcome(c: MCentre, actor: Actor, action: StandingAction): Expect {
  if (!holds(actor, 'accreditation.configure')) return { status: 403 };
  if (!canSee(actor, c)) return { status: 404 };
  if (conflicted(c, actor)) return { status: 403 };
  const force = inForce(c);
  if (!force) return { status: c.accreditations.length > 0 ? 409 : 404 };
  return STANDING_MOVES[force.standing!]?.[action] ? ok() : { status: 409 };
}

export function applyStanding(c: MCentre, action: StandingAction, by: { actor: Actor | null; model: Model; proposer?: Actor; until?: Date | null }): void {
  const force = inForce(c)!;
  const from = force.standing!;
  const fromSuspendedUntil = force.suspendedUntil;
  force.standing = STANDING_MOVES[force.standing!]![action]!;
  force.suspendedUntil = null;
  force.lastMove = null;
  if (action !== 'reinstate') {
    addDecision(c, by.model, { kind: action === 'suspend' ? 'suspension' : 'revocation', decider: by.actor, proposer: by.proposer ?? null, accreditation: force, from, fromSuspendedUntil, until: by.until ?? null });
    if (action === 'suspend' && by.until) force.suspendedUntil = by.until;
  }
  if (action === 'suspend' || action === 'revoke') withdrawRunning(c);
}

/**
 * DECISIONS §10 sanctions, as a super admin gives them: a warning, a delisting for a period, an urgent
 * suspension until a date, an urgent revocation, or a non-urgent suspension (a notice of proposal:
 * nothing changes until it is decided). A suspension needs an accredited standing, a revocation one
 * in force; a centre with none in force is a 409 (sanctions are not the standing's own 404).
 */
export type SanctionCall = 'warning' | 'delisting' | 'suspendUntil' | 'revokeNow' | 'proposeSuspension' | 'proposeRevocation';

export function sanctionOutcome(c: MCentre, actor: Actor, call: SanctionCall): Expect {
  if (!holds(actor, 'accreditation.configure')) return { status: 403 };
  if (!canSee(actor, c)) return { status: 404 };
  if (conflicted(c, actor)) return { status: 403 };
  if (call === 'warning' || call === 'delisting') return ok(201);
  const standing = inForce(c)?.standing ?? null;
  if (call === 'revokeNow' || call === 'proposeRevocation') return standing ? ok(201) : { status: 409 };
  return standing === 'accredited' ? ok(201) : { status: 409 };
}

export function applySanction(c: MCentre, call: SanctionCall, until: Date, by: { actor: Actor; model: Model }): void {
  if (call === 'warning' || call === 'delisting') {
    addDecision(c, by.model, { kind: call, decider: by.actor, accreditation: null, from: c.status, until: call === 'delisting' ? until : null });
    if (call === 'delisting') c.delistedUntil = delistingEnd(c);
    return;
  }
  if (call !== 'suspendUntil' && call !== 'revokeNow') return;
  applyStanding(c, call === 'suspendUntil' ? 'suspend' : 'revoke', { ...by, until: call === 'suspendUntil' ? until : null });
}

/** DECISIONS §10: the end of the longest delisting not set aside on appeal. */
export function delistingEnd(c: MCentre): Date | null {
  const ends = c.decisions.filter((d) => d.kind === 'delisting' && !d.lifted && d.until).map((d) => d.until!.getTime());
  return ends.length > 0 ? new Date(Math.max(...ends)) : null;
}

/** DECISIONS §10: while its delisting lasts, a pre-registration with a delisted centre's GovernmentId or AdminEmail is refused. */
export const delisted = (c: MCentre, now: Date): boolean => !!c.delistedUntil && c.delistedUntil > now;

/** Regenerating, mailing or downloading a letter: only in good standing (DECISIONS §9). */
export function letterOutcome(c: MCentre, actor: Actor | 'centre', call: 'regenerate' | 'download'): Expect {
  if (actor !== 'centre') {
    if (!holds(actor, call === 'regenerate' ? 'accreditation.configure' : 'accreditation.read')) return { status: 403 };
    if (!canSee(actor, c)) return { status: 404 };
  }
  const letter = letterAccreditation(c);
  if (!letter) return { status: call === 'regenerate' ? 409 : 404 };
  if (!inGoodStanding(c)) return { status: 409 };
  return ok(call === 'regenerate' ? 202 : 200);
}

// ---- Inspection visits (docs/INSPECTIONS.md): admins who may manage inspections, in the centre's scope.

export const newestVisit = (c: MCentre): MVisit | null => c.visits[c.visits.length - 1] ?? null;

/** Scheduling, with the scheduler as the visit's inspector: the auditor may not (403), out of scope sees nothing (404). */
export function scheduleVisitOutcome(c: MCentre, actor: Actor): Expect {
  if (actor === 'auditor') return { status: 403 };
  if (!canSee(actor, c)) return { status: 404 };
  if (conflicted(c, actor)) return { status: 403 };
  // At most three open (scheduled) visits of a centre at once (INSPECTION_SCHEDULE_LIMITS).
  if (c.visits.filter((v) => v.status === 'scheduled').length >= 3) return { status: 409 };
  return ok(201);
}

/** Submitting the findings: only an inspector of the visit, only while it is scheduled. */
export function submitVisitOutcome(c: MCentre, v: MVisit, actor: Actor): Expect {
  if (actor === 'auditor') return { status: 403 };
  if (!canSee(actor, c)) return { status: 404 };
  if (actor !== v.inspector) return { status: 403 };
  if (conflicted(c, actor)) return { status: 403 };
  if (v.status !== 'scheduled') return { status: 409 };
  return ok();
}

export function applySubmitVisit(c: MCentre, v: MVisit, m: Model): void {
  v.status = 'submitted';
  v.submittedSeq = nextSeq(m);
  const cur = current(c);
  if (cur) cur.visited = true;
}

/** Cancelling: any admin who may manage inspections in scope, only while the visit is scheduled. */
export function cancelVisitOutcome(c: MCentre, v: MVisit, actor: Actor): Expect {
  if (actor === 'auditor') return { status: 403 };
  if (!canSee(actor, c)) return { status: 404 };
  if (v.status !== 'scheduled') return { status: 409 };
  return ok();
}
