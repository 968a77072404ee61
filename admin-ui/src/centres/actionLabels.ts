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

/** The required-text message shown before anything is sent, e.g. 'Rejection Reason is required'. */
export function missingTextMessage(action: CentreAction, text: string, translate: TranslateFunction): string | null {
  if (!ACTION_UI[action].required || text.trim()) return null;
  return translate('console.centres.reasonRequired', { field: translate(`console.centres.actionField.${action}`) });
}

/** A history entry's name in the console's language; a kind without a message of its own, in its own words. */
export function historyLabel(action: string, translate: TranslateFunction): string {
  return translate(`console.centre.history.event.${action}`, { _: action.replace(/[_-]+/g, ' ') });
}
