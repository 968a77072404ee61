import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { setLanguage } from '../../i18n';
import { CentreHeader } from './CentreHeader';

beforeEach(() => setLanguage('en'));
afterEach(() => cleanup());

const accreditation = { status: 'approved', standing: 'accredited' };

// DECISIONS §10: the centre's own pages lead with its furthest fact too, the registration beside it.
describe("the centre's own header", () => {
  it('says Accredited for an accredited centre, with its registration status beside it', () => {
    render(<CentreHeader title="Centre Registration" reference="JAMB-2026-12345678" complete centre={{ status: 'autotest_approved', accreditation }} />);
    expect(screen.getByText('Accredited')).toBeTruthy();
    expect(screen.getByText('Registration: Autotest Approved')).toBeTruthy();
  });

  it('says the registration status while there is no accreditation', () => {
    render(<CentreHeader title="Centre Registration" reference="JAMB-2026-12345678" complete={false} centre={{ status: 'registration_approved', accreditation: null }} />);
    expect(screen.getByText('Registration Approved')).toBeTruthy();
  });

  it('speaks Hausa', async () => {
    await setLanguage('ha');
    render(<CentreHeader title="Rajista" reference="JAMB-2026-12345678" complete centre={{ status: 'autotest_approved', accreditation: { status: 'approved', standing: 'suspended' } }} />);
    expect(screen.getByText('An dakatar da amincewa')).toBeTruthy();
    expect(screen.getByText('Rajista: An Amince da Autotest')).toBeTruthy();
  });
});
