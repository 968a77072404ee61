import { describe, expect, it } from 'vitest';
import { centreCount, overdueCentresUrl, overdueStagesUrl } from './overdueLinks';

const filterOf = (url: string) => JSON.parse(new URL(url, 'https://console.test').searchParams.get('filter')!);

describe("the overdue card's links", () => {
  it("opens the centre list and the accreditation list on the state's overdue items", () => {
    expect(overdueCentresUrl('Akwa Ibom').startsWith('/admin-centres?filter=')).toBe(true);
    expect(filterOf(overdueCentresUrl('Akwa Ibom'))).toEqual({ state: 'Akwa Ibom', overdue: 'true' });
    expect(overdueStagesUrl('FCT').startsWith('/admin-accreditation?filter=')).toBe(true);
    expect(filterOf(overdueStagesUrl('FCT'))).toEqual({ state: 'FCT', overdue: 'true' });
  });

  it('narrows a kind to the status it stands for', () => {
    expect(filterOf(overdueCentresUrl('Kano', 'pending_review'))).toEqual({ state: 'Kano', status: 'pending', overdue: 'true' });
    expect(filterOf(overdueCentresUrl('Kano', 'autotest_approval'))).toEqual({ state: 'Kano', status: 'registration_approved', overdue: 'true' });
    expect(filterOf(overdueCentresUrl(null, 'query_answer'))).toEqual({ status: 'query', overdue: 'true' });
  });

  it('opens every overdue item for centres without a state', () => {
    expect(filterOf(overdueCentresUrl(null))).toEqual({ overdue: 'true' });
    expect(filterOf(overdueStagesUrl(null))).toEqual({ overdue: 'true' });
  });

  it('counts the centre-level items apart from the stages', () => {
    expect(centreCount({ state: 'Kano', pending_review: 2, autotest_approval: 1, query_answer: 3, stage: 4, total: 10 })).toBe(6);
  });
});
