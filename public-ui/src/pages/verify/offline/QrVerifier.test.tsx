import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { signCredential } from '@cbt/contracts';
import { setLanguage } from '../../../i18n';
import { QrVerifier } from './QrVerifier';
import { TRUST_STORAGE_KEY } from './trustStore';
import { claims, signer, statusList } from './testCredentials';

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  cleanup();
  await setLanguage('en');
  vi.unstubAllGlobals();
});

/** The server's two answers: the JWK set and the status list in its envelope. */
function serverAnswers(keys: unknown[], status: unknown) {
  const fetchMock = vi.fn(async (url: string) => (String(url).includes('jwks') ? Response.json({ keys }) : Response.json({ success: true, data: status })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function pasteAndCheck(text: string) {
  fireEvent.change(screen.getByLabelText('Text of the QR code'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Check QR Code' }));
}

describe('the verify page’s QR check (DECISIONS §10)', () => {
  it('checks pasted QR text against the fetched keys and status list, showing the claims and the list’s time', async () => {
    const key = await signer(1);
    const fetchMock = serverAnswers([key.publicJwk], await statusList(key, [], new Date()));
    render(<QrVerifier />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(window.localStorage.getItem(TRUST_STORAGE_KEY)).not.toBeNull());
    await pasteAndCheck(await signCredential(claims(), key.kid, key.sign));
    await screen.findByRole('heading', { name: 'Genuine letter: in good standing' });
    expect(screen.getByText('Ikeja Model CBT Centre')).toBeTruthy();
    expect(screen.getByText('250')).toBeTruthy();
    expect(screen.getByText('ABCD-EFGH-JKMN')).toBeTruthy();
    expect(screen.getByTestId('status-as-of').textContent).toMatch(/^Status as of /);
    expect(screen.queryByTestId('status-stale')).toBeNull();
    expect(screen.queryByTestId('qr-offline')).toBeNull();
  });

  it('without a connection, checks with what the last visit kept, and warns when the list is over a day old', async () => {
    const key = await signer(1);
    const old = new Date(Date.now() - 30 * 60 * 60 * 1000);
    window.localStorage.setItem(TRUST_STORAGE_KEY, JSON.stringify({ keys: [key.publicJwk], status: await statusList(key, [42], old), fetchedAt: old.toISOString() }));
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    render(<QrVerifier />);
    await screen.findByTestId('qr-offline');
    await pasteAndCheck(await signCredential(claims(), key.kid, key.sign));
    await screen.findByRole('heading', { name: 'Genuine letter: no longer in good standing' });
    expect(screen.getByTestId('status-stale').textContent).toContain('more than 24 hours old');
  });

  it('says so for a QR signed by a key the portal does not publish, and for text that is no letter QR', async () => {
    const key = await signer(1);
    const stranger = await signer(5);
    serverAnswers([key.publicJwk], await statusList(key, [], new Date()));
    render(<QrVerifier />);
    await vi.waitFor(() => expect(window.localStorage.getItem(TRUST_STORAGE_KEY)).not.toBeNull());
    await pasteAndCheck(await signCredential(claims(), stranger.kid, stranger.sign));
    await screen.findByRole('heading', { name: 'Unknown signature: do not rely on this letter' });
    await pasteAndCheck('hello');
    expect((await screen.findByRole('alert')).textContent).toBe('This QR code is not an accreditation letter from this portal.');
  });

  it('gives the verdict and "status as of" in the reader’s language', async () => {
    await setLanguage('ha');
    const key = await signer(1);
    serverAnswers([key.publicJwk], await statusList(key, [], new Date()));
    render(<QrVerifier />);
    await vi.waitFor(() => expect(window.localStorage.getItem(TRUST_STORAGE_KEY)).not.toBeNull());
    fireEvent.change(screen.getByLabelText('Rubutun lambar QR'), { target: { value: await signCredential(claims(), key.kid, key.sign) } });
    fireEvent.click(screen.getByRole('button', { name: 'Duba Lambar QR' }));
    await screen.findByRole('heading', { name: 'Wasiƙa ta gaskiya: tana kan matsayi mai kyau' });
    expect(screen.getByTestId('status-as-of').textContent).toMatch(/^Matsayi har zuwa /);
  });
});
