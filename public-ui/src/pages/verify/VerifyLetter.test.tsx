import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from '../../i18n';
import { KEYS_URL, STATUS_URL } from './offline/trustStore';
import VerifyLetter from './VerifyLetter';

beforeEach(() => window.history.pushState(null, '', '/verify/ABCD-EFGH-JKMN'));
afterEach(async () => {
  await setLanguage('en');
  cleanup();
  vi.unstubAllGlobals();
});

const letter = (status: 'accredited' | 'withdrawn' | 'expired' | 'superseded', statusLabel: string) => ({
  genuine: true,
  code: 'ABCD-EFGH-JKMN',
  centreName: 'Sunrise CBT Centre',
  // An earlier server's answer carried it; the page shows it no more (it starts sign-in codes to the centre).
  referenceNumber: 'JAMB-2026-12345678',
  state: 'Lagos',
  localGovernment: 'Ikeja',
  accreditedAt: '2026-03-03T10:00:00.000Z',
  issuedAt: '2026-03-03T10:05:00.000Z',
  status,
  statusLabel,
});

/** The code look-up's answer; the QR check's keys and status list (fetched on opening) are answered apart. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string) => Response.json(body, { status }));
  vi.stubGlobal('fetch', vi.fn(async (url: string) => (url === KEYS_URL || url === STATUS_URL ? Response.json({ keys: [] }) : fetchMock(url))));
  return fetchMock;
}

describe('verify letter page', () => {
  it('checks the code from the address bar and shows a genuine, accredited letter in words', async () => {
    const fetchMock = answer(200, { success: true, data: letter('accredited', 'Accredited') });
    render(<VerifyLetter code="ABCD-EFGH-JKMN" />);
    expect((screen.getByLabelText(/^Verification code/) as HTMLInputElement).value).toBe('ABCD-EFGH-JKMN');
    await screen.findByRole('heading', { name: 'Genuine letter: Accredited' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/public/verify/ABCD-EFGH-JKMN');
    expect(screen.getByText('Sunrise CBT Centre')).toBeTruthy();
    expect(screen.queryByText('JAMB-2026-12345678')).toBeNull();
    expect(screen.queryByText('Reference number')).toBeNull();
    // Accredited on and letter issued on.
    expect(screen.getAllByText('3 March 2026', { selector: 'dd' })).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Genuine letter: Accredited' }).className).toContain('verdict-accredited');
  });

  it('marks a withdrawn letter as genuine but no longer standing', async () => {
    answer(200, { success: true, data: letter('withdrawn', 'Accreditation withdrawn') });
    render(<VerifyLetter code="ABCD-EFGH-JKMN" />);
    await screen.findByRole('heading', { name: 'Genuine letter: Accreditation withdrawn' });
    expect(screen.getByText(/accreditation no longer stands/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Genuine letter: Accreditation withdrawn' }).className).toContain('verdict-withdrawn');
  });

  it('shows the not-found card for an unknown code', async () => {
    answer(404, { success: false, message: 'No accreditation letter matches this code' });
    render(<VerifyLetter code="ZZZZ-ZZZZ-ZZZZ" />);
    await screen.findByRole('heading', { name: 'No accreditation letter matches this code' });
    expect(screen.getByText('ZZZZ-ZZZZ-ZZZZ')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'No accreditation letter matches this code' }).className).toContain('verdict-not-found');
  });

  it('shows the server message for a rate limit and its own message for a server failure', async () => {
    answer(429, { success: false, message: 'Too many requests. Please try again later.' });
    render(<VerifyLetter code="ABCD-EFGH-JKMN" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests. Please try again later.');
    cleanup();
    answer(500, { success: false, message: 'boom' });
    render(<VerifyLetter code="ABCD-EFGH-JKMN" />);
    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred while verifying the letter. Please try again.');
  });

  it('asks for a code before checking, and navigates to /verify/{code} on submit', async () => {
    const fetchMock = answer(404, { success: false, message: 'No accreditation letter matches this code' });
    window.history.pushState(null, '', '/verify');
    render(<VerifyLetter code="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Verify Letter' }));
    expect(screen.getByText('Please enter the verification code')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Verification code/), { target: { value: 'abcd efgh jkmn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Letter' }));
    expect(window.location.pathname).toBe('/verify/ABCD-EFGH-JKMN');
  });

  it('says everything in the chosen language, the standing and dates included', async () => {
    answer(200, { success: true, data: { ...letter('accredited', 'Accredited'), standingSince: '2026-03-03T10:00:00.000Z', statusText: 'This centre has been accredited' } });
    await setLanguage('ha');
    render(<VerifyLetter code="ABCD-EFGH-JKMN" />);
    await screen.findByRole('heading', { name: 'Wasiƙa ta gaskiya: An amince' });
    expect(screen.getByText('Hukumar ta amince da wannan cibiya tun 3 Maris, 2026, kuma tana iya gudanar da jarrabawa.')).toBeTruthy();
    expect(screen.getAllByText('3 Maris, 2026', { selector: 'dd' })).toHaveLength(2);
    expect(screen.queryByText(/accredited/i)).toBeNull();
  });

  it('shows the validity, says in plain words when it expired, and marks a replaced letter as superseded', async () => {
    const validity = { validFrom: '2026-03-03T10:00:00.000Z', validUntil: '2027-03-03T10:00:00.000Z' };
    answer(200, { success: true, data: { ...letter('accredited', 'Accredited'), ...validity } });
    render(<VerifyLetter code="ABCD-EFGH-JKMN" />);
    await screen.findByRole('heading', { name: 'Genuine letter: Accredited' });
    expect(screen.getByText('Valid until').nextElementSibling?.textContent).toBe('3 March 2027');
    expect(screen.getByText('Valid from').nextElementSibling?.textContent).toBe('3 March 2026');
    cleanup();

    answer(200, { success: true, data: { ...letter('expired', 'Accreditation expired'), ...validity, standingSince: validity.validUntil } });
    render(<VerifyLetter code="ABCD-EFGH-JKMN" />);
    await screen.findByRole('heading', { name: 'Genuine letter: Accreditation expired' });
    expect(screen.getByText("This centre's accreditation expired on 3 March 2027. It may not hold examinations until the council renews it.")).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Genuine letter: Accreditation expired' }).className).toContain('verdict-withdrawn');
    cleanup();

    answer(200, { success: true, data: { ...letter('superseded', 'Letter superseded'), ...validity, standingSince: '2027-01-10T09:00:00.000Z' } });
    render(<VerifyLetter code="ABCD-EFGH-JKMN" />);
    await screen.findByRole('heading', { name: 'Genuine letter: Letter superseded' });
    expect(screen.getByText('This letter was replaced on 10 January 2027 by a later accreditation of the same centre. Ask the centre for its current letter.')).toBeTruthy();
    // Replaced, not withdrawn: the page does not say the centre's accreditation no longer stands.
    expect(screen.queryByText(/accreditation no longer stands/)).toBeNull();
    expect(screen.getByText(/a later letter replaced it/)).toBeTruthy();
  });

  it('says expired and superseded in Hausa too', async () => {
    answer(200, { success: true, data: { ...letter('expired', 'Accreditation expired'), validUntil: '2027-03-03T10:00:00.000Z', standingSince: '2027-03-03T10:00:00.000Z' } });
    await setLanguage('ha');
    render(<VerifyLetter code="ABCD-EFGH-JKMN" />);
    await screen.findByRole('heading', { name: 'Wasiƙa ta gaskiya: Amincewa ta ƙare' });
    expect(screen.getByText('Amincewar wannan cibiya ta ƙare a ranar 3 Maris, 2027. Ba za ta gudanar da jarrabawa ba sai hukumar ta sabunta ta.')).toBeTruthy();
    expect(screen.getByText('Yana aiki har zuwa').nextElementSibling?.textContent).toBe('3 Maris, 2027');
  });
});
