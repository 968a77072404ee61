import { expect } from '@jest/globals';
import { APPEAL_DAYS, appealOpen } from './due-process.js';
import type { MCentre } from './model.js';
import type { Portal } from './portal.js';

const DAY = 24 * 3600_000;

/**
 * After every command on a centre (DECISIONS §10): the decisions against it are exactly those the
 * model made (each new one learned with its id, its right of appeal `appealDays` long); every
 * accreditation's standing is the model's, so a revoked one never returns to good standing except
 * through an allowed appeal; its notices and appeals are where the model left them.
 */
export async function learnDecisions(portal: Portal, c: MCentre): Promise<void> {
  const db = portal.app.db!;
  const [decisions, standings, notices, appeals] = await Promise.all([
    db.query('SELECT id, kind, at, appeal_until FROM centre_decisions WHERE centre_id = $1 ORDER BY at, id', [c.id]),
    db.query('SELECT id, standing FROM accreditations WHERE centre_id = $1', [c.id]),
    db.query('SELECT id, status, representations IS NOT NULL AS represented FROM centre_notices WHERE centre_id = $1', [c.id]),
    db.query('SELECT id, decision_id, status FROM centre_appeals WHERE centre_id = $1', [c.id]),
  ]);
  const known = new Set(c.decisions.map((d) => d.id).filter(Boolean));
  const fresh = (decisions.rows as Array<{ id: string; kind: string; at: Date; appeal_until: Date }>).filter((r) => !known.has(r.id));
  const waiting = c.decisions.filter((d) => d.id === null);
  expect({ centre: c.label, newDecisions: fresh.map((r) => r.kind) }).toEqual({ centre: c.label, newDecisions: waiting.map((d) => d.kind) });
  fresh.forEach((r, i) => {
    waiting[i]!.id = r.id;
    waiting[i]!.appealUntil = new Date(r.appeal_until);
    expect({ centre: c.label, kind: r.kind, appealDays: (new Date(r.appeal_until).getTime() - new Date(r.at).getTime()) / DAY }).toEqual({ centre: c.label, kind: r.kind, appealDays: APPEAL_DAYS });
  });
  const standing = new Map((standings.rows as Array<{ id: string; standing: string | null }>).map((r) => [r.id, r.standing]));
  expect({ centre: c.label, standings: c.accreditations.map((a) => standing.get(a.id) ?? null) }).toEqual({ centre: c.label, standings: c.accreditations.map((a) => a.standing) });
  const notice = new Map((notices.rows as Array<{ id: string; status: string; represented: boolean }>).map((r) => [r.id, { status: r.status, represented: r.represented }]));
  expect({ centre: c.label, notices: c.notices.map((n) => notice.get(n.id)) }).toEqual({ centre: c.label, notices: c.notices.map((n) => ({ status: n.status, represented: n.represented })) });
  const appealed = c.decisions.filter((d) => d.appeal);
  expect({ centre: c.label, appeals: (appeals.rows as Array<{ decision_id: string; status: string }>).map((r) => `${r.decision_id} ${r.status}`).sort() }).toEqual({
    centre: c.label,
    appeals: appealed.map((d) => `${d.id} ${d.appeal!.status}`).sort(),
  });
}

/**
 * DECISIONS §10: while an appeal against a suspension or revocation is open, /verify says so of that
 * accreditation's letter; with none open against it, it does not. (A suspension lifted meanwhile,
 * with its appeal still open, is left to the register's wording: DECISIONS does not settle it.)
 */
export function expectedUnderAppeal(c: MCentre, accreditationId: string, standing: string | null): boolean | 'unsettled' {
  const open = c.decisions.some((d) => appealOpen(d) && (d.kind === 'suspension' || d.kind === 'revocation') && d.accreditation?.id === accreditationId);
  if (!open) return false;
  return standing === 'suspended' || standing === 'revoked' ? true : 'unsettled';
}
