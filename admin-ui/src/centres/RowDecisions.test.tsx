import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PowerEntry } from '@cbt/contracts';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../i18nProvider';
import type { CentreRow } from './centreTypes';

const lagosAdmin: PowerEntry = { role: 'admin', level: 'state', permissions: ['centres.read', 'centres.review'], states: ['Lagos'] };
const nationalAuditor: PowerEntry = { role: 'auditor', level: 'national', permissions: ['centres.read', 'audit.read'], states: 'all' };
const signedIn = vi.hoisted(() => ({ power: [] as PowerEntry[] }));
vi.mock('../profile/ProfileContext', () => ({ useProfile: () => ({ profile: { power: signedIn.power }, error: null }) }));

const { DecideButton, mayDecide, RowDecisionsProvider } = await import('./RowDecisions');

afterEach(() => cleanup());
const pending = { id: 'c1', CentreName: 'Ikeja Model CBT Centre', State: 'Lagos', status: 'pending' } as unknown as CentreRow;

function renderRow(onChoose: (chosen: unknown) => void) {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <RowDecisionsProvider onChoose={onChoose}>
        <DecideButton centre={pending} />
      </RowDecisionsProvider>
    </AdminContext>,
  );
}

describe("a centre row's decisions, from one button (DECISIONS §10)", () => {
  it('opens every decision from the row’s button, one that cannot apply disabled with its reason', async () => {
    signedIn.power = [lagosAdmin];
    const onChoose = vi.fn();
    renderRow(onChoose);
    const button = screen.getByRole('button', { name: 'Decide on Ikeja Model CBT Centre' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Decide on Ikeja Model CBT Centre' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Approve for Registration',
      'Reject',
      'Send Query',
      'Approve for AutotestNot available while the centre is Registration Pending.',
    ]);
    const autotest = screen.getByRole('menuitem', { name: 'Approve for Autotest Not available while the centre is Registration Pending.' });
    expect(autotest.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('menuitem', { name: 'Reject' }).getAttribute('aria-disabled')).toBeNull();

    // A disabled decision does nothing; an offered one closes the menu, then opens its dialog.
    fireEvent.click(autotest);
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reject' }));
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith({ centre: pending, action: 'reject' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows no button to an admin who does not review the centre', () => {
    expect(mayDecide({ power: [nationalAuditor] }, pending)).toBe(false);
    expect(mayDecide({ power: [lagosAdmin] }, { ...pending, State: 'Kano' } as CentreRow)).toBe(false);
    expect(mayDecide({ power: [lagosAdmin] }, pending)).toBe(true);
  });
});
