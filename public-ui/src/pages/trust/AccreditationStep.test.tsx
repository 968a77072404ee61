import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AccreditationStep, accreditationText, type PublicAccreditation } from './AccreditationStep';

afterEach(cleanup);

const base: PublicAccreditation = { status: 'in_progress', currentStage: 1, totalStagesRequired: 3, progress: 33, accreditedAt: null, standing: null, standingChangedAt: null };

describe('the accreditation on check-status', () => {
  it('says how far the stages are, then the standing with its date', () => {
    expect(accreditationText(null)).toBe('Not started yet');
    expect(accreditationText(base)).toBe('In progress: 1 of 3 stages approved (33%)');
    const granted = { ...base, status: 'approved' as const, accreditedAt: '2026-03-03T10:00:00Z', standing: 'accredited' as const, standingChangedAt: '2026-03-03T10:00:00Z' };
    expect(accreditationText(granted)).toBe('Accredited since 3 March 2026');
    expect(accreditationText({ ...granted, standing: 'suspended', standingChangedAt: '2026-05-01T10:00:00Z' })).toMatch(/^Suspended on 1 May 2026: the centre may not hold examinations/);
    expect(accreditationText({ ...granted, standing: 'revoked', standingChangedAt: '2026-06-01T10:00:00Z' })).toMatch(/^Revoked on 1 June 2026/);
    expect(accreditationText({ ...base, status: 'rejected' })).toBe('Accreditation rejected');
  });

  it('says when the validity ended, and marks the step as no longer standing', () => {
    const expired = { ...base, status: 'approved' as const, accreditedAt: '2026-03-03T10:00:00Z', standing: 'expired' as const, standingChangedAt: '2027-03-03T10:00:00Z' };
    expect(accreditationText(expired)).toBe('Expired on 3 March 2027: the centre may not hold examinations until the council renews its accreditation');
    render(<AccreditationStep accreditation={expired} />);
    expect(screen.getByTestId('accreditation-step').className).toContain('timeline-rejected');
  });

  it('renders the step with a progress bar while it runs', () => {
    render(<AccreditationStep accreditation={base} />);
    expect(screen.getByTestId('accreditation-step').textContent).toContain('Accreditation');
    expect(screen.getByLabelText('Accreditation progress 33%')).toBeTruthy();
  });
});
