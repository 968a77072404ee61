import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import FindCentre, { otpInput } from './FindCentre';

beforeEach(() => {
  window.localStorage.clear();
  window.history.pushState(null, '', '/find-centre');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const centre = (status: string) => ({ referenceNumber: 'JAMB-2026-12345678', centreName: 'Sunrise', status, statusLabel: status, maskedEmail: 'a***@school.test' });

async function find(status: string, extra: Record<string, unknown>) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/verify-otp')) {
      return Response.json({ success: true, data: { token: 'centre-token', centre: { ReferenceNumber: 'JAMB-2026-12345678', CentreName: 'Sunrise' } } });
    }
    return Response.json({ success: true, data: centre(status), ...extra });
  });
  vi.stubGlobal('fetch', fetchMock);
  render(<FindCentre />);
  fireEvent.change(screen.getByLabelText(/^Reference number/), { target: { value: ' jamb-2026-12345678 ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Find Centre' }));
  await screen.findByRole('heading', { name: 'Sunrise' });
  return fetchMock;
}

describe('find centre', () => {
  it('asks for a reference number before searching', () => {
    render(<FindCentre />);
    fireEvent.click(screen.getByRole('button', { name: 'Find Centre' }));
    expect(screen.getByText('Please enter a reference number')).toBeTruthy();
  });

  it('blocks a pending centre with the not-yet-approved notice', async () => {
    const fetchMock = await find('pending', { pendingApproval: true, otpSent: false, message: 'This centre has not been approved yet.' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/centre-registration/JAMB-2026-12345678');
    expect(screen.getByText('This centre has not been approved yet.')).toBeTruthy();
    expect(screen.queryByLabelText(/^One-time code/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request code' })).toBeNull();
  });

  it('offers a code request for a centre in another status', async () => {
    await find('query', { pendingApproval: false, otpSent: false });
    expect(screen.getByRole('button', { name: 'Request code' })).toBeTruthy();
    expect(screen.queryByLabelText(/^One-time code/)).toBeNull();
  });

  it('keeps the code to six digits and verifies on Enter, then goes on after 2 seconds', async () => {
    const fetchMock = await find('registration_approved', { pendingApproval: false, otpSent: true, message: 'OTP sent successfully! Please check your email and enter the code.' });
    // SPEC's text, read as a person reads it: "code", not "OTP" (DECISIONS §10).
    expect(screen.getByText('Code sent! Please check your email and enter the code.')).toBeTruthy();
    const input = screen.getByLabelText(/^One-time code/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12a34567' } });
    expect(input.value).toBe('123456');
    vi.useFakeTimers();
    fireEvent.submit(input.closest('form')!);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(url).toBe('/api/centre-registration/JAMB-2026-12345678/verify-otp');
    expect(JSON.parse(init.body as string)).toEqual({ otp: '123456' });
    expect(window.localStorage.getItem('centreAuthToken')).toBe('centre-token');
    expect(JSON.parse(window.localStorage.getItem('centreData')!).ReferenceNumber).toBe('JAMB-2026-12345678');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900);
    });
    expect(window.location.pathname).toBe('/find-centre');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(window.location.pathname).toBe('/centre-registration');
  });

  it('asks for the code when it is empty', async () => {
    await find('autotest_approved', { pendingApproval: false, otpSent: true });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter the code')).toBeTruthy();
  });

  it('filters what is typed or pasted into the code field', () => {
    expect(otpInput(' 12 34-56 78')).toBe('123456');
  });
});
