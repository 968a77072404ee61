import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * 2,000 generated malformed requests over every operation of the OpenAPI document, half anonymous,
 * half as a super admin: none may answer 5xx, and none may change a stored row. Every request is
 * malformed on purpose (a broken path parameter, a required field of the wrong type, bad JSON, a
 * content type the call does not take), so a correct server refuses each one.
 *
 * Reproducible: FUZZ_SEED=<n> replays a run; a failing request is printed with its index.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20260701);
const TOTAL = 2000;
const CONCURRENCY = 8;

/** mulberry32: small, seeded, good enough to pick cases. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof prng>;

const BAD_PATH_VALUES = [
  '..', '../', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2f', '....//....//', '%00', 'abc%00def', '%', '%E0%A4%A', '%ff%fe',
  'a'.repeat(3000), '9'.repeat(400), '-1', '0', '1e309', 'NaN', 'null', 'undefined', 'true', '[]', '{}', '__proto__', 'constructor',
  "' OR '1'='1", '1;DROP TABLE centres', '%27%20OR%201%3D1--', '<script>alert(1)</script>', '%3Cscript%3E', '${7*7}', '{{7*7}}',
  '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '00000000-0000-4000-8000-00000000000g',
  encodeURIComponent('😀💥'), encodeURIComponent('\u202e\u0000\u200b'), 'JAMB-2026-', 'JAMB-9999-99999999x', '%20', '+', '.', '~', 'CON', 'a/b',
];

const WEIRD_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '\udfff\ud800', '😀'.repeat(2000), 'x'.repeat(100_000), '\u202e', '<img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --", '=cmd|/c calc!A0', '%00', '../../etc/passwd', 'null', '1e400', '-0', 'NaN', '\r\n\r\nInjected: yes', '\\',
];

function weirdValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(12)) {
    case 0: return null;
    case 1: return rng.pick([0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5, -0]);
    case 2: return rng.chance(0.5);
    case 3: return depth > 3 ? [] : Array.from({ length: rng.int(4) }, () => weirdValue(rng, depth + 1));
    case 4: return depth > 3 ? {} : { [rng.pick(['a', '__proto__x', '$where', 'toString', ''])]: weirdValue(rng, depth + 1) };
    case 5: { let v: unknown = 'deep'; for (let i = 0; i < 200; i++) v = [v]; return v; }
    case 6: return Array.from({ length: 5000 }, (_, i) => i);
    default: return rng.pick(WEIRD_STRINGS);
  }
}

/** Lone surrogates cannot be percent-encoded; the replacement character stands in. */
const wellFormed = (s: string): string => (s as unknown as { toWellFormed(): string }).toWellFormed();

/** A value that is never valid for a field of the given schema type. */
function wrongType(rng: Rng, type: string | undefined): unknown {
  const options: unknown[] = type === 'string' ? [123, true, [], {}, ['a'], { a: 1 }] : type === 'number' || type === 'integer' ? ['abc', [], {}, true, 'twelve'] : type === 'array' ? [{}, 'a', 5] : type === 'boolean' ? [{}, [], 'maybe', 7] : [{}, [], 5, true];
  return rng.pick(options);
}

interface Operation {
  method: string;
  path: string;
  params: string[];
  query: string[];
  schema: { properties: Record<string, { type?: string }>; required: string[] } | null;
  multipart: boolean;
}

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  describe: string;
}

const CONTENT_TYPES = ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/octet-stream', 'application/json; charset=utf-16', 'image/png', 'text/csv'];
const BAD_JSON = ['{', '{"a":', '[1,2', '{"a":1}}', "{'a':1}", 'nul', '{"a":"\\u00"}', '\u0000', '{"__proto__":{"isSuperAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', '{"a":1,"a":2,"a":' + '['.repeat(5000), ''];

function buildRequest(rng: Rng, op: Operation, real: { id: string; reference: string }): FuzzRequest {
  const notes: string[] = [];
  let path = op.path;
  // Real identifiers only where the body itself is broken beyond reading, so nothing can apply.
  const useReal = op.params.length > 0 && op.schema !== null && op.method !== 'GET' && op.method !== 'DELETE' && rng.chance(0.1);
  for (const param of op.params) {
    const value = useReal ? (/ref|reference|registrationNumber/i.test(param) ? real.reference : real.id) : rng.pick(BAD_PATH_VALUES);
    path = path.replace(`{${param}}`, value);
  }
  if (op.query.length > 0 || rng.chance(0.3)) {
    const names = op.query.length > 0 ? op.query : ['limit', 'page', 'sortBy'];
    const parts: string[] = [];
    for (let i = 0; i < 1 + rng.int(3); i++) {
      const name = rng.pick([...names, '__proto__', 'constructor[prototype]', 'a[b][c]']);
      const raw = weirdValue(rng);
      const value = typeof raw === 'string' ? raw.slice(0, 3000) : JSON.stringify(raw ?? 'null').slice(0, 3000);
      parts.push(`${encodeURIComponent(name)}${rng.chance(0.1) ? '[]' : ''}=${rng.chance(0.2) ? value.replace(/[^\x20-\x7e]/g, '') : encodeURIComponent(wellFormed(value))}`);
    }
    path += `?${parts.join('&')}`;
  }

  const headers: Record<string, string> = {};
  let body: string | undefined;
  const structural = useReal || !op.schema || op.schema.required.length === 0 || op.multipart || rng.chance(0.35);
  if (structural) {
    if (rng.chance(0.5)) {
      headers['content-type'] = op.multipart && rng.chance(0.5) ? 'multipart/form-data' : 'application/json';
      body = rng.pick(BAD_JSON);
      notes.push(`bad body (${headers['content-type']})`);
    } else {
      headers['content-type'] = rng.pick(CONTENT_TYPES.filter((c) => !(op.multipart && c === 'multipart/form-data' && !useReal)));
      body = rng.chance(0.5) ? 'a=1&b=2' : '--x\r\nContent-Disposition: form-data; name="csvFile"; filename="../../x.csv"\r\n\r\nA,B\r\n';
      if (headers['content-type'] === 'multipart/form-data') headers['content-type'] += '; boundary=x';
      notes.push(`content type ${headers['content-type']}`);
      if (useReal && headers['content-type'].startsWith('multipart/form-data')) headers['content-type'] = 'text/xml';
    }
  } else {
    const schema = op.schema!;
    const object: Record<string, unknown> = {};
    for (const [name, prop] of Object.entries(schema.properties)) {
      object[name] = rng.chance(0.5) ? weirdValue(rng) : prop.type === 'number' || prop.type === 'integer' ? 5 : prop.type === 'boolean' ? true : prop.type === 'array' ? [] : 'value';
    }
    for (let i = 0; i < rng.int(4); i++) object[rng.pick(['status', 'version', 'ReferenceNumber', 'roles', 'isSuperAdmin', 'level', 'id', '__proto__x'])] = weirdValue(rng);
    const target = rng.pick(schema.required);
    const type = schema.properties[target]?.type;
    if (rng.chance(0.5)) object[target] = wrongType(rng, type);
    else delete object[target];
    notes.push(`${target} ${target in object ? 'wrong type' : 'missing'}`);
    headers['content-type'] = 'application/json';
    body = JSON.stringify(object);
  }
  let method = op.method;
  if (rng.chance(0.03)) method = rng.pick(['PATCH', 'OPTIONS', 'PROPFIND', 'HEAD']);
  return { method, path, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body, describe: notes.join(', ') };
}

/** Row counts and digests of the main tables (not the report aggregates, not rate-limit state in Redis). */
const CHECKSUM_SQL = `
  SELECT 'centres' AS t, count(*) AS n, md5(coalesce(string_agg(c::text, '|' ORDER BY id), '')) AS d FROM centres c
  UNION ALL SELECT 'centre_actions', count(*), md5(coalesce(string_agg(a::text, '|' ORDER BY id), '')) FROM centre_actions a
  UNION ALL SELECT 'centre_documents', count(*), md5(coalesce(string_agg(x::text, '|' ORDER BY id), '')) FROM centre_documents x
  UNION ALL SELECT 'centre_otps', count(*), md5(coalesce(string_agg(o::text, '|' ORDER BY id), '')) FROM centre_otps o
  UNION ALL SELECT 'users', count(*), md5(coalesce(string_agg(u::text, '|' ORDER BY id), '')) FROM users u
  UNION ALL SELECT 'password_reset_tokens', count(*), md5(coalesce(string_agg(p::text, '|' ORDER BY id), '')) FROM password_reset_tokens p
  UNION ALL SELECT 'system_roles', count(*), md5(coalesce(string_agg(r::text, '|' ORDER BY id), '')) FROM system_roles r
  UNION ALL SELECT 'accreditations', count(*), md5(coalesce(string_agg(a::text, '|' ORDER BY id), '')) FROM accreditations a
  UNION ALL SELECT 'accreditation_configs', count(*), md5(coalesce(string_agg(c::text, '|' ORDER BY id), '')) FROM accreditation_configs c
  UNION ALL SELECT 'accreditation_approvals', count(*), md5(coalesce(string_agg(a::text, '|' ORDER BY id), '')) FROM accreditation_approvals a
  UNION ALL SELECT 'import_jobs', count(*), md5(coalesce(string_agg(j::text, '|' ORDER BY id), '')) FROM import_jobs j
  UNION ALL SELECT 'outbox_events', count(*), md5(coalesce(string_agg(id::text || type, '|' ORDER BY id), '')) FROM outbox_events
  ORDER BY 1`;

describe('security: fuzzing every endpoint with malformed requests', () => {
  let app: TestApp;
  let su: string;
  let operations: Operation[];
  let real: CreatedCentre;

  const checksum = async () => (await app.db!.query(CHECKSUM_SQL)).rows.map((r) => `${r.t}:${r.n}:${r.d}`);

  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_FACTOR: '100000' } });
    su = await superAdminToken(app);
    real = await seedCentre(app, { status: 'registration_approved' });
    await seedCentre(app, { status: 'autotest_approved', state: 'Kano', localGovernment: 'Fagge' });
    const doc = (await app.request('GET', '/api/docs-json')).body;
    const schemas = doc.components?.schemas ?? {};
    operations = [];
    for (const [path, ops] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(ops)) {
        const params = (op.parameters ?? []).filter((p: any) => p.in === 'path').map((p: any) => p.name as string);
        const query = (op.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name as string);
        const content = op.requestBody?.content ?? {};
        const multipart = 'multipart/form-data' in content;
        let schema = content['application/json']?.schema ?? null;
        if (schema?.$ref) schema = schemas[schema.$ref.split('/').pop()];
        operations.push({
          method: method.toUpperCase(),
          path,
          params,
          query,
          multipart,
          schema: schema ? { properties: schema.properties ?? {}, required: schema.required ?? [] } : null,
        });
      }
    }
    // Rebuilding reports reads no input and only refreshes the aggregates: nothing to malform.
    // Signing out reads no input and ends the caller's own tokens (the super admin's here): nothing to malform.
    operations = operations.filter((o) => !(o.method === 'POST' && (o.path === '/api/reports/rebuild' || o.path.endsWith('/logout'))));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('covers every documented operation', () => {
    expect(operations.length).toBeGreaterThan(70);
  });

  it(`answers ${TOTAL} malformed requests without a 5xx and persists nothing (seed ${SEED})`, async () => {
    const before = await checksum();
    const rng = prng(SEED);
    const plan = Array.from({ length: TOTAL }, (_, i) => {
      const op = operations[i % operations.length]!;
      return { index: i, caller: i % 2 === 0 ? 'anonymous' : 'super admin', request: buildRequest(rng, op, real) };
    });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let cursor = 0;
    const worker = async () => {
      while (cursor < plan.length) {
        const { index, caller, request } = plan[cursor++]!;
        const headers = { ...request.headers };
        if (caller === 'super admin') headers.authorization = `Bearer ${su}`;
        let status: number;
        let text = '';
        try {
          const res = await fetch(app.url + request.path, { method: request.method, headers, body: request.body });
          status = res.status;
          text = await res.text();
        } catch (error) {
          // The client refusing to send (an invalid URL or header) is not the server's answer.
          if (error instanceof TypeError && /Invalid URL|invalid header|is not a legal HTTP/i.test(String(error.cause ?? error.message))) continue;
          status = 599;
          text = String(error);
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) {
          failures.push(
            `#${index} (seed ${SEED}) as ${caller}: ${request.method} ${request.path.slice(0, 300)} [${request.describe}] ` +
              `content-type=${request.headers['content-type'] ?? '-'} body=${(request.body ?? '').slice(0, 300)} -> ${status} ${text.slice(0, 300)}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    if (failures.length) console.error(`fuzz failures:\n${failures.join('\n')}`);
    expect(failures).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(TOTAL * 0.95);
    // Give any wrongly queued work a moment to land before comparing.
    await new Promise((r) => setTimeout(r, 500));
    expect(await checksum()).toEqual(before);
    // The server is still healthy and serving.
    expect((await app.request('GET', '/api/health')).status).toBe(200);
    expect((await app.request('GET', '/api/admin/schools', { token: su })).status).toBe(200);
  }, 120_000);
});
