import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MyDataPanel } from './MyDataPanel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the centre's own copy of its data", () => {
  it('asks for it with the session token and saves it as a JSON file', async () => {
    const answer = { success: true, data: { generatedAt: '2026-11-29T00:00:00Z', records: { centres: [{ admin_email: 'a@b.test' }] } } };
    const fetchMock = vi.fn(async () => Response.json(answer));
    vi.stubGlobal('fetch', fetchMock);
    const saved: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:x'), revokeObjectURL: () => undefined }));
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    render(<MyDataPanel reference="JAMB-2026-12345678" token="centre-token" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(clicks).toHaveBeenCalled());

    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/centre-registration/JAMB-2026-12345678/my-data');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer centre-token');
    expect(JSON.parse(await saved[0]!.text())).toEqual(answer);
  });

  it('says so when the download fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: false, message: 'nope' }, { status: 500 })));
    render(<MyDataPanel reference="JAMB-2026-12345678" token="t" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your data could not be downloaded. Please try again.');
  });
});
