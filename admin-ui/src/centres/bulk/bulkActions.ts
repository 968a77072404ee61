import type { CentreAction } from '@cbt/contracts';
import type { CentreDataProvider } from '../../dataProvider';
import { CENTRES } from '../../dataProvider';
import { ACTION_UI } from '../actionLabels';
import type { BulkTarget } from './collectTargets';
import type { BulkOutcome } from './runBulk';

/** SPEC §2: the decisions the list offers (no reset there), so also the ones it offers in bulk. */
export const BULK_ACTIONS = ['approve', 'reject', 'query', 'approve-autotest'] as const satisfies readonly CentreAction[];
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The decisions this admin may take: approval for autotest is for national admins only. */
export function allowedBulkActions(canReview: boolean, canApproveAutotest: boolean): BulkAction[] {
  if (!canReview) return [];
  return BULK_ACTIONS.filter((action) => action !== 'approve-autotest' || canApproveAutotest);
}

export function centresCount(count: number): string {
  return `${count.toLocaleString('en')} ${count === 1 ? 'centre' : 'centres'}`;
}

/** The confirmation, with the exact number about to receive a decision and an email. */
export function confirmQuestion(action: BulkAction, count: number): string {
  const centres = centresCount(count);
  switch (action) {
    case 'approve':
      return `Approve ${centres} for registration?`;
    case 'approve-autotest':
      return `Approve ${centres} for autotest?`;
    case 'reject':
      return `Reject ${centres}?`;
    case 'query':
      return `Send a query to ${centres}?`;
  }
}

/** The request body of a decision: the dialog's text under the action's field, when given. */
export function decisionBody(action: BulkAction, text: string): Record<string, string> {
  const field = ACTION_UI[action].field;
  return field && text.trim() ? { [field]: text.trim() } : {};
}

/**
 * One transition call per centre, so each centre gets its own history entry and email, based on
 * the version the list showed (If-Match): a centre changed since is refused, not overwritten.
 */
export function transitionTask(dataProvider: Pick<CentreDataProvider, 'transition' | 'getOne'>, action: BulkAction, body: Record<string, string>) {
  return async (target: BulkTarget): Promise<void> => {
    const version = target.version ?? ((await dataProvider.getOne(CENTRES, { id: target.id })).data as { version: number }).version;
    await dataProvider.transition(target.id, action, body, version);
  };
}

export function resultText(outcome: BulkOutcome<BulkTarget>): string {
  return outcome.result === 'succeeded' ? 'Succeeded' : (outcome.message ?? 'Failed');
}

export function summaryText(outcomes: ReadonlyArray<BulkOutcome<BulkTarget>>): string {
  const count = (result: BulkOutcome<BulkTarget>['result']) => outcomes.filter((o) => o.result === result).length;
  const parts = [`${count('succeeded').toLocaleString('en')} succeeded`, `${count('failed').toLocaleString('en')} failed`];
  const notSent = count('not_sent');
  if (notSent > 0) parts.push(`${notSent.toLocaleString('en')} not sent`);
  return parts.join(', ');
}

/** A cell as a spreadsheet will not run: like the server's exports (DECISIONS §4), and quoted. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The report as CSV, one line per centre, for runs too long to read on screen. */
export function reportCsv(outcomes: ReadonlyArray<BulkOutcome<BulkTarget>>): string {
  const lines = [['CBT Centre', 'Registration #', 'Result', 'HTTP Status', 'Message']];
  for (const o of outcomes) {
    lines.push([o.target.CentreName ?? o.target.id, o.target.ReferenceNumber ?? '', o.result, o.status === null ? '' : String(o.status), o.message ?? '']);
  }
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
