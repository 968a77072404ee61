import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { MSG, type Permission } from '#contracts';
import { AppError, TokenService, type AdminPrincipal, type AppConfig, type CentreSessions } from '#platform';
import { AutotestCallerGuard, type AutotestAccessRule } from '../autotest-caller.guard.js';

const SECRET = 'x'.repeat(48);
const tokens = new TokenService({ jwtSecret: SECRET } as AppConfig);
const admin = (permissions: Permission[]): AdminPrincipal => ({
  kind: 'admin',
  id: 'u1',
  email: 'a@b.co',
  firstName: 'A',
  lastName: 'B',
  roles: [],
  level: 'national',
  isSuperAdmin: false,
  scope: { all: true },
  permissions: new Set(permissions),
  power: [{ role: 'admin', level: 'national', permissions, states: 'all' }],
});
/** Every centre token is current here; the token version has its own e2e checks. */
const sessions = { isCurrent: async () => true } as unknown as CentreSessions;

function guard(apiKey: string | null, loaded: AdminPrincipal | null, rule: AutotestAccessRule) {
  return new AutotestCallerGuard(tokens, { get: () => rule } as never, { loadAdmin: async () => loaded }, { autotestApiKey: apiKey } as AppConfig, sessions);
}

/** An admin token is checked against the route table's row of the route reached: here the result write (autotest.write). */
function context(headers: Record<string, string>, params: Record<string, string> = {}) {
  const request: Record<string, unknown> = { headers, params, method: 'PUT', routeOptions: { url: '/api/autotest/reference/:reference' } };
  return { request, ctx: { switchToHttp: () => ({ getRequest: () => request }), getHandler: () => () => {} } as never };
}

async function outcome(g: AutotestCallerGuard, ctx: never): Promise<number | boolean> {
  try {
    return await g.canActivate(ctx);
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

const write: AutotestAccessRule = { admin: 'autotest.write', centre: false };
const read: AutotestAccessRule = { admin: 'centres.read', centre: true };
const KEY = 'k'.repeat(24);

describe('AutotestCallerGuard', () => {
  it('accepts the configured key and only it', async () => {
    const ok = context({ 'x-api-key': KEY });
    expect(await outcome(guard(KEY, null, write), ok.ctx)).toBe(true);
    expect(ok.request.autotestCaller).toEqual({ kind: 'system' });
    expect(await outcome(guard(KEY, null, write), context({ 'x-api-key': `${KEY}!` }).ctx)).toBe(401);
    expect(await outcome(guard(KEY, null, write), context({ 'x-api-key': '' }).ctx)).toBe(401);
  });

  it('refuses every key when none is configured, while admins still get in', async () => {
    expect(await outcome(guard(null, null, write), context({ 'x-api-key': KEY }).ctx)).toBe(401);
    const token = tokens.sign({ sub: 'u1', typ: 'admin', ver: 0 });
    expect(await outcome(guard(null, admin(['autotest.write']), write), context({ authorization: `Bearer ${token}` }).ctx)).toBe(true);
    expect(await outcome(guard(null, admin(['centres.read']), write), context({ authorization: `Bearer ${token}` }).ctx)).toBe(403);
    expect(await outcome(guard(null, null, write), context({ authorization: `Bearer ${token}` }).ctx)).toBe(401);
  });

  it('lets a centre token reach its own reference only, and only where centres may call', async () => {
    const token = tokens.sign({ sub: 'c1', typ: 'centre', ref: 'JAMB-2026-00000001' });
    const own = context({ authorization: `Bearer ${token}` }, { reference: ' jamb-2026-00000001 ' });
    expect(await outcome(guard(KEY, null, read), own.ctx)).toBe(true);
    expect(own.request.autotestCaller).toEqual({ kind: 'centre', centreId: 'c1', reference: 'JAMB-2026-00000001' });
    expect(await outcome(guard(KEY, null, read), context({ authorization: `Bearer ${token}` }, { reference: 'JAMB-2026-00000002' }).ctx)).toBe(403);
    expect(await outcome(guard(KEY, null, write), context({ authorization: `Bearer ${token}` }, { reference: 'JAMB-2026-00000001' }).ctx)).toBe(403);
  });

  it('answers 401 with the key message when nothing usable is sent', async () => {
    const g = guard(KEY, null, read);
    for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: 'Basic abc' }] as Array<Record<string, string>>) {
      await expect(g.canActivate(context(headers).ctx)).rejects.toMatchObject({ status: 401, message: MSG.invalidApiKey });
    }
  });
});
