import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { loadConfig } from '#platform';

/**
 * docker-compose.yml as an operator opens it (Docker does not run where the suite runs, so its
 * structure is checked instead): one address (the front proxy on port 3000) before API replicas
 * that publish nothing, migrations run once before any replica, a health check on every long-running
 * service, no volume shared between replicas, and an environment the portal accepts as it stands.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Record<string, any>>;
  volumes: Record<string, unknown>;
};
const services = compose.services;

// An operator's letter signing key is an EC P-256 key (docs/LETTERS.md), not any 40 characters.
const LETTER_KEY = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url');

/** Compose's interpolation: `${VAR:-default}` gives the default, `${VAR:?message}` a value an operator would set. */
function interpolate(value: unknown): string {
  return String(value).replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) =>
    kind === '-' ? (rest ?? '') : name === 'SUPERADMIN_PASSWORD' ? 'An-Operator-Pass1' : name === 'LETTER_SIGNING_KEY' ? LETTER_KEY : `${name.toLowerCase()}-`.padEnd(40, 'x'),
  );
}
const envOf = (service: string): Record<string, string> =>
  Object.fromEntries(Object.entries(services[service]!.environment as Record<string, unknown>).map(([k, v]) => [k, interpolate(v)]));

describe('docker-compose.yml', () => {
  it('has the front proxy as the one published address, before API replicas that publish nothing', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'migrate', 'postgres', 'proxy', 'redis', 'worker']);
    expect(services.proxy!.ports).toEqual(['${PORT:-3000}:3000']);
    for (const name of ['api', 'worker', 'migrate', 'postgres', 'redis']) expect({ name, ports: services[name]!.ports }).toEqual({ name, ports: undefined });
    expect(services.proxy!.depends_on).toEqual({ api: { condition: 'service_healthy' } });
    const caddyfile = readFileSync(join(ROOT, 'deploy/Caddyfile'), 'utf8');
    expect(services.proxy!.volumes).toEqual(['./deploy/Caddyfile:/etc/caddy/Caddyfile:ro']);
    expect(caddyfile).toMatch(/^:3000 \{/m);
    expect(caddyfile).toMatch(/dynamic a api 3000/);
    expect(caddyfile).toMatch(/lb_policy round_robin/);
  });

  it('runs the migrations once, in a one-off service every replica and worker waits for', () => {
    expect(services.migrate!.command).toEqual(['node', 'dist/apps/api/src/cli.js', 'migrate']);
    expect(services.migrate!.restart).toBe('no');
    for (const name of ['api', 'worker']) expect(services[name]!.depends_on.migrate).toEqual({ condition: 'service_completed_successfully' });
    expect(existsSync(join(ROOT, 'apps/api/src/cli.ts')) && existsSync(join(ROOT, 'apps/worker/src/main.ts'))).toBe(true);
  });

  it('checks the health of every long-running service; the API replicas by their readiness', () => {
    for (const name of ['postgres', 'redis', 'api', 'worker', 'proxy']) {
      expect({ name, test: Array.isArray(services[name]!.healthcheck?.test) }).toEqual({ name, test: true });
    }
    expect(services.api!.healthcheck.test.join(' ')).toContain('/api/health/ready');
    expect(services.worker!.healthcheck.test.join(' ')).toContain('9464/metrics');
  });

  it('shares nothing between replicas but PostgreSQL and Redis, and passes an environment the portal accepts', () => {
    expect(services.api!.volumes).toBeUndefined();
    expect(services.worker!.volumes).toBeUndefined();
    expect(Object.keys(compose.volumes).sort()).toEqual(['pgdata', 'redisdata']);
    for (const name of ['api', 'worker', 'migrate']) {
      const env = envOf(name);
      // The shared secrets are required by the file itself (${VAR:?...}), never defaulted.
      for (const secret of ['JWT_SECRET', 'LINK_SECRET', 'AUDIT_KEY', 'LETTER_SIGNING_KEY']) expect(String(services[name]!.environment[secret])).toMatch(new RegExp(`^\\$\\{${secret}:\\?`));
      const config = loadConfig(env);
      expect(config).toMatchObject({ databaseUrl: env.DATABASE_URL, redisUrl: 'redis://redis:6379', metricsListen: { host: '0.0.0.0', port: 9464 } });
    }
    expect(envOf('api')).toMatchObject({ RUN_WORKERS: 'false', TRUST_PROXY: '1' });
    expect(loadConfig(envOf('api')).trustProxy).toBe(1);
    expect(services.redis!.command).toEqual(expect.arrayContaining(['--maxmemory-policy', 'noeviction']));
  });
});
