import { MSG, type CentreAction, type CentreStatus } from '@cbt/contracts';

/** How each decision is named on buttons and dialogs, what its text field asks, and the SPEC success text. */
export const ACTION_UI: Record<CentreAction, { label: string; field: string | null; fieldLabel: string; required: boolean; success: string }> = {
  approve: { label: 'Approve for Registration', field: 'autotestInstructions', fieldLabel: 'Autotest Instructions (optional)', required: false, success: MSG.centreApproved },
  'approve-autotest': { label: 'Approve for Autotest', field: 'autotestInstructions', fieldLabel: 'Autotest Instructions (optional)', required: false, success: MSG.centreAutotestApproved },
  reject: { label: 'Reject', field: 'rejectionReason', fieldLabel: 'Rejection Reason', required: true, success: MSG.centreRejected },
  query: { label: 'Send Query', field: 'queryDetails', fieldLabel: 'Query Details', required: true, success: MSG.querySent },
  reset: { label: 'Reset to Pending', field: 'resetReason', fieldLabel: 'Reset Reason', required: true, success: MSG.centreReset },
  'repost-to-autotest': { label: 'Repost to Autotest Dashboard', field: null, fieldLabel: '', required: false, success: MSG.repostedToAutotest },
};

/** SPEC §4: the list screen offers fewer actions than the detail screen (no reset there). */
export const LIST_ACTIONS: Partial<Record<CentreStatus, CentreAction[]>> = {
  pending: ['approve', 'reject', 'query'],
  registration_approved: ['approve-autotest'],
};

/** The required-text message shown before anything is sent, e.g. 'Rejection Reason is required'. */
export function missingTextMessage(action: CentreAction, text: string): string | null {
  const ui = ACTION_UI[action];
  return ui.required && !text.trim() ? MSG.reasonRequired(ui.fieldLabel) : null;
}

const HISTORY_LABELS: Record<string, string> = {
  approve: 'Approved for registration',
  'approve-autotest': 'Approved for autotest',
  reject: 'Rejected',
  query: 'Query sent',
  reset: 'Reset to pending',
  'repost-to-autotest': 'Reposted to autotest dashboard',
  pre_registered: 'Pre-registered',
  created: 'Created by an admin',
  imported: 'Imported from CSV',
  registration_saved: 'Registration details saved',
  document_uploaded: 'Document uploaded',
  registration_completed: 'Registration completed',
  resend_registration_approval: 'Registration approval email resent',
  resend_autotest_approval: 'Autotest approval email resent',
  autotest_result_recorded: 'Autotest result recorded',
  accreditation_initialized: 'Accreditation initialised',
  accreditation_stage_approved: 'Accreditation stage approved',
  accreditation_approved: 'Accredited',
  accreditation_rejected: 'Accreditation rejected',
  accreditation_letter_sent: 'Accreditation letter sent',
  accreditation_letter_regenerated: 'Accreditation letter regenerated',
};

export function historyLabel(action: string): string {
  return HISTORY_LABELS[action] ?? action.replace(/[_-]+/g, ' ');
}
