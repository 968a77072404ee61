import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RENEWAL_MSG } from '@cbt/contracts';
import { setLanguage } from '../../i18n';
import { RenewalPanel, type RenewalCycle, type RenewalView } from './RenewalPanel';

const REF = 'JAMB-2026-12345678';
const centre = {
  ReferenceNumber: REF,
  CentreName: 'Sunrise CBT',
  systemConfiguration: 'Core i5, 8 GB RAM',
  CentreCapacity: 120,
  ExpectedCandidates: 6000,
  NumberOfBackupSystems: 10,
  TypeOfPowerSource: 'Generator',
  TypeOfBackupPowerSource: 'UPS',
  GeneratorCapacity: '50KVA',
  NetworkTopology: 'Star',
  SystemArchitecture: 'Standalone',
  CoolingSystem: 'AC',
  CCTVType: 'IP Camera',
  networkingType: 'LAN',
  CCTV: 'Yes',
  internetConnection: 'Fiber Optic',
  uploadedDocuments: { gpsPicture: { files: [{ id: 'f1', filename: 'gps.pdf', url: 'http://x/f1', uploadedAt: '2026-03-01T10:00:00Z' }] } },
};

const cycle: RenewalCycle = { id: 'a1', cycle: 1, kind: 'initial', status: 'approved', standing: 'accredited', validFrom: '2026-03-03T10:00:00.000Z', validUntil: '2027-03-03T10:00:00.000Z', currentStage: 2, totalStagesRequired: 2 };
const view = (over: Partial<RenewalView> = {}): RenewalView => ({
  open: true,
  blockedReason: null,
  opensAt: '2026-12-03T10:00:00.000Z',
  validUntil: '2027-03-03T10:00:00.000Z',
  standing: 'accredited',
  running: null,
  cycles: [cycle],
  ...over,
});

/** Answers GET and POST of the renewal as the server does; remembers what was posted. */
function server(first: RenewalView) {
  const posted: Array<Record<string, unknown>> = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (url.endsWith('/renewal') && init.method === 'POST') {
      posted.push(JSON.parse(init.body as string));
      const running = { ...cycle, id: 'a2', cycle: 2, kind: 'renewal', status: 'pending', standing: null, validFrom: null, validUntil: null, currentStage: 0 };
      return Response.json({ success: true, message: RENEWAL_MSG.submitted, data: view({ open: false, blockedReason: RENEWAL_MSG.alreadySubmitted, running, cycles: [running, cycle] }) }, { status: 201 });
    }
    if (url.endsWith('/renewal')) return Response.json({ success: true, data: first });
    return Response.json({ success: true, data: centre });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, posted };
}

afterEach(async () => {
  await setLanguage('en');
  cleanup();
  vi.unstubAllGlobals();
});

describe('the centre’s validity and renewal', { timeout: 20_000 }, () => {
  it('while the window is open: confirms the facilities, checks the answers, submits, then confirms with the reference and shows the renewal under review', async () => {
    const { posted } = server(view());
    const renewed = vi.fn();
    const seen = vi.fn();
    render(<RenewalPanel centre={centre} reference={REF} token="tok" onRenewed={renewed} onView={(v) => seen(v.open)} />);
    expect((await screen.findByTestId('centre-validity')).textContent).toBe('Valid until 3 March 2027');
    const form = screen.getByRole('form', { name: 'Renew accreditation' });
    expect((within(form).getByLabelText('Number of systems') as HTMLInputElement).value).toBe('120');
    expect(within(form).queryByLabelText(/Organization name|Centre name/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Approved details' }).getAttribute('href')).toBe('#approved-details');
    // Documents may be replaced: each type offers a pick that uploads at once, and the stored file is listed.
    expect(within(form).getByText('gps.pdf')).toBeTruthy();
    expect(within(form).getAllByLabelText(/^Choose a file for /)).toHaveLength(4);

    fireEvent.change(within(form).getByLabelText('Number of systems'), { target: { value: '150' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    // DECISIONS §10: check your answers before the irreversible step; nothing is sent yet.
    const check = await screen.findByTestId('renewal-check');
    expect(within(check).getByRole('heading', { name: 'Check your answers before submitting your renewal' })).toBeTruthy();
    expect(posted).toHaveLength(0);
    expect(within(check).getByText('150')).toBeTruthy();
    expect(within(within(check).getByTestId('missing-for-accreditation')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Application Letter', 'RC / Government Document', 'Centre Picture']);
    // Change goes back to the field, with what was entered kept.
    fireEvent.click(within(check).getByRole('link', { name: 'Change Number of systems' }));
    const again = await screen.findByRole('form', { name: 'Renew accreditation' });
    expect((within(again).getByLabelText('Number of systems') as HTMLInputElement).value).toBe('150');
    expect(document.activeElement).toBe(within(again).getByLabelText('Number of systems'));
    fireEvent.click(within(again).getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and submit renewal' }));

    const confirmation = await screen.findByTestId('renewal-confirmation');
    expect(within(confirmation).getByRole('heading', { name: 'Renewal submitted' })).toBeTruthy();
    expect(confirmation.textContent).toContain(REF);
    expect(confirmation.textContent).toContain('We have sent a receipt to your email address.');
    expect(within(confirmation).getByRole('heading', { name: 'What happens next' })).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ CentreCapacity: 150, ExpectedCandidates: 6000, NumberOfBackupSystems: 10, TypeOfPowerSource: 'Generator', internetConnection: 'Fiber Optic' });
    // Only the capacity and facilities: never the identity.
    expect(Object.keys(posted[0]!)).toHaveLength(14);
    expect(posted[0]).not.toHaveProperty('CentreName');
    expect(screen.getByTestId('renewal-status').textContent).toContain('Your renewal was submitted and the council is reviewing it: 0 of 2 stages approved.');
    expect(screen.queryByRole('form', { name: 'Renew accreditation' })).toBeNull();
    expect(renewed).toHaveBeenCalledTimes(1);
    // The page is told the window is open (its read-only notices give way), then that it closed.
    expect(seen.mock.calls).toEqual([[true], [false]]);
  });

  it('checks the facilities before sending: nothing is posted while one is wrong', async () => {
    const { posted } = server(view());
    render(<RenewalPanel centre={{ ...centre, CentreCapacity: 0 }} reference={REF} token="tok" />);
    const form = await screen.findByRole('form', { name: 'Renew accreditation' });
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findAllByText('Must have at least 1 system')).toHaveLength(2);
    expect(screen.queryByTestId('renewal-check')).toBeNull();
    expect(posted).toHaveLength(0);
  });

  it('before the window: the validity and the day renewal opens, no form', async () => {
    server(view({ open: false, blockedReason: RENEWAL_MSG.notYetOpen('3 December 2026') }));
    render(<RenewalPanel centre={centre} reference={REF} token="tok" />);
    expect((await screen.findByTestId('renewal-blocked')).textContent).toBe('Renewal opens on 3 December 2026.');
    expect(screen.queryByRole('form', { name: 'Renew accreditation' })).toBeNull();
  });

  it('after the validity ended: expired on, in plain words, and why the renewal waits', async () => {
    server(view({ open: false, standing: 'expired', blockedReason: RENEWAL_MSG.needsCycleAutotest('3 December 2026') }));
    render(<RenewalPanel centre={centre} reference={REF} token="tok" />);
    expect((await screen.findByTestId('centre-validity')).textContent).toBe('Expired on 3 March 2027: the centre may not hold examinations until the council renews its accreditation.');
    expect(screen.getByTestId('renewal-blocked').textContent).toContain("Renewal needs this cycle's passed autotest, sat on or after 3 December 2026.");
  });

  it('shows nothing without a granted validity (nothing to renew)', async () => {
    const { fetchMock } = server(view({ open: false, validUntil: null, standing: null, opensAt: null, cycles: [] }));
    const { container } = render(<RenewalPanel centre={centre} reference={REF} token="tok" />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 10));
    expect(container.textContent).toBe('');
  });

  it('speaks the chosen language', async () => {
    server(view({ open: false, blockedReason: RENEWAL_MSG.suspended, standing: 'suspended' }));
    await setLanguage('ha');
    render(<RenewalPanel centre={centre} reference={REF} token="tok" />);
    expect((await screen.findByTestId('centre-validity')).textContent).toBe('Yana aiki har zuwa 3 Maris, 2027');
    expect(screen.getByTestId('renewal-blocked').textContent).toBe('Ana sabunta amincewar da aka dakatar da zarar hukumar ta maido da ita.');
  });
});
