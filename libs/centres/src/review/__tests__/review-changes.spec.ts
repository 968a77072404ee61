import { describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { AppError } from '#platform';
import { expectedVersion } from '../if-match.js';
import { MAIL_EVENT, reviewChanges } from '../review-changes.js';

const at = new Date('2026-05-01T12:00:00Z');

describe('review changes', () => {
  it('approve stamps the date, keeps instructions as feedback and clears an old rejection or query', () => {
    expect(reviewChanges('approve', 'Bring ID', at)).toEqual({
      registration_approval_date: at,
      rejection_reason: null,
      query_details: null,
      admin_feedback: 'Bring ID',
      autotest_instructions: 'Bring ID',
    });
    expect(reviewChanges('approve', null, at)).toEqual({ registration_approval_date: at, rejection_reason: null, query_details: null });
  });

  it('approve-autotest keeps earlier instructions when none are given', () => {
    expect(reviewChanges('approve-autotest', null, at)).toEqual({ autotest_approval_date: at });
    expect(reviewChanges('approve-autotest', 'Lab 2', at)).toEqual({ autotest_approval_date: at, admin_feedback: 'Lab 2', autotest_instructions: 'Lab 2' });
  });

  it('reject, query and reset record their text as the feedback', () => {
    expect(reviewChanges('reject', 'No CAC', at)).toEqual({ rejection_reason: 'No CAC', admin_feedback: 'No CAC' });
    // A query reopens a completed registration for the centre (DECISIONS §8).
    expect(reviewChanges('query', 'Which LGA?', at)).toEqual({ query_details: 'Which LGA?', admin_feedback: 'Which LGA?', is_registration_complete: false });
    expect(reviewChanges('reset', 'Start over', at)).toEqual({
      registration_approval_date: null,
      autotest_approval_date: null,
      rejection_reason: null,
      query_details: null,
      autotest_instructions: null,
      admin_feedback: 'Start over',
    });
  });

  it('repost only stamps the repost time and sends no email', () => {
    expect(reviewChanges('repost-to-autotest', null, at)).toEqual({ reposted_to_autotest_at: at });
    expect(MAIL_EVENT['repost-to-autotest']).toBeUndefined();
    expect(MAIL_EVENT.reset).toBeUndefined();
  });
});

describe('If-Match', () => {
  it.each([
    ['"3"', 3],
    ['3', 3],
    ['W/"12"', 12],
    [' "4" ', 4],
  ])('reads %j as version %i', (header, version) => {
    expect(expectedVersion(header)).toBe(version);
  });

  it('is null when absent and a 400 when unreadable', () => {
    expect(expectedVersion(undefined)).toBeNull();
    for (const header of ['*', 'abc', '"1", "2"', ['1', '2'], '"-1"']) {
      expect(() => expectedVersion(header)).toThrow(AppError);
      try {
        expectedVersion(header);
      } catch (error) {
        expect((error as AppError).errors).toEqual([{ path: 'If-Match', msg: MSG.ifMatchInvalid }]);
      }
    }
  });
});
