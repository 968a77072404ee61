import { describe, expect, it } from '@jest/globals';
import { rangeKey, scopeKey } from '../report-cache.js';

describe('report cache keys', () => {
  it('keys scopes independently of state order and ranges by their days', () => {
    expect(scopeKey({ all: true })).toBe('*');
    expect(scopeKey({ all: false, states: ['Lagos', 'Kano'] })).toBe(scopeKey({ all: false, states: ['Kano', 'Lagos'] }));
    const range = { period: 'monthly', start: '2026-02-01', end: '2026-02-28', previousStart: '2026-01-04', previousEnd: '2026-01-31', today: '2026-02-10', bucket: 'day' } as const;
    expect(rangeKey(range)).not.toBe(rangeKey({ ...range, today: '2026-02-11' }));
  });
});
