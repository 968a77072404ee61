import { describe, expect, it } from 'vitest';
import { actorLabel, ago, changeLines, verificationText } from './auditTypes';

describe('audit display helpers', () => {
  it('shows each changed field as before -> after', () => {
    expect(changeLines({ status: { before: 'pending', after: 'rejected' }, roles: { before: null, after: [{ type: 'auditor', level: 'state', assignedStates: ['Oyo'] }] } })).toEqual([
      { field: 'status', before: 'pending', after: 'rejected' },
      { field: 'roles', before: '(none)', after: 'auditor (state: Oyo)' },
    ]);
    expect(changeLines(null)).toEqual([]);
  });

  it('says plainly whether the chain is intact', () => {
    const now = Date.parse('2026-01-01T10:10:00Z');
    expect(verificationText({ intact: true, checked: 1204332, checkpoint: { at: '2026-01-01T10:00:00Z' } }, now)).toBe('intact: 1,204,332 entries, last checkpoint 10 minutes ago');
    expect(verificationText({ intact: false, checked: 12, firstBrokenId: '7', problem: 'content does not match its HMAC (edited)', checkpoint: null }, now)).toBe(
      'BROKEN at entry 7: content does not match its HMAC (edited) (12 entries checked, no checkpoint yet)',
    );
    expect(ago(now - 1000, now)).toBe('1 second ago');
  });

  it('names the actor', () => {
    expect(actorLabel({ type: 'admin', id: 'u', email: 'a@b.c', name: 'Ada Obi' })).toBe('Ada Obi <a@b.c>');
    expect(actorLabel({ type: 'anonymous', id: null, email: 'x@y.z', name: null })).toBe('anonymous (x@y.z)');
  });
});
