import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { centreSession } from '../../lib/session';

const uploadFile = vi.fn();
vi.mock('../../lib/upload', () => ({ SENT_SHARE: 90, uploadFile: (...args: unknown[]) => uploadFile(...args) }));
const { default: DocumentUpload } = await import('./DocumentUpload');

const REF = 'JAMB-2026-12345678';
const LONG_ADDRESS = 'Plot 12, Ogunlana Drive, Surulere, beside the Ogunlanaogunlanaogunlanaogunlanaogunlana Shopping Complex';
const letter = { id: 'f1', filename: 'letter.pdf', url: 'http://localhost/api/files/f1', uploadedAt: '2026-03-01T10:00:00Z' };
let centre: Record<string, unknown>;

let calls: Array<{ url: string; method: string; authorization: string | undefined }> = [];
beforeEach(() => {
  calls = [];
  centre = { ReferenceNumber: REF, CentreName: 'Sunrise CBT', address: LONG_ADDRESS, CentreCapacity: 300, isRegistrationComplete: false, lockedFields: ['CentreName'], uploadedDocuments: { applicationLetter: { files: [letter] } } };
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
  uploadFile.mockReset();
});

// SPEC §4: completing the documents ends the centre's session; DECISIONS §9: a sign-out ends the
// token on the server too (POST /centre-registration/logout), not only in this browser.
// DECISIONS §10: check your answers first, then the confirmation.
// Several screens each: on a busy machine they take longer than vitest's 5 s default.
describe('completing the documents', { timeout: 20_000 }, () => {
  it('checks the answers first, listing what accreditation still needs, then confirms and ends the session everywhere', async () => {
    render(<DocumentUpload />);
    fireEvent.click(await screen.findByRole('button', { name: /^Complete Registration$/ }));
    await screen.findByRole('heading', { level: 1, name: 'Check your answers before completing your registration' });
    expect(calls.some((c) => c.url.endsWith('/complete'))).toBe(false);
    const missing = screen.getByTestId('missing-for-accreditation');
    expect(within(missing).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['RC / Government Document', 'GPS Picture', 'Centre Picture']);
    // Each answer's Change goes back to its field; an approved identity field has none (a change request changes it).
    expect(screen.getByRole('link', { name: 'Change Number of systems' }).getAttribute('href')).toBe('/centre-registration?change=CentreCapacity');
    expect(screen.queryByRole('link', { name: /Change Centre name/ })).toBeNull();
    expect(screen.getByText(LONG_ADDRESS)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change Application Letter' }).getAttribute('href')).toBe('#document-applicationLetter');

    fireEvent.click(screen.getByRole('button', { name: 'Confirm and complete registration' }));
    expect(await screen.findByText('Registration marked as complete')).toBeTruthy();
    const panel = screen.getByTestId('confirmation-panel');
    expect(within(panel).getByRole('heading', { level: 1 }).textContent).toBe('Registration Complete');
    expect(panel.textContent).toContain(REF);
    expect(screen.getByText('We have sent a receipt to your email address.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeTruthy();
    expect(centreSession()).toBeNull();
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/centre-registration/logout')).toBe(true));
    const logout = calls.find((c) => c.url === '/api/centre-registration/logout')!;
    expect(logout.authorization).toBe('Bearer centre-token');
  });

  it('says all four documents are there when they are, and Change on a document goes back to it', async () => {
    centre.uploadedDocuments = Object.fromEntries(['applicationLetter', 'rcDocument', 'gpsPicture', 'centrePicture'].map((type, i) => [type, { files: [{ ...letter, id: `f${i}`, filename: `${type}.pdf` }] }]));
    render(<DocumentUpload />);
    fireEvent.click(await screen.findByRole('button', { name: /^Complete Registration$/ }));
    expect(await screen.findByText('All four documents needed for accreditation are uploaded.')).toBeTruthy();
    expect(screen.queryByTestId('missing-for-accreditation')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Change GPS Picture' }));
    await screen.findByRole('heading', { name: 'GPS Picture' });
    expect(document.activeElement?.id).toBe('document-gpsPicture');
  });

  it('while a file is still sending, Complete says so (not "upload at least one") and leaving asks first', async () => {
    centre.uploadedDocuments = {};
    let finish: () => void = () => undefined;
    uploadFile.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    render(<DocumentUpload />);
    const input = await screen.findByLabelText('Choose a file for GPS Picture');
    await act(async () => fireEvent.change(input, { target: { files: [new File(['png'], 'gps.png')] } }));
    fireEvent.click(screen.getByRole('button', { name: /^Complete Registration$/ }));
    expect(screen.getByText('Files are still sending. Wait until each one says it is uploaded, then complete your registration.')).toBeTruthy();
    expect(screen.queryByText('Please upload at least one document before completing registration.')).toBeNull();
    expect(screen.queryByRole('heading', { name: /Check your answers/ })).toBeNull();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Back to centre registration' }));
    expect(confirm).toHaveBeenCalledWith('A file is still sending and will be lost if you leave this page. Leave anyway?');

    centre.uploadedDocuments = { gpsPicture: { files: [{ ...letter, filename: 'gps.png' }] } };
    await act(async () => finish());
    expect(await screen.findByText('Document uploaded successfully: gps.png')).toBeTruthy();
    expect(screen.queryByText(/Files are still sending/)).toBeNull();
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /^Complete Registration$/ }));
    await screen.findByRole('heading', { name: 'Check your answers before completing your registration' });
  });

  it('with nothing chosen, Complete still asks for at least one document (SPEC §9)', async () => {
    centre.uploadedDocuments = {};
    render(<DocumentUpload />);
    fireEvent.click(await screen.findByRole('button', { name: /^Complete Registration$/ }));
    expect(await screen.findByText('Please upload at least one document before completing registration.')).toBeTruthy();
  });
});
