import { canSee, conflicted, isNational, type Actor, type Expect, type MCentre, type MDecision, type MNotice, type Model } from './model.js';

/**
 * DECISIONS §10 "Due process" as the model reads it: notices of proposal and their representations,
 * appeals and who may decide them, conflicts of interest. Written from DECISIONS' words (and
 * docs/DUE-PROCESS.md), never from the service: a model that copies the implementation passes its
 * holes. Where DECISIONS leaves a case open the model says so ('unsettled') and the run does not ask.
 */

const DAY = 24 * 3600_000;
/** The configuration under test keeps the defaults: 28 days to appeal, 14 days for representations. */
export const APPEAL_DAYS = 28;
export const REPRESENTATIONS_DAYS = 14;
/** Calls this close to a deadline are not made: the portal's clock moves on between the model's reading and the call. */
const EDGE_MS = 5 * 60_000;
const nearEdge = (now: Date, edge: Date) => Math.abs(now.getTime() - edge.getTime()) < EDGE_MS;

/** Holders of `appeals.decide`: national admins and the super admin; not state admins, not the auditor (who changes nothing). */
export const mayDecideAppeals = (actor: Actor): boolean => isNational(actor) && actor !== 'auditor';

/** The accreditation the decision acted on. */
export const appealOpen = (d: MDecision): boolean => d.appeal?.status === 'open';

/**
 * Who took part in a decision (DECISIONS §10): its decider, that accreditation's approvers, its
 * visits' inspectors, and anyone who declared a conflict with the centre. 'unsettled' where the words
 * leave it open: an inspector of a visit not (yet) submitted when the decision was taken, or of a visit
 * of another accreditation; the proposer of a notice someone else imposed.
 */
export function tookPart(c: MCentre, d: MDecision, actor: Actor): 'yes' | 'no' | 'unsettled' {
  if (d.decider === actor || conflicted(c, actor)) return 'yes';
  if (d.accreditation?.approvers.includes(actor)) return 'yes';
  let unsettled = d.proposer === actor;
  for (const v of c.visits) {
    if (v.inspector !== actor || v.scheduledSeq > d.seq) continue;
    const informed = v.submittedSeq !== null && v.submittedSeq < d.seq && !!d.accreditation && v.accreditationId === d.accreditation.id;
    if (informed) return 'yes';
    unsettled = true;
  }
  return unsettled ? 'unsettled' : 'no';
}

/** A centre lodges an appeal against its own decision: one per decision, within `appealDays`. */
export function lodgeOutcome(d: MDecision, now: Date): Expect | 'unsettled' {
  if (!d.appealUntil || nearEdge(now, d.appealUntil)) return 'unsettled';
  if (d.appeal) return { status: 409 };
  return now < d.appealUntil ? { status: 201 } : { status: 409 };
}

/**
 * Whether an allowed appeal can restore exactly what the decision took, through the state machines
 * (reinstated, re-opened, the sanction set aside). 'moved' when the record is no longer as the
 * decision left it (another move came since, or a later accreditation replaced the revoked one):
 * then nothing can be restored and the answer is a 409 changing nothing. 'unsettled' where restoring
 * would meet a clock that ran meanwhile (validity ended, a dated suspension's day passed).
 */
export function reversal(c: MCentre, d: MDecision, now: Date): 'ok' | 'moved' | 'unsettled' {
  if (d.kind === 'warning' || d.kind === 'delisting') return 'ok';
  if (d.kind === 'rejection') return c.status === 'rejected' ? 'ok' : 'moved';
  const a = d.accreditation!;
  if (a.lastMove !== d) return 'moved';
  if (d.kind === 'suspension') return a.standing === 'suspended' ? 'ok' : 'moved';
  // A revocation: a later grant replaced the accreditation (two in force would be the result).
  if (c.accreditations.some((x) => x.cycle > a.cycle && x.standing !== null)) return 'moved';
  if (d.from !== 'expired' && a.validUntil && a.validUntil <= now) return 'unsettled';
  if (d.from === 'suspended' && d.fromSuspendedUntil) return 'unsettled';
  return 'ok';
}

export function decideAppealOutcome(c: MCentre, d: MDecision, actor: Actor, outcome: 'allowed' | 'dismissed', now: Date): Expect | 'unsettled' {
  if (!mayDecideAppeals(actor)) return { status: 403 };
  if (!canSee(actor, c)) return { status: 404 };
  if (d.appeal!.status !== 'open') return { status: 409 };
  const part = tookPart(c, d, actor);
  if (part === 'unsettled') return 'unsettled';
  if (part === 'yes') return { status: 403 };
  if (outcome === 'dismissed') return { status: 200 };
  const r = reversal(c, d, now);
  return r === 'unsettled' ? 'unsettled' : r === 'ok' ? { status: 200 } : { status: 409 };
}

/** Undoes what the decision took: the registration re-opened, the standing restored, the sanction set aside. */
export function applyAllowed(c: MCentre, d: MDecision, model: Model): void {
  d.lifted = true;
  if (d.kind === 'rejection') {
    c.status = 'pending';
    c.approved = false;
    c.pendingSince = model.now;
    return;
  }
  if (d.kind === 'delisting' || d.kind === 'warning') return;
  const a = d.accreditation!;
  a.standing = d.kind === 'suspension' ? 'accredited' : (d.from as typeof a.standing);
  a.suspendedUntil = null;
  a.lastMove = null;
}

/** The centre's representations: once, within the window, while the notice is open. */
export function representOutcome(n: MNotice, now: Date): Expect | 'unsettled' {
  if (nearEdge(now, n.representationsUntil)) return 'unsettled';
  if (n.status !== 'open' || n.represented) return { status: 409 };
  return now < n.representationsUntil ? { status: 201 } : { status: 409 };
}

/** Staff decide a notice once its representations are in or its window has closed; once only. */
export function decideNoticeOutcome(c: MCentre, n: MNotice, actor: Actor, outcome: 'imposed' | 'withdrawn', now: Date): Expect | 'unsettled' {
  if (actor !== 'super') return { status: 403 };
  if (n.status !== 'open') return { status: 409 };
  if (!n.represented && nearEdge(now, n.representationsUntil)) return 'unsettled';
  if (!n.represented && now < n.representationsUntil) return { status: 409 };
  if (conflicted(c, actor)) return { status: 403 };
  if (outcome === 'withdrawn') return { status: 200 };
  const standing = c.accreditations.find((a) => a.standing === 'accredited' || a.standing === 'suspended' || a.standing === 'expired')?.standing ?? null;
  if (n.kind === 'suspension') return standing === 'accredited' ? { status: 200 } : { status: 409 };
  return standing ? { status: 200 } : { status: 409 };
}

export const representationsUntilOf = (proposedAt: Date): Date => new Date(proposedAt.getTime() + REPRESENTATIONS_DAYS * DAY);
export const appealUntilOf = (at: Date): Date => new Date(at.getTime() + APPEAL_DAYS * DAY);
