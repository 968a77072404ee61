import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { failureText } from './failureText';

describe('failureText', () => {
  it('prefers the server’s message', () => {
    expect(failureText(new ApiError('Stage 1: Stage name is required', 400, { success: false }), 'Failed to save configuration')).toBe('Stage 1: Stage name is required');
    // Downloads keep the message but not the body.
    expect(failureText(new ApiError('The accreditation letter has not been generated yet', 404, null), 'x')).toBe('The accreditation letter has not been generated yet');
  });

  it('falls back to the screen’s text without one', () => {
    expect(failureText(new ApiError('HTTP error! status: 502', 502, '<html>'), 'Failed to save configuration')).toBe('Failed to save configuration');
    expect(failureText(new ApiError('The server took too long to answer. Please try again.', 0, null), 'Failed to fetch centres')).toBe('Failed to fetch centres');
    expect(failureText(new TypeError('Failed to fetch'), 'Failed to fetch centres')).toBe('Failed to fetch centres');
  });
});
