import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { sweepUploads, SWEEP_MIN_AGE_MS } from '../document-sweeper.js';

describe('sweepUploads', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('removes old partial and unreferenced files, keeps referenced, young and foreign ones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sweep-'));
    dirs.push(dir);
    const file = (name: string, ageMs: number) => {
      writeFileSync(join(dir, name), 'x');
      const at = (Date.now() - ageMs) / 1000;
      utimesSync(join(dir, name), at, at);
      return name;
    };
    const oldPart = file(`${randomUUID()}.part`, SWEEP_MIN_AGE_MS + 60_000);
    const youngPart = file(`${randomUUID()}.part`, 1000);
    const referenced = file(randomUUID(), SWEEP_MIN_AGE_MS * 2);
    const orphan = file(randomUUID(), SWEEP_MIN_AGE_MS * 2);
    const youngOrphan = file(randomUUID(), 1000);
    const foreign = file('README.txt', SWEEP_MIN_AGE_MS * 2);
    const asked: string[][] = [];
    const result = await sweepUploads(dir, async (names) => {
      asked.push(names);
      return new Set(names.filter((n) => n === referenced));
    });
    expect(result).toEqual({ partials: 1, unreferenced: 1 });
    expect(existsSync(join(dir, oldPart))).toBe(false);
    expect(existsSync(join(dir, orphan))).toBe(false);
    for (const kept of [youngPart, referenced, youngOrphan, foreign]) expect(existsSync(join(dir, kept))).toBe(true);
    expect(asked.flat().sort()).toEqual([referenced, orphan].sort());
  });

  it('answers nothing swept for a missing folder', async () => {
    expect(await sweepUploads(join(tmpdir(), `missing-${randomUUID()}`), async () => new Set())).toEqual({ partials: 0, unreferenced: 0 });
  });
});
