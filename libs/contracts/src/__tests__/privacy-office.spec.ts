import { describe, expect, it } from '@jest/globals';
import { BREACH_NOTICE_HOURS, breachClock, breachNoticeText } from '../privacy/privacy-office.js';

const HOUR = 3600_000;

describe('the breach clock (72 hours from discovery to the notice to the Commission)', () => {
  const discovered = new Date('2026-03-02T09:00:00Z');
  it('counts down from discovery and is overdue past 72 hours', () => {
    expect(BREACH_NOTICE_HOURS).toBe(72);
    expect(breachClock(discovered, new Date(discovered.getTime() + HOUR), null)).toEqual({ dueAt: new Date('2026-03-05T09:00:00Z'), leftMs: 71 * HOUR, overdue: false });
    expect(breachClock(discovered, new Date(discovered.getTime() + 72 * HOUR), null).overdue).toBe(false);
    expect(breachClock(discovered, new Date(discovered.getTime() + 73 * HOUR), null)).toEqual({ dueAt: new Date('2026-03-05T09:00:00Z'), leftMs: -HOUR, overdue: true });
  });
  it('stops once the regulator is notified, late or not', () => {
    expect(breachClock(discovered, new Date(discovered.getTime() + 100 * HOUR), new Date(discovered.getTime() + 90 * HOUR))).toEqual({
      dueAt: new Date('2026-03-05T09:00:00Z'),
      leftMs: null,
      overdue: false,
    });
  });
});

describe('the notice prefilled from the register', () => {
  it('says who, what, when, which data, whose and what was done', () => {
    const text = breachNoticeText(
      {
        reference: 'BR-2026-0001',
        discoveredAt: '2026-03-02T09:00:00.000Z',
        noticeDueAt: '2026-03-05T09:00:00.000Z',
        summary: 'A laptop was stolen.',
        measures: '',
        categories: ['contact', 'document'],
        centres: [{ id: 'c', name: 'Kano Star CBT', reference: 'JAMB-1', state: 'Kano' }],
      },
      'JAMB',
    );
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'Data controller: JAMB',
        'Breach reference: BR-2026-0001',
        'Discovered at: 2026-03-02T09:00:00.000Z',
        'Notice due by: 2026-03-05T09:00:00.000Z',
        'A laptop was stolen.',
        '- contact details (email addresses, phone numbers)',
        '- documents and photos',
        'Data subjects concerned: the contact people of 1 centre(s)',
        '- Kano Star CBT (JAMB-1, Kano)',
        '-',
      ]),
    );
  });
});
