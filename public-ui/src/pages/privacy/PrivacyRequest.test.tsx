import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PRIVACY_MSG } from '@cbt/contracts';
import { App } from '../../App';
import { setLanguage } from '../../i18n';
import { REQUEST_WORDS } from './requestWords';

const CONFIG = { success: true, data: { examBody: 'JAMB', practiceExamRegisterUrl: null, practiceExamUrl: null } };
let calls: Array<{ url: string; body: unknown }> = [];

function stubApi(answer: (url: string, body: unknown) => Response) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      return url.includes('/public/config') ? Response.json(CONFIG) : answer(url, body);
    }),
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('asking the data protection officer (/privacy/request)', () => {
  it('is reached from the privacy notice, lists every problem in the error summary, then sends the request in the chosen language', async () => {
    stubApi(() => Response.json({ success: true, data: { reference: 'PR-2026-00001' } }, { status: 201 }));
    window.history.pushState(null, '', '/privacy');
    render(<App />);
    await setLanguage('ha');
    const ha = REQUEST_WORDS.ha;
    fireEvent.click(await screen.findByRole('link', { name: 'Tambaya game da bayananka' }));
    await screen.findByRole('heading', { level: 1, name: ha.title });
    fireEvent.click(screen.getByRole('button', { name: ha.submit }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(ha.messages[PRIVACY_MSG.nameRequired]);
    expect(summary.textContent).toContain(ha.messages[PRIVACY_MSG.emailInvalid]);
    expect(calls.filter((c) => c.url.includes('privacy-requests'))).toHaveLength(0);

    fireEvent.change(screen.getByRole('combobox', { name: ha.kind }), { target: { value: 'erasure' } });
    fireEvent.change(screen.getByRole('textbox', { name: ha.name }), { target: { value: 'Amina Bello' } });
    fireEvent.change(screen.getByRole('textbox', { name: ha.email }), { target: { value: 'amina@example.ng' } });
    fireEvent.change(screen.getByRole('textbox', { name: ha.centre }), { target: { value: 'JAMB-2026-00042' } });
    fireEvent.change(screen.getByRole('textbox', { name: ha.details }), { target: { value: 'Goge lambar wayata.' } });
    fireEvent.click(screen.getByRole('button', { name: ha.submit }));
    await screen.findByRole('heading', { name: ha.sentTitle });
    expect(screen.getByText('PR-2026-00001')).toBeTruthy();
    expect(calls.find((c) => c.url.includes('privacy-requests'))!.body).toEqual({
      kind: 'erasure',
      name: 'Amina Bello',
      email: 'amina@example.ng',
      centre: 'JAMB-2026-00042',
      details: 'Goge lambar wayata.',
      language: 'ha',
    });
  });

  it("shows the server's field problems in the reader's language", async () => {
    stubApi(() => Response.json({ success: false, message: PRIVACY_MSG.emailInvalid, errors: [{ path: 'email', msg: PRIVACY_MSG.emailInvalid }] }, { status: 400 }));
    window.history.pushState(null, '', '/privacy/request');
    render(<App />);
    await setLanguage('yo');
    const yo = REQUEST_WORDS.yo;
    await screen.findByRole('heading', { level: 1, name: yo.title });
    fireEvent.change(screen.getByRole('combobox', { name: yo.kind }), { target: { value: 'access' } });
    fireEvent.change(screen.getByRole('textbox', { name: yo.name }), { target: { value: 'Tunde Ade' } });
    fireEvent.change(screen.getByRole('textbox', { name: yo.email }), { target: { value: 'tunde@example.ng' } });
    fireEvent.change(screen.getByRole('textbox', { name: yo.centre }), { target: { value: 'Bright CBT, Oyo' } });
    fireEvent.change(screen.getByRole('textbox', { name: yo.details }), { target: { value: 'Kí ni ẹ ní?' } });
    fireEvent.click(screen.getByRole('button', { name: yo.submit }));
    await waitFor(() => expect(screen.getAllByText(yo.messages[PRIVACY_MSG.emailInvalid]!).length).toBeGreaterThan(0));
  });

  it('confirms from the emailed link only when the person presses Confirm, and says by when the answer comes', async () => {
    stubApi((url) =>
      url.includes('/confirm') ? Response.json({ success: true, data: { reference: 'PR-2026-00001', dueDate: '2026-04-01' } }) : Response.json({ success: false }, { status: 500 }),
    );
    window.history.pushState(null, '', '/privacy/request/confirm?token=abcdefghijklmnop');
    render(<App />);
    const confirm = await screen.findByRole('button', { name: REQUEST_WORDS.en.confirmTitle });
    expect(calls.filter((c) => c.url.includes('/confirm'))).toHaveLength(0);
    fireEvent.click(confirm);
    await screen.findByRole('heading', { name: REQUEST_WORDS.en.confirmedTitle });
    expect(screen.getByText(REQUEST_WORDS.en.confirmedText('1 April 2026'))).toBeTruthy();
    expect(calls.find((c) => c.url.includes('/confirm'))!.body).toEqual({ token: 'abcdefghijklmnop' });
  });

  it('says a spent link does not work, and offers to send the request again', async () => {
    stubApi(() => Response.json({ success: false, message: PRIVACY_MSG.invalidLink }, { status: 400 }));
    window.history.pushState(null, '', '/privacy/request/confirm?token=spentspentspent');
    render(<App />);
    await setLanguage('ig');
    fireEvent.click(await screen.findByRole('button', { name: REQUEST_WORDS.ig.confirmTitle }));
    await screen.findByRole('heading', { name: REQUEST_WORDS.ig.invalidTitle });
    expect(screen.getByText(REQUEST_WORDS.ig.messages[PRIVACY_MSG.invalidLink]!)).toBeTruthy();
    expect(screen.getByRole('link', { name: REQUEST_WORDS.ig.again }).getAttribute('href')).toBe('/privacy/request');
  });
});
