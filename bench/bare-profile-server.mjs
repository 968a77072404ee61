// The yardstick for GET /api/auth/profile: node:http + the same JWT check and the same user query
// through pg, with none of the framework. Started by profile.bench.mjs.
import { createServer } from 'node:http';
import jwt from 'jsonwebtoken';
import pg from 'pg';

const { DATABASE_URL, JWT_SECRET, PORT } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
const SQL = 'SELECT * FROM "users" WHERE "id" = $1 LIMIT 1';

createServer(async (req, res) => {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  let claims = null;
  try {
    claims = match ? jwt.verify(match[1], JWT_SECRET, { algorithms: ['HS256'] }) : null;
  } catch {}
  if (!claims || claims.typ !== 'admin') {
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"success":false}');
    return;
  }
  const { rows } = await pool.query(SQL, [claims.sub]);
  const user = rows[0];
  if (!user || user.token_version !== (claims.ver ?? 0)) {
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"success":false}');
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({ success: true, data: { email: user.email, firstName: user.first_name, lastName: user.last_name, level: 'national' } }),
  );
}).listen(Number(PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
