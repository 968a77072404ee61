import { describe, expect, it } from '@jest/globals';
import { CENTRE_STATUSES, HEADLINE_KEYS, HEADLINE_LABELS, headlineStatus, STANDING_FILTERS, standingFilterOf } from '../index.js';

// DECISIONS §10: the status a person sees first is the furthest fact. Once an accreditation exists,
// its standing leads, with the registration status beside it. Good standing is docs/TRUST.md's one
// rule: the accreditation in force is accredited and the centre is approved for autotest.
describe('the headline status of a centre', () => {
  it('is the registration status while there is no accreditation', () => {
    for (const status of CENTRE_STATUSES) {
      expect(headlineStatus({ status })).toMatchObject({ key: status, registration: status, accreditationLeads: false });
      expect(headlineStatus({ status, accreditationStatus: null, standing: null }).key).toBe(status);
    }
  });

  it('is "accredited" for an accredited centre, never "Autotest Approved", with the registration beside it', () => {
    const headline = headlineStatus({ status: 'autotest_approved', accreditationStatus: 'approved', standing: 'accredited' });
    expect(headline).toEqual({ key: 'accredited', tone: 'success', registration: 'autotest_approved', accreditationLeads: true });
    expect(HEADLINE_LABELS[headline.key]).toBe('Accredited');
  });

  it('shows a running accreditation as in progress', () => {
    expect(headlineStatus({ status: 'autotest_approved', accreditationStatus: 'in_progress', standing: null })).toMatchObject({ key: 'accreditation_in_progress', accreditationLeads: true });
    expect(headlineStatus({ status: 'autotest_approved', accreditationStatus: 'pending', standing: null }).key).toBe('accreditation_in_progress');
  });

  it('shows a suspended, revoked or expired accreditation by its standing, whatever the registration says', () => {
    for (const standing of ['suspended', 'revoked', 'expired'] as const) {
      for (const status of CENTRE_STATUSES) {
        expect(headlineStatus({ status, accreditationStatus: 'approved', standing })).toMatchObject({ key: standing, registration: status, accreditationLeads: true });
      }
    }
  });

  it('keeps "accredited" while a renewal runs beside the accreditation in force', () => {
    expect(headlineStatus({ status: 'autotest_approved', accreditationStatus: 'in_progress', standing: 'accredited' }).key).toBe('accredited');
  });

  it('is not "accredited" once a query or a reset sent the centre back (the letter is withdrawn until approved again)', () => {
    for (const status of ['pending', 'registration_approved', 'query'] as const) {
      const headline = headlineStatus({ status, accreditationStatus: 'approved', standing: 'accredited' });
      expect(headline.key).toBe('withdrawn');
      expect(headline.registration).toBe(status);
    }
  });

  it('says "under appeal" for a suspension or revocation while an appeal against it is open', () => {
    expect(headlineStatus({ status: 'autotest_approved', accreditationStatus: 'approved', standing: 'suspended', underAppeal: true }).key).toBe('under_appeal');
    expect(headlineStatus({ status: 'autotest_approved', accreditationStatus: 'approved', standing: 'revoked', underAppeal: true }).key).toBe('under_appeal');
  });

  it('has an English label and a tone for every key', () => {
    for (const key of HEADLINE_KEYS) expect(HEADLINE_LABELS[key]).toMatch(/\S/);
    expect(HEADLINE_LABELS.accreditation_in_progress).toBe('Accreditation in progress');
  });

  it("maps each accreditation headline to the console list's Accreditation filter value, and the others to none", () => {
    expect(standingFilterOf(headlineStatus({ status: 'autotest_approved', accreditationStatus: 'approved', standing: 'accredited' }))).toBe('accredited');
    expect(standingFilterOf(headlineStatus({ status: 'autotest_approved', accreditationStatus: 'in_progress', standing: null }))).toBe('in_progress');
    expect(standingFilterOf(headlineStatus({ status: 'autotest_approved' }))).toBeNull();
    expect(STANDING_FILTERS).toEqual(expect.arrayContaining(['in_progress', 'accredited', 'suspended', 'revoked', 'expired']));
  });
});
