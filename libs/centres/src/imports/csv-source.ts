import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { parse, type Options, type Parser } from 'csv-parse';
import { canonicalColumn } from './import-columns.js';

/** A record longer than this is a broken file (an unclosed quote swallowing the rest), not a centre. */
const MAX_RECORD_CHARS = 64 * 1024;

const BASE: Options = {
  bom: true,
  trim: true,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
  // Spreadsheets save blank rows as ",,,,": they are not centres.
  skip_records_with_empty_values: true,
  max_record_size: MAX_RECORD_CHARS,
};

/**
 * Where the CSV's bytes come from: a function that opens them from the start (the stored upload
 * in the file storage; each pass opens it afresh), or a path on disk.
 */
export type CsvInput = string | (() => Promise<Readable>);

/** Feeds the input into the parser; a failure to open or read ends the parser with that error. */
function feed(input: CsvInput, parser: Parser): Parser {
  if (typeof input === 'string') return createReadStream(input).on('error', (e) => parser.destroy(e)).pipe(parser);
  input().then(
    (stream) => stream.on('error', (e) => parser.destroy(e)).pipe(parser),
    (error: Error) => parser.destroy(error),
  );
  return parser;
}

/**
 * The stored upload as records keyed by canonical column names. The counting pass, the header
 * check and the import all read through these options, so they agree on what a row is.
 */
export function openCsvRecords(input: CsvInput): Parser {
  return feed(input, parse({ ...BASE, columns: (header: string[]) => header.map(canonicalColumn) }));
}

/** Data rows in the file (the header excluded); throws on a file csv-parse cannot read. */
export async function countCsvRecords(input: CsvInput): Promise<number> {
  let count = 0;
  for await (const _record of openCsvRecords(input)) count++;
  return count;
}

/** The header row as written, or [] for an empty file. */
export async function readCsvHeader(input: CsvInput): Promise<string[]> {
  const parser = feed(input, parse({ ...BASE, to: 1 }));
  for await (const record of parser) return (record as string[]).map((h) => String(h));
  return [];
}

export function csvErrorReason(error: unknown): string {
  const e = error as { code?: string; message?: string; lines?: number };
  const message = (e?.message ?? String(error)).replace(/\s+/g, ' ').slice(0, 300);
  return e?.code?.startsWith('CSV_') ? message : 'the file is not valid CSV text';
}
