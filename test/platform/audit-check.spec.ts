import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from '@jest/globals';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SCRIPT = join(ROOT, 'scripts/audit-check.mjs');
const REPORT = join(ROOT, 'test/platform/fixtures/audit-report.json');
const dir = mkdtempSync(join(tmpdir(), 'audit-'));

function check(allowlist: unknown, report = REPORT, env: Record<string, string> = {}) {
  const file = join(dir, `allow-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(allowlist));
  const run = spawnSync(process.execPath, [SCRIPT, '--input', report, '--allowlist', file], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } });
  return { code: run.status, out: run.stdout + run.stderr };
}

describe('scripts/audit-check.mjs (CI dependency audit)', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails on a high advisory that the allowlist does not document, ignoring moderate ones', () => {
    const { code, out } = check({ advisories: [] });
    expect(code).toBe(1);
    expect(out).toContain('GHSA-aaaa-bbbb-cccc');
    expect(out).not.toContain('GHSA-mmmm');
  });

  it('passes when the advisory is documented as not reachable, and only with a reason and no past expiry', () => {
    const reason = 'Only reached by parsing untrusted YAML, which the portal never does.';
    expect(check({ advisories: [{ id: 'GHSA-aaaa-bbbb-cccc', package: 'deep-lib', reason }] }).code).toBe(0);
    expect(check({ advisories: [{ id: 'GHSA-aaaa-bbbb-cccc', package: 'deep-lib', reason: 'fine' }] }).code).toBe(1);
    expect(check({ advisories: [{ id: 'GHSA-aaaa-bbbb-cccc', package: 'deep-lib', reason, expires: '2020-01-01' }] }).code).toBe(1);
  });

  it('fails closed when the audit could not run, unless told to accept that', () => {
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, JSON.stringify({ message: '405 Method Not Allowed' }));
    expect(check({ advisories: [] }, broken).code).toBe(2);
    expect(check({ advisories: [] }, broken, { AUDIT_ALLOW_UNAVAILABLE: '1' }).code).toBe(0);
  });
});
