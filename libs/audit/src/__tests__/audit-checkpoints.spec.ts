import { describe, expect, it } from '@jest/globals';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CheckpointFile, checkpointDir, checkpointSigned, sameCheckpoint, signCheckpoint } from '../chain/audit-checkpoints.js';
import { checkpointSignature, verifiedCheckpointSignature } from '../chain/audit-hash.js';

const key = Buffer.from('k'.repeat(48));
const head = 'a'.repeat(64);

describe('signed audit checkpoints', () => {
  it('signs the count, head, time and kind of walk, under its own prefix', () => {
    const c = signCheckpoint(key, 10, head, false, '2026-11-29T10:00:00.000Z');
    expect(checkpointSigned(key, c)).toBe(true);
    for (const change of [{ entries: 11 }, { head: 'b'.repeat(64) }, { at: '2026-11-29T10:00:00.001Z' }, { full: true }]) {
      expect(checkpointSigned(key, { ...c, ...change })).toBe(false);
    }
    expect(checkpointSigned(Buffer.from('x'.repeat(48)), c)).toBe(false);
    // An earlier version's witness (signed without verifying) is not a verified checkpoint, nor the reverse.
    expect(verifiedCheckpointSignature(key, 10, head, c.at, false)).not.toBe(checkpointSignature(key, 10, head, c.at));
    expect(checkpointSigned(key, { ...c, sig: checkpointSignature(key, 10, head, c.at) })).toBe(false);
    const { v: _v, full: _full, ...legacy } = { ...c, sig: checkpointSignature(key, 10, head, c.at) };
    expect(checkpointSigned(key, legacy)).toBe(true);
  });

  it('compares a row with its copy field for field, whatever the time text', () => {
    const c = signCheckpoint(key, 10, head, true, '2026-11-29T10:00:00.000Z');
    expect(sameCheckpoint(c, { ...c, at: '2026-11-29T11:00:00+01:00' })).toBe(true);
    expect(sameCheckpoint(c, { ...c, full: false })).toBe(false);
    expect(sameCheckpoint(c, { ...c, head: 'b'.repeat(64) })).toBe(false);
  });

  it('reads the copy outside the database, naming edited and unreadable lines', () => {
    const dir = mkdtempSync(join(tmpdir(), 'checkpoints-'));
    try {
      const file = new CheckpointFile(join(dir, 'shared'), key);
      expect(file.read()).toEqual({ valid: [], forged: [] });
      const good = signCheckpoint(key, 5, head, true);
      file.append(good);
      file.append({ ...signCheckpoint(key, 6, head, false), entries: 7 });
      appendFileSync(file.path, 'not json\n');
      expect(file.read()).toEqual({ valid: [good], forged: [2, 3] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prunes the signed lines older than the floor, and keeps every line it cannot read as one (the evidence verification names)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'checkpoints-'));
    try {
      const file = new CheckpointFile(dir, key);
      expect(file.pruneBefore(10)).toBe(0);
      const [c3, c6, c9] = [3, 6, 9].map((n) => signCheckpoint(key, n, head, false));
      file.append(c3!);
      appendFileSync(file.path, 'not json\n');
      file.append({ ...signCheckpoint(key, 4, head, false), entries: 2 });
      file.append(c6!);
      file.append(c9!);
      expect(file.pruneBefore(6)).toBe(1);
      expect(file.read()).toEqual({ valid: [c6, c9], forged: [1, 2] });
      expect(file.pruneBefore(6)).toBe(0);
      expect(file.pruneBefore(9)).toBe(1);
      expect(file.read().valid).toEqual([c9]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the copy in AUDIT_CHECKPOINT_DIR when set, else in DATA_DIR', () => {
    expect(checkpointDir('/data', {})).toBe('/data');
    expect(checkpointDir('/data', { AUDIT_CHECKPOINT_DIR: ' ' })).toBe('/data');
    expect(checkpointDir('/data', { AUDIT_CHECKPOINT_DIR: '/shared/audit' })).toBe('/shared/audit');
  });
});
