import fc from 'fast-check';
import { ADMIN_ACTORS, conflicted, delisted, erasableOnRequest, inForce, newestVisit, STATES, type Actor, type SanctionCall, type Autotest, type MCentre, type MDecision, type Model, type ReviewAction, type StandingAction, type State } from './model.js';
import type { Portal } from './portal.js';
import * as step from './steps.js';
import * as dp from './due-process-steps.js';

/**
 * The lifecycle's commands for fast-check's model-based testing (fc.commands + fc.asyncModelRun).
 * A command names its centre by a number taken modulo the centres the run has made so far, so a
 * shrunk sequence still means something; check() says when it applies.
 */

type Cmd = fc.AsyncCommand<Model, Portal>;
const MAX_CENTRES = 4;

const pick = (m: Model, n: number): MCentre => m.centres[n % m.centres.length]!;

abstract class OnCentre implements Cmd {
  constructor(readonly n: number) {}
  check(m: Readonly<Model>): boolean {
    // An erased centre has no one to act for it any more: no command names it (its facts are still checked).
    return m.centres.length > 0 && !pick(m as Model, this.n).erased && this.applies(pick(m as Model, this.n), m as Model);
  }
  protected applies(_c: MCentre, _m: Model): boolean {
    return true;
  }
  abstract run(m: Model, p: Portal): Promise<void>;
  abstract toString(): string;
}

class CreatePublic implements Cmd {
  constructor(readonly state: State) {}
  check(m: Readonly<Model>): boolean {
    return m.centres.length < MAX_CENTRES;
  }
  run(m: Model, p: Portal): Promise<void> {
    return step.createPublic(p, m, this.state);
  }
  toString(): string {
    return `preRegister(${this.state})`;
  }
}

class CreateByAdmin implements Cmd {
  constructor(
    readonly actor: Actor,
    readonly state: State | null,
  ) {}
  check(m: Readonly<Model>): boolean {
    return m.centres.length < MAX_CENTRES;
  }
  run(m: Model, p: Portal): Promise<void> {
    return step.createByAdmin(p, m, this.actor, this.state);
  }
  toString(): string {
    return `simpleCreate(${this.actor}, ${this.state ?? 'no state'})`;
  }
}

class Import implements Cmd {
  constructor(readonly rows: Array<{ full: boolean; state: State }>) {}
  check(m: Readonly<Model>): boolean {
    return m.centres.length + this.rows.length <= MAX_CENTRES;
  }
  run(m: Model, p: Portal): Promise<void> {
    return step.importCentres(p, m, this.rows);
  }
  toString(): string {
    return `import(${this.rows.map((r) => `${r.full ? 'full' : 'sparse'} ${r.state}`).join(', ')})`;
  }
}

/** Up to `steps` steps of the usual road for one centre, each checked like any other command. */
class Advance extends OnCentre {
  constructor(
    n: number,
    readonly steps: number,
  ) {
    super(n);
  }
  async run(m: Model, p: Portal): Promise<void> {
    for (let i = 0; i < this.steps; i++) if (!(await step.advance(p, m, pick(m, this.n)))) return;
  }
  toString(): string {
    return `advance(#${this.n}, ${this.steps})`;
  }
}

class Review extends OnCentre {
  constructor(
    n: number,
    readonly actor: Actor,
    readonly action: ReviewAction,
  ) {
    super(n);
  }
  async run(m: Model, p: Portal): Promise<void> {
    await step.reviewStep(p, m, pick(m, this.n), this.actor, this.action);
  }
  toString(): string {
    return `review(#${this.n}, ${this.actor}, ${this.action})`;
  }
}

class SignIn extends OnCentre {
  protected override applies(c: MCentre): boolean {
    return !c.session && c.status !== 'pending';
  }
  run(m: Model, p: Portal): Promise<void> {
    return step.signIn(p, pick(m, this.n));
  }
  toString(): string {
    return `signIn(#${this.n})`;
  }
}

/** The centre's own session at work; each needs a session. */
class SessionWrite extends OnCentre {
  constructor(
    n: number,
    readonly kind: 'save' | 'rename' | 'upload' | 'complete' | 'requestName' | 'requestMove' | 'renew',
  ) {
    super(n);
  }
  protected override applies(c: MCentre): boolean {
    return !!c.session;
  }
  async run(m: Model, p: Portal): Promise<void> {
    const c = pick(m, this.n);
    if (this.kind === 'save' || this.kind === 'rename') await step.saveStep(p, m, c, this.kind === 'rename');
    else if (this.kind === 'upload') await step.uploadStep(p, m, c);
    else if (this.kind === 'complete') await step.completeStep(p, m, c);
    else if (this.kind === 'renew') await step.renewStep(p, m, c);
    else await step.changeRequestStep(p, m, c, this.kind === 'requestMove');
  }
  toString(): string {
    return `centre(#${this.n}, ${this.kind})`;
  }
}

class CrossSession extends OnCentre {
  constructor(
    n: number,
    readonly other: number,
  ) {
    super(n);
  }
  protected override applies(c: MCentre, m: Model): boolean {
    const other = m.centres[this.other % m.centres.length]!;
    return other !== c && !!other.session;
  }
  run(m: Model, p: Portal): Promise<void> {
    return step.crossSessionStep(p, m, pick(m, this.n), m.centres[this.other % m.centres.length]!);
  }
  toString(): string {
    return `otherCentreWrites(#${this.n}, by #${this.other})`;
  }
}

class DecideChange extends OnCentre {
  constructor(
    n: number,
    readonly actor: Actor,
    readonly decision: 'approve' | 'decline',
  ) {
    super(n);
  }
  protected override applies(c: MCentre): boolean {
    // Whether a conflict blocks deciding a change request DECISIONS does not say: a conflicted actor is not asked to.
    return !!c.changeRequest && !conflicted(c, this.actor);
  }
  async run(m: Model, p: Portal): Promise<void> {
    await step.decideChangeStep(p, m, pick(m, this.n), this.actor, this.decision);
  }
  toString(): string {
    return `decideChange(#${this.n}, ${this.actor}, ${this.decision})`;
  }
}

class AutotestResult extends OnCentre {
  constructor(
    n: number,
    readonly actor: Actor,
    readonly decision: Autotest,
  ) {
    super(n);
  }
  async run(m: Model, p: Portal): Promise<void> {
    await step.autotestStep(p, m, pick(m, this.n), this.actor, this.decision);
  }
  toString(): string {
    return `autotest(#${this.n}, ${this.actor}, ${this.decision})`;
  }
}

class Accreditation extends OnCentre {
  constructor(
    n: number,
    readonly actor: Actor,
    readonly call: 'initialise' | 'approve' | 'reject',
  ) {
    super(n);
  }
  async run(m: Model, p: Portal): Promise<void> {
    const c = pick(m, this.n);
    if (this.call === 'initialise') await step.initialiseStep(p, m, c, this.actor);
    else await step.stageStep(p, m, c, this.actor, this.call);
  }
  toString(): string {
    return `accreditation(#${this.n}, ${this.actor}, ${this.call})`;
  }
}

class Standing extends OnCentre {
  constructor(
    n: number,
    readonly actor: Actor,
    readonly action: StandingAction,
  ) {
    super(n);
  }
  async run(m: Model, p: Portal): Promise<void> {
    await step.standingStep(p, m, pick(m, this.n), this.actor, this.action);
  }
  toString(): string {
    return `standing(#${this.n}, ${this.actor}, ${this.action})`;
  }
}

/** Time passes on the portal's clock: validity ends, renewal windows open (DECISIONS §9). */
class TimePasses implements Cmd {
  constructor(readonly days: number) {}
  check(): boolean {
    return true;
  }
  run(m: Model, p: Portal): Promise<void> {
    return step.timePasses(p, m, this.days);
  }
  toString(): string {
    return `timePasses(${this.days} days)`;
  }
}

/** An inspection visit: scheduled (its scheduler inspects), submitted with every finding, or cancelled. */
class Visit extends OnCentre {
  constructor(
    n: number,
    readonly actor: Actor,
    readonly call: 'schedule' | 'submit' | 'cancel',
  ) {
    super(n);
  }
  protected override applies(c: MCentre): boolean {
    // Whether a conflict blocks cancelling a visit DECISIONS does not say: a conflicted actor is not asked to.
    return (this.call === 'schedule' || !!newestVisit(c)) && !(this.call === 'cancel' && conflicted(c, this.actor));
  }
  async run(m: Model, p: Portal): Promise<void> {
    const c = pick(m, this.n);
    if (this.call === 'schedule') await step.scheduleVisitStep(p, m, c, this.actor);
    else if (this.call === 'submit') await step.submitVisitStep(p, m, c, this.actor);
    else await step.cancelVisitStep(p, m, c, this.actor);
  }
  toString(): string {
    return `visit(#${this.n}, ${this.actor}, ${this.call})`;
  }
}

class Letter extends OnCentre {
  constructor(
    n: number,
    readonly actor: Actor | 'centre',
    readonly call: 'regenerate' | 'download',
  ) {
    super(n);
  }
  protected override applies(c: MCentre): boolean {
    return this.actor !== 'centre' || (this.call === 'download' && !!c.session);
  }
  run(m: Model, p: Portal): Promise<void> {
    return step.letterStep(p, m, pick(m, this.n), this.actor, this.call);
  }
  toString(): string {
    return `letter(#${this.n}, ${this.actor}, ${this.call})`;
  }
}

/** A renewal in flight meets a suspension, a revocation, a reinstatement, the end of validity or a failed autotest (DECISIONS §10). */
class RenewalInterleaving extends OnCentre {
  constructor(
    n: number,
    readonly interleave: step.Interleave,
  ) {
    super(n);
  }
  protected override applies(c: MCentre): boolean {
    return inForce(c) !== null;
  }
  run(m: Model, p: Portal): Promise<void> {
    return step.renewalInterleaving(p, m, pick(m, this.n), this.interleave);
  }
  toString(): string {
    return `renewalThen(#${this.n}, ${this.interleave})`;
  }
}

/** A legal hold set or lifted on a centre (DECISIONS §10). */
class LegalHold extends OnCentre {
  constructor(
    n: number,
    readonly actor: Actor,
    readonly act: 'set' | 'lift',
  ) {
    super(n);
  }
  async run(m: Model, p: Portal): Promise<void> {
    await step.legalHoldStep(p, m, pick(m, this.n), this.actor, this.act);
  }
  toString(): string {
    return `${this.act}LegalHold(#${this.n}, ${this.actor})`;
  }
}

/** An erasure request for a centre never approved: 409 under legal hold, else its personal data goes. */
class Erase extends OnCentre {
  constructor(
    n: number,
    readonly actor: Actor,
  ) {
    super(n);
  }
  protected override applies(c: MCentre): boolean {
    return erasableOnRequest(c);
  }
  async run(m: Model, p: Portal): Promise<void> {
    await step.erasureStep(p, m, pick(m, this.n), this.actor);
  }
  toString(): string {
    return `erase(#${this.n}, ${this.actor})`;
  }
}

/** A sanction (DECISIONS §10) by an actor who may or may not give it; a dated one ends `days` ahead. */
class Sanction extends OnCentre {
  constructor(
    n: number,
    readonly actor: Actor,
    readonly call: SanctionCall,
    readonly days: number,
  ) {
    super(n);
  }
  async run(m: Model, p: Portal): Promise<void> {
    await step.sanctionStep(p, m, pick(m, this.n), this.actor, this.call, this.days);
  }
  toString(): string {
    return `sanction(#${this.n}, ${this.actor}, ${this.call}, ${this.days} days)`;
  }
}

/** Someone tries to pre-register again with a delisted centre's GovernmentId or AdminEmail. */
class PreRegisterDelisted extends OnCentre {
  constructor(
    n: number,
    readonly by: 'GovernmentId' | 'AdminEmail',
  ) {
    super(n);
  }
  protected override applies(c: MCentre, m: Model): boolean {
    return delisted(c, m.now);
  }
  run(m: Model, p: Portal): Promise<void> {
    return step.preRegisterDelistedStep(p, pick(m, this.n), this.by);
  }
  toString(): string {
    return `preRegisterDelisted(#${this.n}, ${this.by})`;
  }
}

const n = fc.nat({ max: MAX_CENTRES - 1 });
const actor = fc.constantFrom(...ADMIN_ACTORS);
const state = fc.constantFrom(...STATES);

/** The three ways a centre enters: public pre-registration, an admin's simple create, a CSV import. */
const entryPaths: Array<fc.Arbitrary<Cmd>> = [
  state.map((s) => new CreatePublic(s)),
  fc.tuple(fc.constantFrom<Actor>('super', 'national1', 'lagos', 'kano', 'auditor'), fc.option(state)).map(([a, s]) => new CreateByAdmin(a, s)),
  fc.array(fc.record({ full: fc.boolean(), state }), { minLength: 1, maxLength: 2 }).map((rows) => new Import(rows)),
];

/** Each run starts with one to three centres entering, by any path, so its commands have centres to act on. */
export const entries = fc.array(fc.oneof(...entryPaths), { minLength: 1, maxLength: 3 });

/** Every entry path, action and actor the lifecycle knows; advance appears often to reach deep states. */
export const lifecycleCommands = [
  ...entryPaths,
  fc.tuple(n, fc.integer({ min: 1, max: 12 })).map(([i, k]) => new Advance(i, k)),
  fc.tuple(n, fc.integer({ min: 1, max: 12 })).map(([i, k]) => new Advance(i, k)),
  fc.tuple(n, fc.integer({ min: 1, max: 12 })).map(([i, k]) => new Advance(i, k)),
  fc.tuple(n, actor, fc.constantFrom<ReviewAction>('approve', 'approve-autotest', 'reject', 'query', 'reset')).map(([i, a, r]) => new Review(i, a, r)),
  n.map((i) => new SignIn(i)),
  fc.tuple(n, fc.constantFrom('save', 'rename', 'upload', 'complete', 'requestName', 'requestMove', 'renew') as fc.Arbitrary<SessionWrite['kind']>).map(([i, k]) => new SessionWrite(i, k)),
  // From a day to past a whole validity: renewal windows open (at 90 days before the end) and validity ends.
  fc.constantFrom(1, 30, 200, 300, 380).map((days) => new TimePasses(days)),
  fc.tuple(n, n).map(([i, j]) => new CrossSession(i, j)),
  fc.tuple(n, actor, fc.constantFrom<'approve' | 'decline'>('approve', 'decline')).map(([i, a, d]) => new DecideChange(i, a, d)),
  fc.tuple(n, fc.constantFrom<Actor>('national1', 'super', 'lagos', 'auditor'), fc.constantFrom<Autotest>('approved', 'rejected', 'pending')).map(([i, a, d]) => new AutotestResult(i, a, d)),
  fc.tuple(n, actor, fc.constantFrom<'initialise' | 'approve' | 'reject'>('initialise', 'approve', 'approve', 'reject')).map(([i, a, c]) => new Accreditation(i, a, c)),
  fc.tuple(n, fc.constantFrom<Actor>('super', 'super', 'national1', 'auditor'), fc.constantFrom<StandingAction>('suspend', 'reinstate', 'revoke')).map(([i, a, s]) => new Standing(i, a, s)),
  fc.tuple(n, fc.constantFrom<step.Interleave>('suspend', 'revoke', 'reinstate', 'expiry', 'autotestFails')).map(([i, k]) => new RenewalInterleaving(i, k)),
  fc.tuple(n, actor, fc.constantFrom<Visit['call']>('schedule', 'submit', 'submit', 'cancel')).map(([i, a, v]) => new Visit(i, a, v)),
  fc.tuple(n, fc.constantFrom<Actor | 'centre'>('super', 'national1', 'lagos', 'auditor', 'centre'), fc.constantFrom<'regenerate' | 'download'>('regenerate', 'download')).map(([i, a, c]) => new Letter(i, a, c)),
  fc.tuple(n, fc.constantFrom<Actor>('super', 'super', 'lagos'), fc.constantFrom<'set' | 'lift'>('set', 'lift')).map(([i, a, h]) => new LegalHold(i, a, h)),
  fc.tuple(n, fc.constantFrom<Actor>('super', 'super', 'national1')).map(([i, a]) => new Erase(i, a)),
  // Twice: a sanction meets an accredited centre only late in a run.
  ...[1, 2].map(() =>
    fc
      .tuple(n, fc.constantFrom<Actor>('super', 'super', 'national1', 'kano'), fc.constantFrom<SanctionCall>('warning', 'delisting', 'suspendUntil', 'suspendUntil', 'revokeNow', 'proposeSuspension', 'proposeRevocation'), fc.constantFrom(2, 40))
      .map(([i, a, s, d]) => new Sanction(i, a, s, d)),
  ),
  fc.tuple(n, fc.constantFrom<'GovernmentId' | 'AdminEmail'>('GovernmentId', 'AdminEmail')).map(([i, b]) => new PreRegisterDelisted(i, b)),
];

// ---- Due process (DECISIONS §10): notices, representations, appeals, conflicts of interest.

const nth = <T>(items: T[], k: number): T => items[k % items.length]!;
const appealable = (c: MCentre): MDecision[] => c.decisions.filter((d) => d.id !== null);
const appealed = (c: MCentre): MDecision[] => c.decisions.filter((d) => d.appeal);
/** The centre's own session, as long as it is not pending (a pending centre writes nothing). */
const inSession = (c: MCentre): boolean => !!c.session && c.status !== 'pending';

class DeclareConflict extends OnCentre {
  constructor(
    n: number,
    readonly actor: Actor,
    readonly by: 'centre' | 'governmentId',
  ) {
    super(n);
  }
  protected override applies(c: MCentre): boolean {
    return !c.conflicts.includes(this.actor);
  }
  run(m: Model, p: Portal): Promise<void> {
    return dp.declareConflictStep(p, m, pick(m, this.n), this.actor, this.by);
  }
  toString(): string {
    return `declareConflict(#${this.n}, ${this.actor}, by ${this.by})`;
  }
}

class Represent extends OnCentre {
  constructor(
    n: number,
    readonly k: number,
  ) {
    super(n);
  }
  protected override applies(c: MCentre): boolean {
    return inSession(c) && c.notices.length > 0;
  }
  run(m: Model, p: Portal): Promise<void> {
    const c = pick(m, this.n);
    return dp.representStep(p, m, c, nth(c.notices, this.k));
  }
  toString(): string {
    return `represent(#${this.n}, notice ${this.k})`;
  }
}

class DecideNotice extends OnCentre {
  constructor(
    n: number,
    readonly k: number,
    readonly actor: Actor,
    readonly outcome: 'imposed' | 'withdrawn',
  ) {
    super(n);
  }
  protected override applies(c: MCentre): boolean {
    return c.notices.length > 0;
  }
  run(m: Model, p: Portal): Promise<void> {
    const c = pick(m, this.n);
    return dp.decideNoticeStep(p, m, c, nth(c.notices, this.k), this.actor, this.outcome);
  }
  toString(): string {
    return `decideNotice(#${this.n}, notice ${this.k}, ${this.actor}, ${this.outcome})`;
  }
}

class LodgeAppeal extends OnCentre {
  constructor(
    n: number,
    readonly k: number,
  ) {
    super(n);
  }
  protected override applies(c: MCentre): boolean {
    return inSession(c) && appealable(c).length > 0;
  }
  run(m: Model, p: Portal): Promise<void> {
    const c = pick(m, this.n);
    return dp.lodgeAppealStep(p, m, c, nth(appealable(c), this.k));
  }
  toString(): string {
    return `lodgeAppeal(#${this.n}, decision ${this.k})`;
  }
}

class ForeignAppeal extends OnCentre {
  constructor(
    n: number,
    readonly other: number,
  ) {
    super(n);
  }
  protected override applies(c: MCentre, m: Model): boolean {
    const other = m.centres[this.other % m.centres.length]!;
    return other !== c && inSession(c) && appealable(other).length > 0;
  }
  run(m: Model, p: Portal): Promise<void> {
    const other = m.centres[this.other % m.centres.length]!;
    return dp.foreignAppealStep(p, m, pick(m, this.n), other, appealable(other)[0]!);
  }
  toString(): string {
    return `appealOfAnother(#${this.n}, #${this.other}'s decision)`;
  }
}

class DecideAppeal extends OnCentre {
  constructor(
    n: number,
    readonly k: number,
    readonly actor: Actor,
    readonly outcome: 'allowed' | 'dismissed',
  ) {
    super(n);
  }
  protected override applies(c: MCentre): boolean {
    return appealed(c).length > 0;
  }
  run(m: Model, p: Portal): Promise<void> {
    const c = pick(m, this.n);
    return dp.decideAppealStep(p, m, c, nth(appealed(c), this.k), this.actor, this.outcome);
  }
  toString(): string {
    return `decideAppeal(#${this.n}, appeal ${this.k}, ${this.actor}, ${this.outcome})`;
  }
}

/** A decision on an accreditation in force is appealed, something happens meanwhile, and the appeal is allowed (DECISIONS §10). */
class AppealInterleaving extends OnCentre {
  constructor(
    n: number,
    readonly interleave: dp.AppealInterleave,
  ) {
    super(n);
  }
  run(m: Model, p: Portal): Promise<void> {
    return dp.appealInterleaving(p, m, pick(m, this.n), this.interleave);
  }
  toString(): string {
    return `appealThen(#${this.n}, ${this.interleave})`;
  }
}

const k = fc.nat({ max: 5 });

/** The due-process commands, spread among the lifecycle's. */
export const dueProcessCommands = [
  fc.tuple(n, fc.constantFrom<Actor>('national2', 'lagos', 'kano'), fc.constantFrom<'centre' | 'governmentId'>('centre', 'governmentId')).map(([i, a, b]) => new DeclareConflict(i, a, b)),
  fc.tuple(n, k).map(([i, j]) => new Represent(i, j)),
  fc.tuple(n, k, fc.constantFrom<Actor>('super', 'super', 'national1', 'kano'), fc.constantFrom<'imposed' | 'withdrawn'>('imposed', 'imposed', 'withdrawn')).map(([i, j, a, o]) => new DecideNotice(i, j, a, o)),
  fc.tuple(n, k).map(([i, j]) => new LodgeAppeal(i, j)),
  fc.tuple(n, k).map(([i, j]) => new LodgeAppeal(i, j)),
  fc.tuple(n, n).map(([i, j]) => new ForeignAppeal(i, j)),
  fc.tuple(n, k, actor, fc.constantFrom<'allowed' | 'dismissed'>('allowed', 'allowed', 'dismissed')).map(([i, j, a, o]) => new DecideAppeal(i, j, a, o)),
  fc.tuple(n, k, fc.constantFrom<Actor>('judge', 'national2'), fc.constantFrom<'allowed' | 'dismissed'>('allowed', 'allowed', 'dismissed')).map(([i, j, a, o]) => new DecideAppeal(i, j, a, o)),
  fc.tuple(n, fc.constantFrom<dp.AppealInterleave>('resuspend', 'revokeExpired', 'regrant', 'notice', 'late', 'rejection')).map(([i, kind]) => new AppealInterleaving(i, kind)),
];
