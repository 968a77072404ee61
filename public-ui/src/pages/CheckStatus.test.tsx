import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { setLanguage } from '../i18n';
import CheckStatus from './CheckStatus';

const REF = 'JAMB-2026-12345678';
const base = {
  registrationNumber: REF,
  schoolName: 'Sunrise CBT',
  email: 's***@s***.test',
  registrationDate: '2026-01-05T10:00:00Z',
  status: 'autotest_approved',
  statusLabel: 'Autotest Approved',
  adminFeedback: null,
  rejectionReason: null,
  queryDetails: null,
  timeline: [],
};
const granted = { status: 'approved', currentStage: 2, totalStagesRequired: 2, progress: 100, accreditedAt: '2026-02-01T10:00:00Z', standingChangedAt: '2026-02-01T10:00:00Z' };

function answer(data: Record<string, unknown>) {
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: true, data })));
}

async function lookUp() {
  render(<CheckStatus />);
  fireEvent.change(screen.getByLabelText(/Registration number|Lambar rajista/), { target: { value: REF } });
  fireEvent.click(screen.getByRole('button', { name: /Check Status|Duba Matsayi/ }));
  return screen.findByRole('region');
}

beforeEach(async () => {
  window.localStorage.clear();
  await setLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// DECISIONS §10: the status a person sees first is the furthest fact; once an accreditation exists its
// standing leads, with the registration status beside it.
describe('Check Status', () => {
  it('leads with "Accredited" for an accredited centre, gives its valid-until date and a link to verify its letter', async () => {
    answer({ ...base, accreditation: { ...granted, standing: 'accredited', validUntil: '2027-02-01T10:00:00Z', verificationCode: 'ABCD-1234' } });
    const result = await lookUp();
    const badge = result.querySelector('.badge')!;
    expect(badge.textContent).toBe('Accredited');
    expect(within(result).getByText('Autotest Approved')).toBeTruthy();
    expect(within(result).getByText(/1 February 2027/)).toBeTruthy();
    const verify = within(result).getByRole('link', { name: /accreditation letter/i });
    expect(verify.getAttribute('href')).toBe('/verify/ABCD-1234');
    expect(within(result).queryByText(/Continue your registration/)).toBeNull();
  });

  it('leads with the suspension of a suspended centre and offers no letter link', async () => {
    answer({ ...base, accreditation: { ...granted, standing: 'suspended', validUntil: '2027-02-01T10:00:00Z', verificationCode: null } });
    const result = await lookUp();
    expect(result.querySelector('.badge')!.textContent).toBe('Accreditation suspended');
    expect(within(result).queryByRole('link', { name: /accreditation letter/i })).toBeNull();
  });

  it('leads with the registration status while there is no accreditation, with the way to carry on', async () => {
    answer({ ...base, status: 'registration_approved', statusLabel: 'Registration Approved', accreditation: null });
    const result = await lookUp();
    expect(result.querySelector('.badge')!.textContent).toBe('Registration Approved');
    expect(within(result).getByText(/Continue your registration/)).toBeTruthy();
  });

  it('says it in the chosen language (Hausa)', async () => {
    await setLanguage('ha');
    answer({ ...base, accreditation: { ...granted, standing: 'accredited', validUntil: '2027-02-01T10:00:00Z', verificationCode: 'ABCD-1234' } });
    const result = await lookUp();
    expect(result.querySelector('.badge')!.textContent).toBe('An amince');
    expect(within(result).getByText('An Amince da Autotest')).toBeTruthy();
  });
});
