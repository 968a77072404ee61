import type { CentreAction } from '#contracts';
import { CentreEvent } from '../mail/centre-events.js';

/** How each action reads in a sentence ("Cannot {label} a centre whose status is ..."). */
export const ACTION_LABELS: Record<CentreAction, string> = {
  approve: 'approve for registration',
  'approve-autotest': 'approve for autotest',
  reject: 'reject',
  query: 'query',
  reset: 'reset',
  'repost-to-autotest': 'repost to autotest',
};

/** The history note each action's text becomes (DECISIONS §5: reason | details | instructions). */
export const NOTE_KIND: Record<CentreAction, 'reason' | 'details' | 'instructions' | null> = {
  approve: 'instructions',
  'approve-autotest': 'instructions',
  reject: 'reason',
  query: 'details',
  reset: 'reason',
  'repost-to-autotest': null,
};

/** The email each action sends; reset and repost send none. */
export const MAIL_EVENT: Partial<Record<CentreAction, string>> = {
  approve: CentreEvent.RegistrationApproved,
  'approve-autotest': CentreEvent.AutotestApproved,
  reject: CentreEvent.Rejected,
  query: CentreEvent.Queried,
};

/**
 * The feedback columns an action writes besides the status. The fields describe the centre's
 * current standing, the action history keeps every earlier value:
 * - approve clears an earlier rejection reason and query, which no longer apply;
 * - reset starts the review over: approval dates, reasons, query and instructions are cleared
 *   (autotest results are facts about the centre and stay), the reset reason becomes the feedback;
 * - optional instructions left empty keep what was there.
 */
export function reviewChanges(action: CentreAction, text: string | null, at: Date): Record<string, unknown> {
  const feedback = text ? { admin_feedback: text } : {};
  switch (action) {
    case 'approve':
      return { registration_approval_date: at, rejection_reason: null, query_details: null, ...feedback, ...(text ? { autotest_instructions: text } : {}) };
    case 'approve-autotest':
      return { autotest_approval_date: at, ...feedback, ...(text ? { autotest_instructions: text } : {}) };
    case 'reject':
      return { rejection_reason: text, ...feedback };
    case 'query':
      // DECISIONS §8: a query reopens a completed registration for the centre to edit.
      return { query_details: text, is_registration_complete: false, ...feedback };
    case 'reset':
      return {
        registration_approval_date: null,
        autotest_approval_date: null,
        rejection_reason: null,
        query_details: null,
        autotest_instructions: null,
        ...feedback,
      };
    case 'repost-to-autotest':
      return { reposted_to_autotest_at: at };
  }
}
