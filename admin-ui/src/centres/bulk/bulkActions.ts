import { MSG, type CentreAction } from '@cbt/contracts';
import { ACTION_UI } from '../actionLabels';

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

export function summaryText(result: { succeeded: number; failed: number }): string {
  return `${result.succeeded.toLocaleString('en')} succeeded, ${result.failed.toLocaleString('en')} failed`;
}

/** The text of a centre's outcome in the report. */
export function resultText(item: { outcome: string; message: string | null }): string {
  if (item.outcome === 'succeeded') return 'Succeeded';
  if (item.outcome === 'pending') return 'Pending';
  return item.message ?? MSG.actionFailed;
}

export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MSG.actionFailed;
}
