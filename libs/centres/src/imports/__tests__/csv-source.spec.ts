import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { SAMPLE_CENTRES_CSV } from '#contracts';
import { countCsvRecords, csvErrorReason, openCsvRecords, readCsvHeader } from '../csv-source.js';
import { missingColumns } from '../import-columns.js';
import { checkImportRow } from '../import-row.js';

const dir = mkdtempSync(join(tmpdir(), 'csv-source-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
function file(text: string | Buffer): string {
  const path = join(dir, `f${n++}.csv`);
  writeFileSync(path, text);
  return path;
}

async function records(path: string): Promise<Array<Record<string, string>>> {
  const out: Array<Record<string, string>> = [];
  for await (const r of openCsvRecords(path)) out.push(r as Record<string, string>);
  return out;
}

describe('csv source', () => {
  it('reads the sample file: three valid rows', async () => {
    const path = file(SAMPLE_CENTRES_CSV);
    expect(missingColumns(await readCsvHeader(path))).toEqual([]);
    const rows = await records(path);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => checkImportRow(r, { all: true }).ok)).toEqual([true, true, true]);
    expect(rows[2]!.AdminNumber).toBe('+2348031112222,+2348094443333');
  });

  it('skips blank lines and spreadsheet blank rows, strips the BOM, counts what it yields', async () => {
    const path = file('\uFEFFcentrename,GovernmentId,AdminEmail\n\nA,1,a@b.co\n,,\n  ,  ,  \nB,2,b@b.co\n');
    expect(await readCsvHeader(path)).toEqual(['centrename', 'GovernmentId', 'AdminEmail']);
    expect(await records(path)).toEqual([
      { CentreName: 'A', GovernmentId: '1', AdminEmail: 'a@b.co' },
      { CentreName: 'B', GovernmentId: '2', AdminEmail: 'b@b.co' },
    ]);
    expect(await countCsvRecords(path)).toBe(2);
  });

  it('tolerates short and long rows and stray quotes', async () => {
    const path = file('CentreName,GovernmentId,AdminEmail\nSaint "Mary" School,1\nC,3,c@d.co,extra\n');
    const rows = await records(path);
    expect(rows[0]).toEqual({ CentreName: 'Saint "Mary" School', GovernmentId: '1' });
    expect(rows[1]).toMatchObject({ CentreName: 'C', GovernmentId: '3', AdminEmail: 'c@d.co' });
  });

  it('refuses a broken file with a readable reason', async () => {
    const path = file(`CentreName,GovernmentId,AdminEmail\n"${'x'.repeat(70 * 1024)}`);
    const error = await countCsvRecords(path).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(csvErrorReason(error)).toMatch(/\S/);
  });

  it('gives an empty header for an empty file', async () => {
    expect(await readCsvHeader(file(''))).toEqual([]);
  });
});
