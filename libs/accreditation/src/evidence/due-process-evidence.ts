import type { DataSource } from 'typeorm';
import { appealWaitsSql, nowLiteral } from '#centres';
import { currentTime } from '#platform';

/** The due-process section of the evidence pack: a summary, then each decision with its appeal. */
export interface DueProcessEvidence {
  summary: string[];
  decisions: Array<{ heading: string; lines: string[] }>;
}

interface Row {
  id: string;
  kind: string;
  reasons: string;
  at: Date;
  appeal_until: Date;
  until: Date | null;
  lifted_at: Date | null;
  decider: string | null;
  appeal_id: string | null;
  appeal_status: string | null;
  grounds: string | null;
  lodged_at: Date | null;
  decided_at: Date | null;
  outcome_reasons: string | null;
  appeal_decider: string | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : '-');
const DAY_MS = 86_400_000;
const days = (from: Date, to: Date) => Math.round(((new Date(to).getTime() - new Date(from).getTime()) / DAY_MS) * 10) / 10;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round(((sorted[mid - 1]! + sorted[mid]!) / 2) * 10) / 10;
}

/**
 * Every decision against the centre (DECISIONS §10) with its reasons, decider and right of appeal,
 * and its appeal: lodged, decided (outcome, by whom, days taken) or open (its decision deadline as the
 * deadline engine counts it, and whether it is past). The summary gives the centre's own figures of
 * the due-process report (docs/REPORTS.md "Due process"), counted over all time.
 */
export async function collectDueProcessEvidence(dataSource: DataSource, centreId: string): Promise<DueProcessEvidence> {
  const rows = (await dataSource.query(
    `SELECT d.id, d.kind, d.reasons, d.at, d.appeal_until, d.until, d.lifted_at, du.email AS decider,
            a.id AS appeal_id, a.status AS appeal_status, a.grounds, a.created_at AS lodged_at, a.decided_at, a.outcome_reasons, au.email AS appeal_decider
       FROM centre_decisions d
       LEFT JOIN users du ON du.id = d.decided_by
       LEFT JOIN centre_appeals a ON a.decision_id = d.id
       LEFT JOIN users au ON au.id = a.decided_by
      WHERE d.centre_id = $1 ORDER BY d.at, d.id`,
    [centreId],
  )) as Row[];
  const waits = (await dataSource.query(
    `SELECT w.occurrence, w.age > w.target AS overdue, to_char(working_day_after(w.since, w.target), 'YYYY-MM-DD') AS due, w.target
       FROM (${appealWaitsSql(nowLiteral(currentTime()))}) w WHERE w.centre_id = $1`,
    [centreId],
  )) as Array<{ occurrence: string; overdue: boolean; due: string; target: number }>;
  const waitOf = new Map(waits.map((w) => [w.occurrence, w]));
  const decisions = rows.map((r) => {
    const lines = [`Reasons: ${r.reasons}`, `Decided by ${r.decider ?? 'the system'}; appeal until ${iso(r.appeal_until)}`];
    if (r.until) lines.push(`Until ${iso(r.until)}`);
    if (r.lifted_at) lines.push(`Set aside ${iso(r.lifted_at)}`);
    if (!r.appeal_id) lines.push('Not appealed.');
    else {
      lines.push(`Appeal lodged ${iso(r.lodged_at)}: ${r.grounds ?? ''}`);
      if (r.appeal_status === 'open') {
        const wait = waitOf.get(r.appeal_id);
        lines.push(`Appeal open; decision due ${wait?.due ?? '-'} (${wait?.target ?? '-'} working days)${wait?.overdue ? ', overdue' : ''}`);
      } else {
        lines.push(`Appeal ${r.appeal_status} ${iso(r.decided_at)} by ${r.appeal_decider ?? '-'} after ${days(r.lodged_at!, r.decided_at!)} days: ${r.outcome_reasons ?? ''}`);
      }
    }
    return { heading: `${r.kind} ${iso(r.at)}`, lines };
  });
  const appealed = rows.filter((r) => r.appeal_id);
  const decided = appealed.filter((r) => r.appeal_status !== 'open');
  const count = (status: string) => appealed.filter((r) => r.appeal_status === status).length;
  const sanctions = ['warning', 'suspension', 'revocation', 'delisting'].map((kind) => `${kind} ${rows.filter((r) => r.kind === kind).length}`);
  const middle = median(decided.map((r) => days(r.lodged_at!, r.decided_at!)));
  return {
    summary: [
      `Sanctions: ${sanctions.join(', ')}`,
      `Appeals: ${appealed.length} lodged; open ${count('open')} (overdue ${waits.filter((w) => w.overdue).length}), dismissed ${count('dismissed')}, allowed ${count('allowed')}`,
      `Median days from lodging to decision: ${middle === null ? '-' : middle}`,
    ],
    decisions,
  };
}
