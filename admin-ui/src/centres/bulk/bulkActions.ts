import { MSG, type CentreAction } from '@cbt/contracts';
import type { TranslateFunction } from 'react-admin';
import { ACTION_UI } from '../actionLabels';
import { consoleFormat } from '../../shared/format';

/** SPEC §2: the decisions the list offers (no reset there), so also the ones it offers in bulk. */
export const BULK_ACTIONS = ['approve', 'reject', 'query', 'approve-autotest'] as const satisfies readonly CentreAction[];
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The decisions this admin may take: approval for autotest is for national admins only. */
export function allowedBulkActions(canReview: boolean, canApproveAutotest: boolean): BulkAction[] {
  if (!canReview) return [];
  return BULK_ACTIONS.filter((action) => action !== 'approve-autotest' || canApproveAutotest);
}

// Grouping is the same in every console language (en-NG and ha-NG alike).
export const number = (n: number) => consoleFormat('en').number(n);

export function centresCount(count: number, translate: TranslateFunction): string {
  return translate('console.centres.bulk.centres', { smart_count: count, count: number(count) });
}

/** The confirmation, with the exact number about to receive a decision and an email. */
export function confirmQuestion(action: BulkAction, count: number, translate: TranslateFunction): string {
  return translate(`console.centres.bulk.confirm.${action}`, { centres: centresCount(count, translate) });
}

/** The request body of a decision: the dialog's text under the action's field, when given. */
export function decisionBody(action: BulkAction, text: string): Record<string, string> {
  const field = ACTION_UI[action].field;
  return field && text.trim() ? { [field]: text.trim() } : {};
}

export function summaryText(result: { succeeded: number; failed: number }, translate: TranslateFunction): string {
  return translate('console.centres.bulk.summary', { succeeded: number(result.succeeded), failed: number(result.failed) });
}

/** The text of a centre's outcome in the report: the server's refusal as it is. */
export function resultText(item: { outcome: string; message: string | null }, translate: TranslateFunction): string {
  if (item.outcome === 'succeeded') return translate('console.centres.bulk.succeeded');
  if (item.outcome === 'pending') return translate('console.centres.bulk.pending');
  return item.message ?? translate('console.centres.actionFailed');
}

export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MSG.actionFailed;
}
