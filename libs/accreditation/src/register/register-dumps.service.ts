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
  `SELECT centre_id, ${column} AS data, data->'longitude' AS lng, data->'latitude' AS lat FROM register_feed WHERE state = 'updated' AND ($2::uuid IS NULL OR centre_id > $2::uuid) ORDER BY centre_id LIMIT $1`;

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
        (await this.dataSource.query(NEXT_BATCH(column), [BATCH, after])) as Array<DumpRow<T>>;
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

/** A row of a batch: the centre's data, and its declared position apart for the GeoJSON geometry. */
interface DumpRow<T> {
  centre_id: string;
  data: T;
  lng: number | null;
  lat: number | null;
}

/** Keyset batches of the register, in id order, each read when the one before has been written. */
async function* keyset<T>(first: Array<DumpRow<T>>, fetch: (after: string) => Promise<Array<DumpRow<T>>>) {
  for (let batch = first; ; batch = await fetch(batch[batch.length - 1]!.centre_id)) {
    if (batch.length > 0) yield batch;
    if (batch.length < BATCH) return;
  }
}

/**
 * The JSON array, or a GeoJSON FeatureCollection (RFC 7946) of the same objects, one chunk per batch.
 * A centre that declared its position is a Point ([longitude, latitude], RFC 7946 §3.1.1); one that has
 * not is an unlocated feature (§3.2, geometry null).
 */
async function* jsonText(batches: AsyncGenerator<Array<DumpRow<string>>>, format: 'json' | 'geojson'): AsyncGenerator<string> {
  yield format === 'json' ? '[' : '{"type":"FeatureCollection","features":[';
  let separator = '\n';
  for await (const batch of batches) {
    const items = batch.map((row) => (format === 'json' ? row.data : `{"type":"Feature","id":${JSON.stringify(row.centre_id)},"geometry":${geometry(row)},"properties":${row.data}}`));
    yield separator + items.join(',\n');
    separator = ',\n';
  }
  yield format === 'json' ? '\n]\n' : '\n]}\n';
}

function geometry(row: DumpRow<string>): string {
  return typeof row.lng === 'number' && typeof row.lat === 'number' ? JSON.stringify({ type: 'Point', coordinates: [row.lng, row.lat] }) : 'null';
}
