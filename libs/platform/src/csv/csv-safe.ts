/** First characters that make a spreadsheet read a cell as a formula (DECISIONS §4, OWASP CSV injection). */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * One CSV cell as text a spreadsheet shows but never evaluates: null and undefined are empty,
 * dates are ISO strings, and a value starting like a formula gets a leading apostrophe.
 */
export function neutraliseCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = Number.isNaN(value.getTime()) ? '' : value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  return text.length > 0 && FORMULA_START.has(text[0]!) ? `'${text}` : text;
}

/** A whole row at once, for writers that build rows as arrays. */
export function neutraliseRow(values: readonly unknown[]): string[] {
  return values.map(neutraliseCell);
}
