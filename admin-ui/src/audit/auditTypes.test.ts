import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18nProvider';
import { actorLabel as actorIn, ago as agoIn, changeLines as linesIn, verificationText as verificationIn } from './auditTypes';

// In English, as the log shows it by default.
const t = i18nProvider.translate;
const changeLines = (changes: Parameters<typeof linesIn>[0]) => linesIn(changes, t);
const actorLabel = (actor: Parameters<typeof actorIn>[0]) => actorIn(actor, t);
const verificationText = (result: Parameters<typeof verificationIn>[0], now: number) => verificationIn(result, t, now);
const ago = (at: number, now: number) => agoIn(at, t, now);

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
