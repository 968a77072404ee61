import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../../i18nProvider';
import type { CentreDetail } from '../centreTypes';
import { AccreditationCyclesCard, type AccreditationCycle } from './AccreditationCyclesCard';

afterEach(async () => {
  cleanup();
  await i18nProvider.changeLocale('en');
});

const cycles: AccreditationCycle[] = [
  { id: 'a3', cycle: 3, kind: 'renewal', status: 'pending', standing: null, validFrom: null, validUntil: null, accreditedAt: null, letterCode: null },
  { id: 'a2', cycle: 2, kind: 'renewal', status: 'approved', standing: 'accredited', validFrom: '2027-02-10T09:00:00Z', validUntil: '2028-02-10T09:00:00Z', accreditedAt: '2027-02-10T09:00:00Z', letterCode: 'B' },
  { id: 'a1', cycle: 1, kind: 'initial', status: 'approved', standing: 'superseded', validFrom: '2026-03-03T10:00:00Z', validUntil: '2027-03-03T10:00:00Z', accreditedAt: '2026-03-03T10:00:00Z', letterCode: 'A' },
];
const centre = (list: AccreditationCycle[]) => ({ id: 'c1', school: { accreditationCycles: list } }) as unknown as CentreDetail;

function show(list: AccreditationCycle[], locale: 'en' | 'ha' = 'en') {
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <AccreditationCyclesCard centre={centre(list)} />
    </AdminContext>,
  );
}

describe('the centre’s accreditation cycles', () => {
  it('lists every cycle newest first: kind, standing (or the running status), validity; superseded ones stay as history', async () => {
    show(cycles);
    await screen.findByRole('heading', { name: 'Accreditation Cycles' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['3', 'Renewal', 'Pending', '—', '—'],
      ['2', 'Renewal', 'Accredited', '10 February 2027', '10 February 2028'],
      ['1', 'Initial', 'Superseded', '3 March 2026', '3 March 2027'],
    ]);
  });

  it('shows nothing for a centre never accredited', () => {
    const { container } = show([]);
    expect(container.textContent).toBe('');
  });

  it('speaks Hausa', async () => {
    show(cycles, 'ha');
    await screen.findByRole('heading', { name: 'Zagayen Amincewa' });
    expect(screen.getAllByText('Sabuntawa')).toHaveLength(2);
    expect(screen.getByText('Na farko')).toBeTruthy();
    expect(screen.getByText('An maye gurbinsa')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Yana Aiki Har Zuwa' })).toBeTruthy();
  });
});
