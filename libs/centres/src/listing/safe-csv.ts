import { stringify, type Stringifier } from 'csv-stringify';
import { neutraliseCell } from './csv-safe.js';

/**
 * The one CSV writer of the portal (docs/SECURITY.md, red-team pass 1, row 7): every cell, the header row included, is
 * neutralised (a leading =, +, -, @, tab or CR gets an apostrophe), and a cell holding `;` is quoted
 * like one holding `,`, so a spreadsheet splitting on `;` (many European locales) never sees a
 * `;=...` fragment as a cell of its own. The BOM makes spreadsheet programs read UTF-8.
 */
export function safeCsvStringifier(): Stringifier {
  return stringify({
    bom: true,
    quoted_match: /[;\r\n]/,
    cast: {
      string: (value) => neutraliseCell(value),
      number: (value) => neutraliseCell(value),
      bigint: (value) => neutraliseCell(value),
      boolean: (value) => (value ? 'true' : 'false'),
      date: (value) => neutraliseCell(value),
      object: (value) => neutraliseCell(value),
    },
  });
}
