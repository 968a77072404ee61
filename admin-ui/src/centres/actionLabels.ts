import type { CentreAction, CentreStatus } from '@cbt/contracts';
import type { TranslateFunction } from 'react-admin';

/**
 * Which body field each decision's text goes in and whether SPEC requires it. Its words (button,
 * field label, success text) are messages: `console.centres.action|actionField|actionDone.<action>`.
 */
export const ACTION_UI: Record<CentreAction, { field: string | null; required: boolean }> = {
  approve: { field: 'autotestInstructions', required: false },
  'approve-autotest': { field: 'autotestInstructions', required: false },
  reject: { field: 'rejectionReason', required: true },
  query: { field: 'queryDetails', required: true },
  reset: { field: 'resetReason', required: true },
  'repost-to-autotest': { field: null, required: false },
};

/** A decision's words in the console's language. */
export function actionWords(action: CentreAction, translate: TranslateFunction) {
  return {
    label: translate(`console.centres.action.${action}`),
    fieldLabel: ACTION_UI[action].field ? translate(`console.centres.actionField.${action}`) : '',
    success: translate(`console.centres.actionDone.${action}`),
  };
}

/** SPEC §4: the list screen offers fewer actions than the detail screen (no reset there). */
export const LIST_ACTIONS: Partial<Record<CentreStatus, CentreAction[]>> = {
  pending: ['approve', 'reject', 'query'],
  registration_approved: ['approve-autotest'],
};

/** Every decision the list offers on a row, in the order its buttons show (SPEC §2). */
export const ROW_ACTIONS: CentreAction[] = ['approve', 'reject', 'query', 'approve-autotest'];

/** A row's decision: offered, or shown disabled with the reason it cannot apply. */
export interface RowActionState {
  action: CentreAction;
  reason: string | null;
}

/**
 * The list's decisions on one centre (DECISIONS §10): an admin who reviews centres sees all of them,
 * those the centre's status does not allow (SPEC §4) or that need a national admin disabled, each
 * with its reason; an admin who does not review this centre sees none.
 */
export function rowActionStates(status: CentreStatus, mayReview: boolean, mayApproveAutotest: boolean, translate: TranslateFunction): RowActionState[] {
  if (!mayReview) return [];
  const offered = LIST_ACTIONS[status] ?? [];
  const statusLabel = translate(`console.centre.history.status.${status}`, { _: status });
  return ROW_ACTIONS.map((action) => {
    if (!offered.includes(action)) return { action, reason: translate('console.centres.why.status', { status: statusLabel }) };
    if (action === 'approve-autotest' && !mayApproveAutotest) return { action, reason: translate('console.centres.why.national') };
    return { action, reason: null };
  });
}

/** The required-text message shown before anything is sent, e.g. 'Rejection Reason is required'. */
export function missingTextMessage(action: CentreAction, text: string, translate: TranslateFunction): string | null {
  if (!ACTION_UI[action].required || text.trim()) return null;
  return translate('console.centres.reasonRequired', { field: translate(`console.centres.actionField.${action}`) });
}

/** A history entry's name in the console's language; a kind without a message of its own, in its own words. */
export function historyLabel(action: string, translate: TranslateFunction): string {
  return translate(`console.centre.history.event.${action}`, { _: action.replace(/[_-]+/g, ' ') });
}

/** The decisions that email the centre (the server's MAIL_EVENT): approval, approval for autotest, rejection, query. */
export const EMAILED_ACTIONS: readonly CentreAction[] = ['approve', 'approve-autotest', 'reject', 'query'];

/** Who the decision emails, named in its confirmation: the centre's administrator at its address, or nobody. */
export function emailNotice(action: CentreAction, email: string | null | undefined, translate: TranslateFunction): string {
  if (!EMAILED_ACTIONS.includes(action)) return translate('console.centres.emailed.nobody');
  return email ? translate('console.centres.emailed.admin', { email }) : translate('console.centres.emailed.adminNoAddress');
}
