// The yardstick for the register feed: node:http + pg running the very SQL the portal runs (imported
// from dist), with the same item mapping, body and ETag; no framework, no validation beyond the
// cursor's shape, no rate limiter, no catch-up probe. Started by register-feed.bench.mjs.
import { createServer } from 'node:http';
import pg from 'pg';
import { REGISTER_FEED_PAGE, REGISTER_LICENSE } from '../dist/libs/contracts/src/index.js';
import { etagOf } from '../dist/libs/accreditation/src/register/feed-etag.js';
import { AFTER_CURSOR, feedItem, FIRST_PAGE } from '../dist/libs/accreditation/src/register/register-feed.query.js';

const { DATABASE_URL, PORT } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });

createServer(async (req, res) => {
  const url = new URL(req.url, 'http://bare');
  if (url.pathname !== '/api/public/register/feed') return res.writeHead(404).end();
  const after = url.searchParams.get('afterTimestamp');
  const id = url.searchParams.get('afterId');
  const { rows } = after ? await pool.query(AFTER_CURSOR, [REGISTER_FEED_PAGE, Number(after), id]) : await pool.query(FIRST_PAGE, [REGISTER_FEED_PAGE]);
  const items = rows.map(feedItem);
  const last = items[items.length - 1];
  const next = last ? `?afterTimestamp=${last.modified}&afterId=${last.id}` : url.search;
  const body = JSON.stringify({ items, next: `http://bare/api/public/register/feed${next}`, license: REGISTER_LICENSE });
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', etag: etagOf(body), 'cache-control': 'no-cache' }).end(body);
}).listen(Number(PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
