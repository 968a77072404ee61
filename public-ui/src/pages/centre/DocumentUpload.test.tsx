import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { centreSession } from '../../lib/session';
import DocumentUpload from './DocumentUpload';

const REF = 'JAMB-2026-12345678';
const centre = {
  ReferenceNumber: REF,
  CentreName: 'Sunrise CBT',
  isRegistrationComplete: false,
  uploadedDocuments: { applicationLetter: { files: [{ id: 'f1', filename: 'letter.pdf', url: 'http://localhost/api/files/f1', uploadedAt: '2026-03-01T10:00:00Z' }] } },
};

let calls: Array<{ url: string; method: string; authorization: string | undefined }> = [];
beforeEach(() => {
  calls = [];
  window.localStorage.clear();
  window.localStorage.setItem('centreAuthToken', 'centre-token');
  window.localStorage.setItem('centreData', JSON.stringify({ ReferenceNumber: REF }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET', authorization: (init.headers as Record<string, string> | undefined)?.Authorization });
      if (url.endsWith('/complete')) return Response.json({ success: true, message: 'Registration marked as complete' });
      if (url.endsWith('/logout')) return Response.json({ success: true, message: 'Signed out successfully' });
      return Response.json({ success: true, data: centre });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// SPEC §4: completing the documents ends the centre's session; DECISIONS §9: a sign-out ends the
// token on the server too (POST /centre-registration/logout), not only in this browser.
describe('completing the documents', () => {
  it('ends the centre session on the server as well as in the browser', async () => {
    render(<DocumentUpload />);
    fireEvent.click(await screen.findByRole('button', { name: /^Complete Registration$/ }));
    expect(await screen.findByText('Registration marked as complete')).toBeTruthy();
    expect(centreSession()).toBeNull();
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/centre-registration/logout')).toBe(true));
    const logout = calls.find((c) => c.url === '/api/centre-registration/logout')!;
    expect(logout.authorization).toBe('Bearer centre-token');
  });
});
