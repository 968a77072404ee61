import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { STATE_NAMES } from '@cbt/contracts';
import AccreditedCentres from './AccreditedCentres';

beforeEach(() => window.history.pushState(null, '', '/accredited-centres'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const centre = (n: number, state = 'Lagos', standing: 'accredited' | 'suspended' = 'accredited') => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  centreName: `Centre ${n}`,
  state,
  localGovernment: 'Ikeja',
  accreditedAt: '2026-03-03T10:00:00.000Z',
  standing,
  standingLabel: standing === 'suspended' ? 'Suspended' : 'Accredited',
  validUntil: '2027-03-03T10:00:00.000Z',
});

/** Answers like the server: a page of the given centres, filtered by the state in the URL. */
function register(all: ReturnType<typeof centre>[], limit = 20) {
  const fetchMock = vi.fn(async (url: string) => {
    const params = new URL(url, 'http://x').searchParams;
    const state = params.get('state');
    const page = Number(params.get('page'));
    const rows = all.filter((c) => !state || c.state === state);
    return Response.json({
      success: true,
      data: {
        centres: rows.slice((page - 1) * limit, page * limit),
        pagination: { page, limit, totalCount: rows.length, totalPages: Math.ceil(rows.length / limit) },
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A browser that shares the given position, or refuses to. */
function geolocation(position: { latitude: number; longitude: number } | null) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    if (position) ok({ coords: position } as GeolocationPosition);
    else fail({ code: 1, message: 'denied' } as GeolocationPositionError);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

describe('accredited centres register', () => {
  it("links each centre's name to its public page", async () => {
    register([centre(1)]);
    render(<AccreditedCentres />);
    const link = await screen.findByRole('link', { name: 'Centre 1' });
    expect(link.getAttribute('href')).toBe('/accredited-centres/00000000-0000-4000-8000-000000000001');
  });

  it('orders nearest first with the visitor\'s position, shows distances, and goes back to newest first', async () => {
    const fetchMock = register([{ ...centre(1), distanceKm: 8.7 } as ReturnType<typeof centre>, { ...centre(2), distanceKm: null } as ReturnType<typeof centre>]);
    geolocation({ latitude: 7.3775, longitude: 3.947 });
    render(<AccreditedCentres />);
    await screen.findByText('Centre 1');
    expect(screen.queryByRole('columnheader', { name: 'Distance' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Nearest to me' }));
    await screen.findByRole('columnheader', { name: 'Distance' });
    expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/public/accredited-centres?page=1&limit=20&near=7.37750%2C3.94700');
    expect(screen.getByText('8.7 km')).toBeTruthy();
    expect(screen.getByText('Position not given')).toBeTruthy();
    // The position is never put in the address bar.
    expect(window.location.search).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Newest first' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/public/accredited-centres?page=1&limit=20'));
  });

  it('stays newest first, and says so, when the visitor does not share a position', async () => {
    const fetchMock = register([centre(1)]);
    geolocation(null);
    render(<AccreditedCentres />);
    await screen.findByText('Centre 1');
    const calls = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Nearest to me' }));
    await screen.findByText('Your position was not shared, so the register stays newest first. You can still choose a state.');
    expect(fetchMock.mock.calls.length).toBe(calls);
    expect(screen.getByRole('button', { name: 'Nearest to me' })).toBeTruthy();
  });

  it('lists the centres with the count, and offers all 37 states', async () => {
    register([centre(1), centre(2, 'Kano')]);
    render(<AccreditedCentres />);
    await screen.findByText('Centre 1');
    expect(screen.getByText('Showing 1–2 of 2 accredited centres')).toBeTruthy();
    const options = within(screen.getByLabelText('State')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All states', ...STATE_NAMES]);
    expect(STATE_NAMES).toHaveLength(37);
    expect(screen.queryByRole('navigation', { name: 'Register pages' })).toBeNull();
  });

  it('filters by state, keeps the filter in the address, and shows the empty state', async () => {
    const fetchMock = register([centre(1), centre(2, 'Kano')]);
    render(<AccreditedCentres />);
    await screen.findByText('Centre 1');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Kano' } });
    await screen.findByText('Showing 1–1 of 1 accredited centre');
    expect(screen.queryByText('Centre 1')).toBeNull();
    expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/public/accredited-centres?page=1&limit=20&state=Kano');
    expect(window.location.search).toBe('?state=Kano');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Zamfara' } });
    await screen.findByText('No accredited centres in Zamfara yet.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages through the register with Previous and Next', async () => {
    register(Array.from({ length: 25 }, (_, i) => centre(i + 1)));
    render(<AccreditedCentres />);
    await screen.findByText('Page 1 of 2');
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing 21–25 of 25 accredited centres');
    expect(screen.getByText('Centre 21')).toBeTruthy();
    expect(window.location.search).toBe('?page=2');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the SPEC message when the server fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: false }, { status: 500 })));
    render(<AccreditedCentres />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch accredited centres');
  });

  it('shows each centre’s validity and marks a suspended centre as suspended, never as accredited', async () => {
    register([centre(1), centre(2, 'Lagos', 'suspended')]);
    render(<AccreditedCentres />);
    await screen.findByText('Centre 2');
    expect(screen.getByRole('columnheader', { name: 'Valid until' })).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('3 March 2027')).toBeTruthy();
    expect(within(rows[0]!).getByText('Accredited')).toBeTruthy();
    expect(within(rows[1]!).getByText('Suspended')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Accredited')).toBeNull();
    expect(screen.getByText(/A suspended centre stays listed/)).toBeTruthy();
  });
});
