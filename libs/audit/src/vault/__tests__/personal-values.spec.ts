import { describe, expect, it } from '@jest/globals';
import { isPersonalKey, isVaultRef, refsIn, resolveTree, vaultTree, type VaultedValue } from '../personal-values.js';

describe('audit vault: personal values out of the hashed body', () => {
  it('replaces the personal keys at any depth by references, and keeps the rest and the history copy as given', () => {
    const out: VaultedValue[] = [];
    const data = { details: { AdminEmail: 'ada@centre.test', CentreName: 'Sunrise CBT' }, changes: { adminName: { before: 'Ada', after: 'Ada Obi' } }, history: { actorEmail: 'staff@council.ng' }, count: 3 };
    const vaulted = vaultTree(data, 'centre:1', out);
    expect(isVaultRef(vaulted.details.AdminEmail)).toBe(true);
    expect(vaulted.details.CentreName).toBe('Sunrise CBT');
    expect(isVaultRef(vaulted.changes.adminName.before) && isVaultRef(vaulted.changes.adminName.after)).toBe(true);
    expect(vaulted.history).toEqual({ actorEmail: 'staff@council.ng' });
    expect(vaulted.count).toBe(3);
    expect(out.map((v) => [v.subject, v.value])).toEqual([
      ['centre:1', 'ada@centre.test'],
      ['centre:1', 'Ada'],
      ['centre:1', 'Ada Obi'],
    ]);
    expect(refsIn(vaulted).size).toBe(3);
  });

  it('reads the values back, and a reference whose value was erased as the erased word', () => {
    const out: VaultedValue[] = [];
    const vaulted = vaultTree({ email: 'ada@centre.test', phone: '+2348012345678' }, 'centre:1', out);
    const kept = new Map(out.filter((v) => v.value !== '+2348012345678').map((v) => [v.ref, v.value]));
    expect(resolveTree(vaulted, kept, '[erased]')).toEqual({ email: 'ada@centre.test', phone: '[erased]' });
  });

  it('leaves values with no one to belong to, and empty ones, as they are', () => {
    const out: VaultedValue[] = [];
    expect(vaultTree({ email: 'x@y.z' }, null, out)).toEqual({ email: 'x@y.z' });
    expect(vaultTree({ email: '', phone: null }, 'staff:1', out)).toEqual({ email: '', phone: null });
    expect(out).toEqual([]);
  });

  it('vaults a key named after what it holds, whatever comes before (a resent notice keeps its earlier recipients)', () => {
    const out: VaultedValue[] = [];
    const vaulted = vaultTree({ previousRecipients: ['blocked@centre.test'], ownership: 'Private', relationship: 'owner' }, 'centre:1', out);
    expect(isVaultRef(vaulted.previousRecipients[0])).toBe(true);
    expect(vaulted.ownership).toBe('Private');
    expect(vaulted.relationship).toBe('owner');
    expect(['contactPhone', 'actorEmail', 'uploadFileName'].every(isPersonalKey)).toBe(true);
    expect(['centreName', 'ownership', 'state'].some(isPersonalKey)).toBe(false);
  });
});
