import { describe, expect, it } from 'vitest';
import { collapseActivity, welcomeName, type Activity } from './recentActivity';

const entry = (id: string, centreId: string, action: string, actor: Activity['actor'] = 'centre'): Activity =>
  ({ id, centreId, centreName: `Centre ${centreId}`, reference: `JAMB-${centreId}`, action, actor, at: '2026-11-23T10:00:00Z', fromStatus: null, toStatus: null, hash: 'h' }) as unknown as Activity;

describe('recent activity', () => {
  it('collapses the same action on the same centre by the same actor in a row, and drops repeated ids', () => {
    const items = [entry('1', 'a', 'registration_saved'), entry('2', 'a', 'registration_saved'), entry('2', 'a', 'registration_saved'), entry('3', 'a', 'registration_saved'), entry('4', 'b', 'registration_saved'), entry('5', 'a', 'registration_saved')];
    expect(collapseActivity(items).map((line) => [line.item.id, line.times])).toEqual([
      ['1', 3],
      ['4', 1],
      ['5', 1],
    ]);
  });

  it('keeps apart different actors and actions', () => {
    const admin = { id: 'u1', email: 'a@x.test', name: 'Ada' };
    const items = [entry('1', 'a', 'approve', admin), entry('2', 'a', 'approve', { id: 'u2', email: 'b@x.test', name: 'Bola' }), entry('3', 'a', 'query', admin)];
    expect(collapseActivity(items).map((line) => line.times)).toEqual([1, 1, 1]);
  });

  it('greets with the full name', () => {
    expect(welcomeName({ firstName: 'Super', lastName: 'Admin', email: 'admin@localhost' })).toBe('Super Admin');
    expect(welcomeName({ firstName: '', lastName: '', email: 'ops@council.test' })).toBe('ops@council.test');
    expect(welcomeName(null)).toBeNull();
  });
});
