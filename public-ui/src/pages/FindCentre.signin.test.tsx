import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MSG } from '@cbt/contracts';
import { setLanguage, translateMessage } from '../i18n';

// SPEC's sign-in texts as a person reads them in English: "code", not "OTP" (DECISIONS §10).
const SENT = translateMessage(MSG.otpSent);
const INVALID = translateMessage(MSG.invalidOtp);
import FindCentre from './FindCentre';

/** A clear sign-in: one message per error, tries left, a countdown, no stale success notice. */
beforeEach(() => {
  window.localStorage.clear();
  window.history.pushState(null, '', '/find-centre');
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await setLanguage('en');
});

const found = { referenceNumber: 'JAMB-2026-12345678', centreName: 'Sunrise', status: 'registration_approved', statusLabel: 'Registration Approved', maskedEmail: 'a***@s***.test' };

function serve(verifyAnswers: Array<[number, unknown]>, sendAnswer: [number, unknown] = [200, { success: true, message: MSG.otpSentIfApproved, data: { retryAfterSeconds: 60 } }]) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/verify-otp')) {
      const [status, body] = verifyAnswers.shift()!;
      return Response.json(body, { status });
    }
    if (url.endsWith('/send-otp')) return Response.json(sendAnswer[1], { status: sendAnswer[0] });
    return Response.json({ success: true, data: found, pendingApproval: false, otpSent: true, retryAfterSeconds: 60, message: MSG.otpSent });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function signInWith(code: string, label = /^One-time code/) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.change(input, { target: { value: code } });
  fireEvent.submit(input.closest('form')!);
}

async function findCentre() {
  render(<FindCentre />);
  fireEvent.change(screen.getByLabelText(/^Reference number/), { target: { value: 'JAMB-2026-12345678' } });
  fireEvent.click(screen.getByRole('button', { name: 'Find Centre' }));
  await screen.findByRole('heading', { name: 'Sunrise' });
}

const wrong = (triesLeft: number) => [400, { success: false, message: MSG.invalidOtp, errors: [{ path: 'otp', msg: MSG.invalidOtp }], data: { triesLeft } }] as [number, unknown];

describe('find centre: clear sign-in', () => {
  it('says a wrong code once, with the tries left, and drops the success notice', async () => {
    serve([wrong(4), wrong(0)]);
    await findCentre();
    expect(screen.getByText(SENT)).toBeTruthy();
    await signInWith('000000');
    await screen.findByText(`${INVALID}. 4 tries left for this code.`);
    expect(screen.getAllByText((text) => text.includes(INVALID))).toHaveLength(1);
    expect(screen.queryByText('Validation Errors')).toBeNull();
    expect(screen.queryByText(SENT)).toBeNull();
    await signInWith('111111');
    await screen.findByText(`${INVALID}. No tries left for this code. Request a new code.`);
  });

  it('counts down to the next code and only then offers to resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve([]);
    await findCentre();
    const resend = screen.getByRole('button', { name: /New code in 60 s/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(screen.getByText('You can ask for a new code in 1:00.')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(screen.getByRole('button', { name: /New code in 30 s/ })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    const ready = screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement;
    expect(ready.disabled).toBe(false);
  });

  it('shows the wait the server gives when a code is refused', async () => {
    serve([], [429, { success: false, message: MSG.otpHourlyLimit, data: { retryAfterSeconds: 1200 } }]);
    await findCentre();
    // The code is asked for right after the look-up (a GET sends none): its refusal is a notice with the wait.
    await screen.findByText(MSG.otpHourlyLimit);
    expect(screen.queryByText(SENT)).toBeNull();
    expect(screen.getByText('You can ask for a new code in 20:00.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /^New code in/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('finds the centre with a GET and asks for its code with an explicit POST', async () => {
    const fetchMock = serve([]);
    await findCentre();
    await screen.findByText(SENT);
    const calls = (fetchMock.mock.calls as unknown as Array<[string, RequestInit | undefined]>).map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
    expect(calls).toEqual(['GET /api/centre-registration/JAMB-2026-12345678', 'POST /api/centre-registration/JAMB-2026-12345678/send-otp']);
  });

  it('speaks Hausa when Hausa is chosen, and sends the language with its calls', async () => {
    await setLanguage('ha');
    const fetchMock = serve([wrong(3)]);
    render(<FindCentre />);
    fireEvent.change(screen.getByLabelText(/^Lambar shaida/), { target: { value: 'JAMB-2026-12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nemo Cibiya' }));
    await screen.findByRole('heading', { name: 'Sunrise' });
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({ 'Accept-Language': 'ha' });
    await signInWith('000000', /^Lambar shiga ta lokaci ɗaya/);
    await screen.findByText('Lambar ba daidai ba ce. Saura gwaji 3 a kan wannan lambar.');
    expect(document.documentElement.lang).toBe('ha');
  });
});
