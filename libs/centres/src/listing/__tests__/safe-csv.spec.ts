import { Readable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { safeCsvStringifier } from '../safe-csv.js';

async function write(rows: unknown[][]): Promise<string> {
  const out = Readable.from(rows).pipe(safeCsvStringifier());
  let text = '';
  for await (const chunk of out) text += String(chunk);
  return text;
}

describe('safeCsvStringifier', () => {
  it('neutralises header cells as well as data cells', async () => {
    const text = await write([
      ['Name', '=HYPERLINK("http://evil.test","x")', '+1', '@SUM(A1)', '-2', '\tTab'],
      ['=1+1', 'plain', -5, '@x', null, '\rcr'],
    ]);
    const rows = parse(text, { bom: true }) as string[][];
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(rows[0]![1]).toBe(`'=HYPERLINK("http://evil.test","x")`);
    expect(rows[1]![2]).toBe(`'-5`);
  });

  it('quotes every cell holding a semicolon, so ;-separated locales never split out a formula', async () => {
    const text = await write([['a;=HYPERLINK("x")', 'b;c', 'plain']]);
    expect(text.replace(/^\uFEFF/, '').trim()).toBe(`"a;=HYPERLINK(""x"")","b;c",plain`);
  });
});
