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

describe('accredited centres register', () => {
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
