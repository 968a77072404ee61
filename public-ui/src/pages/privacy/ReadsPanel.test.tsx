import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ReadsPanel } from './ReadsPanel';
import { READS_WORDS } from './readsWords';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the offices that opened the centre’s record', () => {
  it('lists each read by office and what was opened, with the session token, and names no person', async () => {
    const reads = [
      { at: '2026-11-29T08:00:00Z', role: 'Administrator', roleName: 'admin', state: 'Lagos', kind: 'detail' },
      { at: '2026-11-28T08:00:00Z', role: 'Super Administrator', roleName: 'superadmin', state: null, kind: 'export' },
      { at: '2026-11-27T08:00:00Z', role: 'Records desk', roleName: 'records_desk', state: 'Kano', kind: 'document' },
    ];
    const fetchMock = vi.fn(async () => Response.json({ success: true, data: { reads, total: 3 } }));
    vi.stubGlobal('fetch', fetchMock);
    render(<ReadsPanel reference="JAMB-2026-12345678" token="centre-token" />);

    expect(await screen.findByText('Administrator, Lagos office')).toBeTruthy();
    expect(screen.getByText('Super Administrator, national office')).toBeTruthy();
    expect(screen.getByText('Records desk, Kano office')).toBeTruthy();
    expect(screen.getByText('The centre record')).toBeTruthy();
    expect(screen.getByText('An export of centres')).toBeTruthy();
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/centre-registration/JAMB-2026-12345678/reads');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer centre-token');
  });

  it('says when no office has opened the record, and when the list cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: true, data: { reads: [], total: 0 } })));
    render(<ReadsPanel reference="R" token="t" />);
    expect(await screen.findByText('No council office has opened your record yet.')).toBeTruthy();
    cleanup();
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: false, message: 'nope' }, { status: 500 })));
    render(<ReadsPanel reference="R" token="t" />);
    expect((await screen.findByRole('alert')).textContent).toBe('The list could not be loaded. Please try again later.');
  });

  it('has every word in every language', () => {
    for (const words of Object.values(READS_WORDS)) {
      expect(Object.keys(words).sort()).toEqual(Object.keys(READS_WORDS.en).sort());
      expect(Object.keys(words.roles).sort()).toEqual(Object.keys(READS_WORDS.en.roles).sort());
    }
  });
});
