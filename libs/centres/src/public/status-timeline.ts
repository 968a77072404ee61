import { CENTRE_STATUS_LABELS, type CentreStatus } from '#contracts';
import { maskEmail } from '../session/mask-email.js';

export type TimelineStep = 'submitted' | 'registration_approval' | 'autotest_approval';
/** done; pending (not reached yet); rejected or query (the step the council stopped at). */
export type TimelineState = 'done' | 'pending' | 'rejected' | 'query';

export interface TimelineEntry {
  step: TimelineStep;
  state: TimelineState;
  date: string | null;
  /** Set while autotest approval waits for the centre's detailed registration (SPEC §2 screen 5). */
  waitingFor?: 'detailed_registration';
}

/** The columns the status look-up reads: one row of one indexed query. */
export interface StatusRow {
  reference_number: string;
  centre_name: string;
  admin_email: string;
  created_at: Date;
  status: CentreStatus;
  admin_feedback: string | null;
  rejection_reason: string | null;
  query_details: string | null;
  registration_approval_date: Date | null;
  autotest_approval_date: Date | null;
  is_registration_complete: boolean;
}

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

/**
 * The three steps of the status screen. A rejection or query lands on the first step not yet
 * passed: after a registration approval (its date is kept) that is the autotest approval.
 */
export function statusTimeline(row: StatusRow): TimelineEntry[] {
  const registrationDone = row.status === 'registration_approved' || row.status === 'autotest_approved';
  const autotestDone = row.status === 'autotest_approved';
  const stopped: TimelineState | null = row.status === 'rejected' ? 'rejected' : row.status === 'query' ? 'query' : null;
  const stoppedAtAutotest = stopped !== null && row.registration_approval_date !== null;

  const registration: TimelineEntry = registrationDone || stoppedAtAutotest
    ? { step: 'registration_approval', state: 'done', date: iso(row.registration_approval_date) }
    : { step: 'registration_approval', state: stopped ?? 'pending', date: null };

  let autotest: TimelineEntry;
  if (autotestDone) autotest = { step: 'autotest_approval', state: 'done', date: iso(row.autotest_approval_date) };
  else if (stoppedAtAutotest) autotest = { step: 'autotest_approval', state: stopped, date: null };
  else autotest = { step: 'autotest_approval', state: 'pending', date: null };
  if (autotest.state === 'pending' && registrationDone && !row.is_registration_complete) autotest.waitingFor = 'detailed_registration';

  return [{ step: 'submitted', state: 'done', date: iso(row.created_at) }, registration, autotest];
}

/** SPEC §3's status look-up response plus what the timeline needs; no phone, no address, the email masked (DECISIONS §8). */
export function toStatusView(row: StatusRow): Record<string, unknown> {
  return {
    registrationNumber: row.reference_number,
    schoolName: row.centre_name,
    email: maskEmail(row.admin_email),
    registrationDate: iso(row.created_at),
    status: row.status,
    statusLabel: CENTRE_STATUS_LABELS[row.status] ?? row.status,
    adminFeedback: row.admin_feedback,
    rejectionReason: row.rejection_reason,
    queryDetails: row.query_details,
    registrationApprovalDate: iso(row.registration_approval_date),
    autotestApprovalDate: iso(row.autotest_approval_date),
    isRegistrationComplete: row.is_registration_complete,
    timeline: statusTimeline(row),
  };
}
