import { describe, expect, it } from 'vitest';
import { MSG } from '@cbt/contracts';
import { ApiError } from '../api';
import { actionFailureText } from './actionFailure';

describe('the text of a failed decision', () => {
  it("shows the server's message", () => {
    expect(actionFailureText(new ApiError('Centre not found', 404, { success: false, message: 'Centre not found' }), 'repost-to-autotest')).toBe('Centre not found');
    expect(actionFailureText(new ApiError('Rejection Reason: required', 400, { success: false, errors: [{ path: 'rejectionReason', msg: 'required' }] }), 'reject')).toBe('Rejection Reason: required');
  });

  it("falls back to SPEC's texts: the repost's own, 'Action failed' for the others", () => {
    expect(actionFailureText(new ApiError('HTTP error! status: 502', 502, '<html>'), 'repost-to-autotest')).toBe(MSG.failedRepost);
    expect(actionFailureText(new TypeError('Failed to fetch'), 'repost-to-autotest')).toBe('Failed to repost centre to autotest dashboard');
    expect(actionFailureText(new ApiError('HTTP error! status: 502', 502, null), 'approve')).toBe('Action failed');
  });
});
