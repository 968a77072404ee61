import { describe, expect, it } from '@jest/globals';
import { statusTimeline, toStatusView, type StatusRow } from '../status-timeline.js';

const created = new Date('2026-01-05T10:00:00Z');
const approved = new Date('2026-01-06T10:00:00Z');
const autotest = new Date('2026-01-07T10:00:00Z');

const row = (overrides: Partial<StatusRow> = {}): StatusRow => ({
  reference_number: 'JAMB-2026-12345678',
  centre_name: 'Bright Future',
  admin_email: 'ada@school.test',
  created_at: created,
  status: 'pending',
  admin_feedback: null,
  rejection_reason: null,
  query_details: null,
  registration_approval_date: null,
  autotest_approval_date: null,
  is_registration_complete: false,
  ...overrides,
});

const states = (r: StatusRow) => statusTimeline(r).map((t) => t.state);

describe('statusTimeline', () => {
  it('starts with only the submission done', () => {
    expect(statusTimeline(row())).toEqual([
      { step: 'submitted', state: 'done', date: created.toISOString() },
      { step: 'registration_approval', state: 'pending', date: null },
      { step: 'autotest_approval', state: 'pending', date: null },
    ]);
  });

  it('waits for the detailed registration before the autotest approval', () => {
    const approvedRow = row({ status: 'registration_approved', registration_approval_date: approved });
    expect(statusTimeline(approvedRow)[1]).toEqual({ step: 'registration_approval', state: 'done', date: approved.toISOString() });
    expect(statusTimeline(approvedRow)[2]).toEqual({ step: 'autotest_approval', state: 'pending', date: null, waitingFor: 'detailed_registration' });
    expect(statusTimeline({ ...approvedRow, is_registration_complete: true })[2]).toEqual({ step: 'autotest_approval', state: 'pending', date: null });
  });

  it('marks every step done once approved for autotest', () => {
    const r = row({ status: 'autotest_approved', registration_approval_date: approved, autotest_approval_date: autotest });
    expect(statusTimeline(r)[2]).toEqual({ step: 'autotest_approval', state: 'done', date: autotest.toISOString() });
  });

  it('puts a rejection or a query on the first step not yet passed', () => {
    expect(states(row({ status: 'rejected' }))).toEqual(['done', 'rejected', 'pending']);
    expect(states(row({ status: 'query' }))).toEqual(['done', 'query', 'pending']);
    expect(states(row({ status: 'rejected', registration_approval_date: approved }))).toEqual(['done', 'done', 'rejected']);
    expect(states(row({ status: 'query', registration_approval_date: approved }))).toEqual(['done', 'done', 'query']);
  });
});

describe('toStatusView', () => {
  it('answers SPEC §3 names and the label, nothing of the phone or address', () => {
    const view = toStatusView(row({ status: 'query', query_details: 'Send the GPS picture' }));
    expect(view).toMatchObject({ schoolName: 'Bright Future', email: 'a***@s***.test', registrationDate: created.toISOString(), statusLabel: 'Query Sent', queryDetails: 'Send the GPS picture' });
    expect(JSON.stringify(view)).not.toMatch(/AdminNumber|address|phone/i);
  });
});
