import { describe, expect, it } from '@jest/globals';
import { neutraliseCell, neutraliseRow } from '../csv-safe.js';

describe('neutraliseCell', () => {
  it.each(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx'])('prefixes %j with an apostrophe', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it.each([
    ['plain text', 'plain text'],
    ['a=b', 'a=b'],
    [' =1', ' =1'],
    ['', ''],
    ['\n=1', '\n=1'],
  ])('leaves %j alone', (value, expected) => {
    expect(neutraliseCell(value)).toBe(expected);
  });

  it('turns other values into text first, then checks them', () => {
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(undefined)).toBe('');
    expect(neutraliseCell(42)).toBe('42');
    expect(neutraliseCell(-3)).toBe("'-3");
    expect(neutraliseCell(false)).toBe('false');
    expect(neutraliseCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(neutraliseCell(new Date('nope'))).toBe('');
    expect(neutraliseCell({ a: 1 })).toBe('{"a":1}');
    expect(neutraliseRow(['=1', 'ok', null])).toEqual(["'=1", 'ok', '']);
  });
});
