import { pipeline, Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MSG, REGISTER_CSV_COLUMNS, type RegisterCentreData } from '#contracts';
import { RateLimiter } from '#platform';
import { safeCsvStringifier } from '#centres';
import { registerDumpLimits } from './open-register-limits.js';
import { RegisterFeedSync } from './register-feed-sync.js';

const BATCH = 2000;
// The JSON dumps take the stored text as it is (no parse and stringify per centre); the CSV needs the fields.
const NEXT_BATCH = (column: 'data' | 'data::text') =>
  `SELECT centre_id, ${column} AS data FROM register_feed WHERE state = 'updated' AND ($2::uuid IS NULL OR centre_id > $2::uuid) ORDER BY centre_id LIMIT $1`;

export type RegisterDumpFormat = 'csv' | 'json' | 'geojson';

export const REGISTER_DUMP_TYPES: Record<RegisterDumpFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  geojson: 'application/geo+json; charset=utf-8',
};

/**
 * GET /api/public/register/centres.csv|.json|.geojson (DECISIONS §10): the register as the feed
 * holds it (its `updated` items' data), streamed in keyset batches read only as fast as the client
 * takes the file, so a dump of 100,000 centres never sits in memory.
 */
@Injectable()
export class RegisterDumpsService {
  private readonly logger = new Logger('register-dump');

  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    private readonly sync: RegisterFeedSync,
  ) {}

  async open(format: RegisterDumpFormat, ip: string): Promise<Readable> {
    await this.limiter.hit(registerDumpLimits(ip), MSG.tooManyRequests);
    await this.sync.catchUp();
    const fetcher =
      <T>(column: 'data' | 'data::text') =>
      async (after: string | null) =>
        (await this.dataSource.query(NEXT_BATCH(column), [BATCH, after])) as Array<{ centre_id: string; data: T }>;
    if (format === 'csv') {
      const fetch = fetcher<RegisterCentreData>('data');
      // Read before answering: a failing database is then an error response, not a truncated file.
      const first = await fetch(null);
      const records = async function* () {
        yield [...REGISTER_CSV_COLUMNS];
        for await (const batch of keyset(first, fetch)) for (const row of batch) yield REGISTER_CSV_COLUMNS.map((column) => row.data[column]);
      };
      return pipeline(Readable.from(records()), safeCsvStringifier(), (error) => this.stopped(error));
    }
    const fetch = fetcher<string>('data::text');
    const first = await fetch(null);
    const text = Readable.from(jsonText(keyset(first, fetch), format));
    text.on('error', (error) => this.stopped(error));
    return text;
  }

  private stopped(error: Error | null | undefined): void {
    if (error) this.logger.warn(`register dump stopped: ${error.message}`);
  }
}

/** Keyset batches of the register, in id order, each read when the one before has been written. */
async function* keyset<T>(first: Array<{ centre_id: string; data: T }>, fetch: (after: string) => Promise<Array<{ centre_id: string; data: T }>>) {
  for (let batch = first; ; batch = await fetch(batch[batch.length - 1]!.centre_id)) {
    if (batch.length > 0) yield batch;
    if (batch.length < BATCH) return;
  }
}

/**
 * The JSON array, or a GeoJSON FeatureCollection (RFC 7946) of the same objects, one chunk per batch.
 * The centres carry no coordinates yet: each is an unlocated feature (RFC 7946 §3.2, geometry null).
 */
async function* jsonText(batches: AsyncGenerator<Array<{ centre_id: string; data: string }>>, format: 'json' | 'geojson'): AsyncGenerator<string> {
  yield format === 'json' ? '[' : '{"type":"FeatureCollection","features":[';
  let separator = '\n';
  for await (const batch of batches) {
    const items = batch.map((row) => (format === 'json' ? row.data : `{"type":"Feature","id":${JSON.stringify(row.centre_id)},"geometry":null,"properties":${row.data}}`));
    yield separator + items.join(',\n');
    separator = ',\n';
  }
  yield format === 'json' ? '\n]\n' : '\n]}\n';
}
