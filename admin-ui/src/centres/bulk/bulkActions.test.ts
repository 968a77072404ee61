import { describe, expect, it, vi } from 'vitest';
import { allowedBulkActions, confirmQuestion, decisionBody, reportCsv, summaryText, transitionTask } from './bulkActions';
import type { BulkTarget } from './collectTargets';
import type { BulkOutcome } from './runBulk';

const target = (id: string, version?: number): BulkTarget => ({ id, CentreName: `Centre ${id}`, ReferenceNumber: `JAMB-2026-0000000${id}`, version });

describe('bulk decisions', () => {
  it('offers the list decisions, approval for autotest only to those allowed it', () => {
    expect(allowedBulkActions(true, true)).toEqual(['approve', 'reject', 'query', 'approve-autotest']);
    expect(allowedBulkActions(true, false)).toEqual(['approve', 'reject', 'query']);
    expect(allowedBulkActions(false, true)).toEqual([]);
  });

  it('asks with the exact count', () => {
    expect(confirmQuestion('approve', 137)).toBe('Approve 137 centres for registration?');
    expect(confirmQuestion('approve-autotest', 1)).toBe('Approve 1 centre for autotest?');
    expect(confirmQuestion('reject', 12_345)).toBe('Reject 12,345 centres?');
    expect(confirmQuestion('query', 2)).toBe('Send a query to 2 centres?');
  });

  it('sends the text under the field of the action, trimmed, and nothing when empty', () => {
    expect(decisionBody('approve', '  Bring 50 systems ')).toEqual({ autotestInstructions: 'Bring 50 systems' });
    expect(decisionBody('approve', '   ')).toEqual({});
    expect(decisionBody('reject', 'Duplicate')).toEqual({ rejectionReason: 'Duplicate' });
    expect(decisionBody('query', 'Send the RC certificate')).toEqual({ queryDetails: 'Send the RC certificate' });
  });

  it('sends one transition per centre with the version the list showed, reading it first only when unknown', async () => {
    const dataProvider = {
      transition: vi.fn(async () => ({ success: true })),
      getOne: vi.fn(async () => ({ data: { id: 'b', version: 9 } })),
    };
    const task = transitionTask(dataProvider as never, 'reject', { rejectionReason: 'Duplicate' });
    await task(target('a', 3));
    expect(dataProvider.getOne).not.toHaveBeenCalled();
    await task(target('b'));
    expect(dataProvider.getOne).toHaveBeenCalledWith('admin-centres', { id: 'b' });
    expect(dataProvider.transition.mock.calls).toEqual([
      ['a', 'reject', { rejectionReason: 'Duplicate' }, 3],
      ['b', 'reject', { rejectionReason: 'Duplicate' }, 9],
    ]);
  });

  it('summarises and writes the report as CSV a spreadsheet will not run', () => {
    const outcomes: Array<BulkOutcome<BulkTarget>> = [
      { target: target('1'), result: 'succeeded', message: null, status: null },
      { target: { id: 'x', CentreName: '=HYPERLINK("evil")', ReferenceNumber: null }, result: 'failed', message: 'Cannot approve, "really"', status: 409 },
      { target: target('3'), result: 'not_sent', message: 'Not sent: the run was stopped.', status: null },
    ];
    expect(summaryText(outcomes)).toBe('1 succeeded, 1 failed, 1 not sent');
    expect(summaryText(outcomes.slice(0, 2))).toBe('1 succeeded, 1 failed');
    expect(reportCsv(outcomes).split('\r\n')).toEqual([
      'CBT Centre,Registration #,Result,HTTP Status,Message',
      'Centre 1,JAMB-2026-00000001,succeeded,,',
      `"'=HYPERLINK(""evil"")",,failed,409,"Cannot approve, ""really"""`,
      'Centre 3,JAMB-2026-00000003,not_sent,,Not sent: the run was stopped.',
      '',
    ]);
  });
});
