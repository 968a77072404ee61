import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18nProvider';
import { actionLabel as actionIn, actorLabel as actorIn, ago as agoIn, changeLines as linesIn, targetOf as targetIn, verificationText as verificationIn } from './auditTypes';

// In English, as the log shows it by default.
const t = i18nProvider.translate;
const changeLines = (record: Parameters<typeof linesIn>[0]) => linesIn(record, t);
const actionLabel = (action: string) => actionIn(action, t);
const targetOf = (record: Parameters<typeof targetIn>[0]) => targetIn(record, t);
const actorLabel = (actor: Parameters<typeof actorIn>[0]) => actorIn(actor, t);
const verificationText = (result: Parameters<typeof verificationIn>[0], now: number) => verificationIn(result, t, now);
const ago = (at: number, now: number) => agoIn(at, t, now);

describe('audit display helpers', () => {
  it('shows each changed field by name, before and after in words', () => {
    expect(
      changeLines({
        changes: { status: { before: 'registration_approved', after: 'rejected' }, roles: { before: null, after: [{ type: 'auditor', level: 'state', assignedStates: ['Oyo'] }] }, isActive: { before: true, after: false } },
        roleNames: { auditor: 'Auditor' },
      }),
    ).toEqual([
      { field: 'status', label: 'Status', before: 'Registration Approved', after: 'Rejected' },
      { field: 'roles', label: 'Roles', before: '(none)', after: 'Auditor (State: Oyo)' },
      { field: 'isActive', label: 'Active', before: 'Yes', after: 'No' },
    ]);
    expect(changeLines({ changes: { permissions: { before: ['audit.read'], after: ['audit.read', 'audit.export'] } } })[0]).toMatchObject({
      before: 'Read the audit log',
      after: 'Read the audit log; Export the audit log',
    });
    expect(changeLines({ changes: null })).toEqual([]);
  });

  it('names each act in words: a centre’s acts as its history does, the log’s own, else the code in words', () => {
    expect(actionLabel('centre.reset')).toBe('Reset to pending');
    expect(actionLabel('centre.reject')).toBe('Rejected');
    expect(actionLabel('centre.viewed')).toBe('Centre details viewed');
    expect(actionLabel('user.role_granted')).toBe('Role granted');
    expect(actionLabel('inspection.visit_booked')).toBe('Inspection visit booked');
  });

  it('names the target and links to it', () => {
    const entry = (target: object, centreId: string | null = null) => ({ target, centreId }) as never;
    expect(targetOf(entry({ type: 'centre', id: 'c1', name: 'Sunrise CBT Centre', reference: 'JAMB-2026-12345678' }, 'c1'))).toEqual({
      text: 'Sunrise CBT Centre (JAMB-2026-12345678)',
      to: '/admin-centre/c1',
    });
    expect(targetOf(entry({ type: 'user', id: 'u1', name: 'Ada Obi', email: 'ada@council.ng' }))).toMatchObject({ text: 'Ada Obi (ada@council.ng)' });
    expect(targetOf(entry({ type: 'user', id: 'u1', name: 'Ada Obi', email: 'ada@council.ng' })).to).toContain('/audit-events?');
    expect(targetOf(entry({ type: 'role', id: 'r1', name: 'Auditor' }))).toEqual({ text: 'Role: Auditor' });
    expect(targetOf(entry({ type: 'centre', id: 'c9' }, 'c9'))).toEqual({ text: 'Centre c9' });
    expect(targetOf(entry({ type: null, id: null }))).toEqual({ text: '' });
  });

  it('says plainly whether the chain is intact', () => {
    const now = Date.parse('2026-01-01T10:10:00Z');
    expect(verificationText({ intact: true, checked: 1204332, checkpoint: { at: '2026-01-01T10:00:00Z' } }, now)).toBe('intact: 1,204,332 entries, last checkpoint 10 minutes ago');
    expect(verificationText({ intact: false, checked: 12, firstBrokenId: '7', problem: 'content does not match its HMAC (edited)', checkpoint: null }, now)).toBe(
      'BROKEN at entry 7: content does not match its HMAC (edited) (12 entries checked, no checkpoint yet)',
    );
    expect(ago(now - 1000, now)).toBe('1 second ago');
    expect(ago(now - 5000, now)).toBe('5 seconds ago');
    expect(ago(now - 60_000, now)).toBe('1 minute ago');
    expect(ago(now - 3 * 3600_000, now)).toBe('3 hours ago');
    expect(ago(now - 72 * 3600_000, now)).toBe('3 days ago');
  });

  it('names the actor', () => {
    expect(actorLabel({ type: 'admin', id: 'u', email: 'a@b.c', name: 'Ada Obi' })).toBe('Ada Obi <a@b.c>');
    expect(actorLabel({ type: 'anonymous', id: null, email: 'x@y.z', name: null })).toBe('anonymous (x@y.z)');
  });
});
