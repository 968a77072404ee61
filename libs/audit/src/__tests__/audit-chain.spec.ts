import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { auditBody, auditHash, chainedAuditHash, checkpointSignature, stableJson, type ChainedFields } from '../chain/audit-hash.js';
import { diffFields } from '../log/audit-input.js';

const entry: ChainedFields = {
  id: '7',
  at: new Date('2026-01-01T10:00:00.123Z'),
  actorType: 'admin',
  actorId: '5f1b3c1e-1111-4222-8333-444455556666',
  actorEmail: 'a@council.test',
  actorName: 'Ada Obi',
  action: 'user.updated',
  targetType: 'user',
  targetId: 'u1',
  centreId: null,
  state: null,
  changes: { firstName: { before: 'A', after: 'B' } },
  data: { b: 1, a: [1, 2] },
  historyId: null,
  requestId: 'r1',
  ip: '127.0.0.1',
  prevHash: 'f'.repeat(64),
};
const key = Buffer.from('k'.repeat(48));

describe('the audit chain', () => {
  it('hashes jsonb the same whatever its key order', () => {
    expect(stableJson({ b: 1, a: { d: 2, c: 3 } })).toBe(stableJson({ a: { c: 3, d: 2 }, b: 1 }));
    expect(auditHash(key, entry)).toBe(auditHash(key, { ...entry, data: { a: [1, 2], b: 1 }, at: '2026-01-01T10:00:00.123Z' }));
  });

  it('keeps the serialisation every chain already written was hashed with, prepared body or not', () => {
    // The HMAC over the stable JSON of the entry's fields in this order: changing it breaks every stored chain.
    const written = stableJson([
      entry.id, new Date(entry.at).toISOString(), entry.actorType, entry.actorId, entry.actorEmail, entry.actorName, entry.action, entry.targetType,
      entry.targetId, entry.centreId, entry.state, entry.changes, entry.data, entry.historyId, entry.requestId, entry.ip, entry.prevHash,
    ]);
    const expected = createHmac('sha256', key).update(written).digest('hex');
    expect(auditHash(key, entry)).toBe(expected);
    expect(chainedAuditHash(key, '7', auditBody(entry), entry.prevHash)).toBe(expected);
    expect(chainedAuditHash(key, '7', auditBody(entry), null)).toBe(auditHash(key, { ...entry, prevHash: null }));
  });

  it('changes with any field, the link or the key', () => {
    const base = auditHash(key, entry);
    for (const change of [{ action: 'user.deleted' }, { ip: '10.0.0.1' }, { prevHash: null }, { data: { a: [1, 2], b: 2 } }, { id: '8' }] as Array<Partial<ChainedFields>>) {
      expect(auditHash(key, { ...entry, ...change })).not.toBe(base);
    }
    expect(auditHash(Buffer.from('x'.repeat(48)), entry)).not.toBe(base);
    expect(checkpointSignature(key, 10, 'h', 't')).not.toBe(checkpointSignature(key, 11, 'h', 't'));
  });

  it('diffs only the named fields that changed', () => {
    expect(diffFields({ a: 1, b: 'x', secret: 's' }, { a: 2, b: 'x', secret: 't' }, ['a', 'b'])).toEqual({ a: { before: 1, after: 2 } });
    expect(diffFields(null, { a: 1 }, ['a'])).toEqual({ a: { before: null, after: 1 } });
    expect(diffFields({ a: [1] }, { a: [1] }, ['a'])).toBeNull();
  });
});
