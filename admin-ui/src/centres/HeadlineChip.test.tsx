import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../i18nProvider';
import { HeadlineChip } from './HeadlineChip';
import { StatsCards } from './StatsCards';
import type { CentreStatistics } from './centreTypes';

afterEach(() => cleanup());

function renderIn(locale: 'en' | 'ha', node: React.ReactNode) {
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      {node}
    </AdminContext>,
  );
}

const accredited = { status: 'autotest_approved' as const, accreditationStatus: 'approved' as const, standing: 'accredited' as const };

// DECISIONS §10: the console list and header lead with the furthest fact, the registration beside it.
describe('the headline status chip', () => {
  it('shows an accredited centre as Accredited, never Autotest Approved, with the registration beside it', async () => {
    renderIn('en', <HeadlineChip centre={accredited} />);
    expect(await screen.findByText('Accredited')).toBeTruthy();
    expect(screen.getByText('Registration: Autotest Approved')).toBeTruthy();
  });

  it('shows a suspended one as suspended, and a centre without accreditation by its registration alone', async () => {
    renderIn('en', <><HeadlineChip centre={{ ...accredited, standing: 'suspended' }} /><HeadlineChip centre={{ status: 'query', accreditationStatus: null, standing: null }} /></>);
    expect(await screen.findByText('Accreditation suspended')).toBeTruthy();
    expect(screen.getByText('Query Sent')).toBeTruthy();
    expect(screen.queryByText(/^Registration: Query Sent/)).toBeNull();
  });

  it('speaks Hausa in a Hausa console', async () => {
    renderIn('ha', <HeadlineChip centre={accredited} />);
    expect(await screen.findByText('An amince')).toBeTruthy();
    expect(screen.getByText('Rajista: An Amince da Autotest')).toBeTruthy();
  });
});

describe('the statistics cards', () => {
  it('count the centres by accreditation standing beside the registration counts', async () => {
    const statistics: CentreStatistics = {
      total: 9, pending: 1, approved: 6, registration_approved: 1, autotest_approved: 5, rejected: 1, query: 1,
      accreditation: { in_progress: 2, accredited: 7, suspended: 3, revoked: 4, expired: 8, withdrawn: 0, rejected: 0 },
    };
    renderIn('en', <StatsCards statistics={statistics} />);
    const card = async (label: string) => (await screen.findByRole('heading', { name: label })).parentElement!.textContent;
    expect(await card('Accredited')).toContain('7');
    expect(await card('Suspended')).toContain('3');
    expect(await card('Revoked')).toContain('4');
    expect(await card('Expired')).toContain('8');
    expect(await card('Accreditation in Progress')).toContain('2');
  });
});
