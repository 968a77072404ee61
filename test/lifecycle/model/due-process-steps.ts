import { expect } from '@jest/globals';
import { clockNow } from '../../support/lifecycle-api.js';
import type { ApiResponse } from '../../support/test-app.js';
import { applyAllowed, decideAppealOutcome, decideNoticeOutcome, lodgeOutcome, representationsUntilOf, representOutcome, tookPart } from './due-process.js';
import { applyStanding, delistingEnd, inForce, type Actor, type Expect, type MCentre, type MDecision, type MNotice, type Model } from './model.js';
import type { Portal } from './portal.js';
import * as step from './steps.js';
import { attempt } from './steps.js';

const DAY = 24 * 3600_000;

/**
 * The due-process steps of the model test (DECISIONS §10): each asks the rules in due-process.ts what
 * the call must answer, makes it through `attempt` (a refusal changes nothing; the decisions, notices
 * and appeals are compared after every call) and applies the change. A case the rules leave
 * unsettled is not asked.
 */

/** A notice of proposal the portal answered: its window runs `representationsDays` from its proposal. */
export function addNotice(portal: Portal, c: MCentre, actor: Actor, notice: { id: string; kind: 'suspension' | 'revocation'; proposedAt: string; representationsUntil: string }): void {
  const until = new Date(notice.representationsUntil);
  expect({ centre: c.label, window: until.getTime() }).toEqual({ centre: c.label, window: representationsUntilOf(new Date(notice.proposedAt)).getTime() });
  c.notices.push({ id: notice.id, kind: notice.kind, proposer: actor, representationsUntil: until, represented: false, status: 'open' });
  portal.note('notice proposed');
}

async function settled(portal: Portal, model: Model, c: MCentre, name: string, expected: Expect | 'unsettled', call: () => Promise<ApiResponse>, apply: (res: ApiResponse) => void): Promise<ApiResponse | null> {
  if (expected === 'unsettled') {
    portal.note(`${name} (unsettled: not asked)`);
    return null;
  }
  const res = await attempt(portal, model, c, name, expected, call, apply);
  if (res.status >= 400) portal.note(`${name.replace(/^(super|national1|national2|lagos|kano|auditor|judge) /, '')} refused ${res.status}`);
  return res;
}

/** The centre's representations on its notice, from its session. */
export async function representStep(portal: Portal, model: Model, c: MCentre, n: MNotice): Promise<void> {
  const now = await clockNow(portal.app);
  await settled(portal, model, c, 'representations', representOutcome(n, now), () =>
    portal.app.request('POST', `/api/centre-registration/${c.reference}/notices/${n.id}/representations`, { token: c.session!, body: { representations: 'Model: our answer to the notice.' } }),
  () => {
    n.represented = true;
  });
}

/** Staff impose or withdraw a notice: an imposed one is the decision, by whoever imposed it. */
export async function decideNoticeStep(portal: Portal, model: Model, c: MCentre, n: MNotice, actor: Actor, outcome: 'imposed' | 'withdrawn'): Promise<void> {
  const now = await clockNow(portal.app);
  await settled(portal, model, c, `${actor} notice ${outcome}`, decideNoticeOutcome(c, n, actor, outcome, now), () =>
    portal.app.request('POST', `/api/accreditation/centres/${c.id}/notices/${n.id}/decision`, { token: portal.token(actor), body: { outcome, reasons: `Model: notice ${outcome}` } }),
  () => {
    n.status = outcome;
    if (outcome === 'imposed') applyStanding(c, n.kind === 'suspension' ? 'suspend' : 'revoke', { actor, model, proposer: n.proposer });
  });
}

/** The centre appeals one of its decisions from its session. */
export async function lodgeAppealStep(portal: Portal, model: Model, c: MCentre, d: MDecision): Promise<void> {
  const now = await clockNow(portal.app);
  const res = await settled(portal, model, c, 'lodge appeal', lodgeOutcome(d, now), () =>
    portal.app.request('POST', `/api/centre-registration/${c.reference}/appeals`, { token: c.session!, body: { decisionId: d.id, grounds: 'Model: the grounds of appeal.' } }),
  (r) => {
    d.appeal = { id: r.body.data.id, status: 'open' };
  });
  if (res?.status === 201) {
    // Staff see it among the open appeals.
    const open = await portal.call('appeals list', () => portal.app.request('GET', '/api/appeals?status=open&limit=100', { token: portal.token('super') }));
    expect({ centre: c.label, listed: (open.body.data.appeals as Array<{ id: string }>).some((a) => a.id === d.appeal!.id) }).toEqual({ centre: c.label, listed: true });
  }
}

/** The centre tries to appeal another centre's decision through its own session: 404, nothing changes anywhere. */
export async function foreignAppealStep(portal: Portal, model: Model, c: MCentre, other: MCentre, d: MDecision): Promise<void> {
  await attempt(portal, model, other, 'appeal of another centre', { status: 404 }, () =>
    portal.app.request('POST', `/api/centre-registration/${c.reference}/appeals`, { token: c.session!, body: { decisionId: d.id, grounds: 'Model: not ours.' } }),
  () => {});
}

/** Staff decide an open (or decided) appeal: only holders of appeals.decide who took no part. */
export async function decideAppealStep(portal: Portal, model: Model, c: MCentre, d: MDecision, actor: Actor, outcome: 'allowed' | 'dismissed'): Promise<void> {
  const now = await clockNow(portal.app);
  const expected = decideAppealOutcome(c, d, actor, outcome, now);
  // The invariant "nobody who took part decides an appeal" (DECISIONS §10), asked of every decider.
  if (expected !== 'unsettled' && expected.status === 200) expect({ centre: c.label, actor, tookPart: tookPart(c, d, actor) }).toEqual({ centre: c.label, actor, tookPart: 'no' });
  const res = await settled(portal, model, c, `${actor} appeal ${outcome}`, expected, () =>
    portal.app.request('POST', `/api/appeals/${d.appeal!.id}/decision`, { token: portal.token(actor), body: { outcome, reasons: `Model: appeal ${outcome}` } }),
  () => {
    d.appeal!.status = outcome;
    if (outcome === 'allowed') {
      applyAllowed(c, d, model);
      if (d.kind === 'delisting') c.delistedUntil = delistingEnd(c);
    }
  });
  if (res?.status === 200) portal.note(`appeal ${outcome}: ${d.kind}`);
}

/** A member of staff declares a conflict of interest with the centre, or with its GovernmentId (in another case). */
export async function declareConflictStep(portal: Portal, model: Model, c: MCentre, actor: Actor, by: 'centre' | 'governmentId'): Promise<void> {
  const body = by === 'centre' ? { centreId: c.id, reason: 'Model: a relative runs it.' } : { governmentId: c.identity.GovernmentId.toLowerCase(), reason: 'Model: my family company.' };
  await attempt(portal, model, c, `${actor} declares a conflict`, { status: 201 }, () => portal.app.request('POST', '/api/conflicts', { token: portal.token(actor), body }), () => {
    c.conflicts.push(actor);
  });
}

/** The first of these staff who took no part in the decision: the one the appeal interleaving asks to decide. */
export const independentOf = (c: MCentre, d: MDecision): Actor | null => (['judge', 'national2', 'national1', 'super'] as Actor[]).find((a) => tookPart(c, d, a) === 'no') ?? null;

/** What happens between an appeal and its decision, in the appeal interleaving. */
export type AppealInterleave = 'resuspend' | 'revokeExpired' | 'regrant' | 'notice' | 'late' | 'rejection';

/**
 * From an accreditation in force: a decision against it, the centre's appeal, something meanwhile,
 * then the appeal allowed by staff who took no part. Each call is checked by the model as usual:
 * - resuspend: suspended, appealed, reinstated and suspended again; the first appeal cannot lift the second suspension;
 * - revokeExpired: validity ends, then a revocation appealed and allowed: the accreditation is expired again, not accredited;
 * - regrant: revoked, appealed, then the usual road grants a new accreditation: two cannot be in force;
 * - notice: a notice of proposal answered and imposed, then appealed;
 * - late: a decision appealed after `appealDays` (409, nothing changes);
 * - rejection: a registration rejected, appealed and allowed: re-opened (pending review again).
 */
export async function appealInterleaving(portal: Portal, model: Model, c: MCentre, interleave: AppealInterleave): Promise<void> {
  if (interleave === 'rejection') return rejectionAppealed(portal, model, c);
  // The usual road first, to an accreditation in force.
  for (let i = 0; i < 14 && !inForce(c); i++) if (!(await step.advance(portal, model, c))) break;
  if (!inForce(c)) return;
  if (!c.session && c.status !== 'pending') await step.signIn(portal, c);
  if (interleave === 'revokeExpired') {
    const until = inForce(c)?.validUntil;
    if (until && until > model.now) await step.timePasses(portal, model, Math.ceil((until.getTime() - model.now.getTime()) / DAY) + 1);
  }
  const before = c.decisions.length;
  if (interleave === 'notice') {
    await step.sanctionStep(portal, model, c, 'super', 'proposeSuspension', 2);
    const n = c.notices[c.notices.length - 1];
    if (!n || n.status !== 'open') return;
    if (c.session) await representStep(portal, model, c, n);
    await decideNoticeStep(portal, model, c, n, 'super', 'imposed');
  } else await step.standingStep(portal, model, c, 'super', interleave === 'resuspend' ? 'suspend' : 'revoke');
  const d = c.decisions[c.decisions.length - 1];
  if (c.decisions.length === before || !d || !c.session || c.status === 'pending') return;
  if (interleave === 'late') await step.timePasses(portal, model, 30);
  await lodgeAppealStep(portal, model, c, d);
  if (!d.appeal) return;
  portal.note(`appeal interleaving: ${interleave}`);
  if (interleave === 'resuspend') {
    await step.standingStep(portal, model, c, 'super', 'reinstate');
    await step.standingStep(portal, model, c, 'super', 'suspend');
  }
  if (interleave === 'regrant') for (let i = 0; i < 14; i++) if (!(await step.advance(portal, model, c))) break;
  const judge = independentOf(c, d);
  if (judge) await decideAppealStep(portal, model, c, d, judge, 'allowed');
}

async function rejectionAppealed(portal: Portal, model: Model, c: MCentre): Promise<void> {
  if (c.status === 'pending') await step.reviewStep(portal, model, c, 'super', 'approve');
  if (c.status !== 'registration_approved' && c.status !== 'query') return;
  if (!c.session) await step.signIn(portal, c);
  const before = c.decisions.length;
  await step.reviewStep(portal, model, c, 'national1', 'reject');
  const d = c.decisions[c.decisions.length - 1];
  if (c.decisions.length === before || !d) return;
  await lodgeAppealStep(portal, model, c, d);
  if (!d.appeal) return;
  portal.note('appeal interleaving: rejection');
  const judge = independentOf(c, d);
  if (judge) await decideAppealStep(portal, model, c, d, judge, 'allowed');
}
