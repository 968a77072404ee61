// The yardstick for the centre list and the status look-up: node:http + pg running the very SQL the
// portal runs (imported from dist): for the list, the same JWT check and user query as the portal's
// admin guard, then the list statements; no framework, no validation.
// Started by centres.bench.mjs.
import { createServer } from 'node:http';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { buildCentreListQuery } from '../dist/libs/centres/src/listing/centre-list.query.js';
import { CountCache } from '../dist/libs/centres/src/listing/count-cache.js';
import { STATUS_LOOKUP_SQL, STATUS_LOOKUP_STATEMENT } from '../dist/libs/centres/src/public/status-lookup.query.js';

const { DATABASE_URL, JWT_SECRET, PORT } = process.env;
const USER_SQL = 'SELECT * FROM "users" WHERE "id" = $1 LIMIT 1';

async function signedInAdmin(req) {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  let claims = null;
  try {
    claims = match ? jwt.verify(match[1], JWT_SECRET, { algorithms: ['HS256'] }) : null;
  } catch {}
  if (!claims || claims.typ !== 'admin') return null;
  const { rows } = await pool.query(USER_SQL, [claims.sub]);
  return rows[0] && rows[0].token_version === (claims.ver ?? 0) ? rows[0] : null;
}
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
// The portal keeps large list totals for a second (CentreListService); the yardstick does the same.
const totals = new CountCache({ exactBelow: 10_000, maxAgeMs: 1000, maxEntries: 1000 });
function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

createServer(async (req, res) => {
  const url = new URL(req.url, 'http://bare');
  if (url.pathname === '/api/admin/schools') {
    if (!(await signedInAdmin(req))) return send(res, 401, { success: false });
    const q = url.searchParams;
    const request = {
      page: Number(q.get('page') ?? 1),
      limit: Number(q.get('limit') ?? 10),
      search: q.get('search'),
      status: q.get('status'),
      state: q.get('state'),
      autotestResult: q.get('autotestResult'),
      sortBy: 'createdAt',
      sortOrder: 'desc',
    };
    const { rowsSql, countSql, params } = buildCentreListQuery(request, { all: true }, new Date());
    const [rows, totalCount] = await Promise.all([
      pool.query(rowsSql, params),
      totals.get(`${countSql}\u0000${JSON.stringify(params)}`, async () => (await pool.query(countSql, params)).rows[0].totalCount),
    ]);
    send(res, 200, { success: true, data: { schools: rows.rows, pagination: { page: request.page, limit: request.limit, totalCount, totalPages: Math.ceil(totalCount / request.limit) } } });
    return;
  }
  const status = /^\/api\/school-registration\/status\/([^/]+)$/.exec(url.pathname);
  if (status) {
    const { rows } = await pool.query({ name: STATUS_LOOKUP_STATEMENT, text: STATUS_LOOKUP_SQL, values: [decodeURIComponent(status[1]).trim().toUpperCase()] });
    if (!rows[0]) return send(res, 404, { success: false });
    send(res, 200, { success: true, data: rows[0] });
    return;
  }
  send(res, 404, { success: false });
}).listen(Number(PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
