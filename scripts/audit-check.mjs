#!/usr/bin/env node
// Dependency audit for CI (docs/SECURITY.md, "Dependency audit and SBOM"): `npm audit --omit=dev` at high severity fails the build unless
// each finding is documented as not reachable in docs/audit-allowlist.json (advisory id + reason).
//
//   node scripts/audit-check.mjs                    runs npm audit --omit=dev --json itself
//   node scripts/audit-check.mjs --input f.json     checks a saved report instead
//   --allowlist path                                another allowlist (default docs/audit-allowlist.json)
//
// Exit 0: nothing at high or critical, or every such advisory is on the allowlist with a reason.
// Exit 1: an advisory at high or critical is not on the allowlist (or its entry has no reason, or expired).
// Exit 2: the audit could not run (no answer from the registry's audit service). Set
//         AUDIT_ALLOW_UNAVAILABLE=1 to make that a warning (offline mirrors without the audit endpoint).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SEVERE = new Set(['high', 'critical']);

function arg(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

function runAudit() {
  try {
    return execFileSync('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (error) {
    // npm audit exits 1 when it finds anything; its JSON is still on stdout.
    return error.stdout ?? '';
  }
}

/** Every advisory at high or critical: { id, url, title, severity, packages }. */
export function severeAdvisories(report) {
  const found = new Map();
  for (const [name, vuln] of Object.entries(report.vulnerabilities ?? {})) {
    for (const via of vuln.via ?? []) {
      if (typeof via !== 'object' || !SEVERE.has(via.severity)) continue;
      const id = String(via.url ?? via.source ?? via.title).replace(/^https:\/\/github\.com\/advisories\//, '');
      const entry = found.get(id) ?? { id, url: via.url, title: via.title, severity: via.severity, packages: new Set() };
      entry.packages.add(via.name ?? name);
      found.set(id, entry);
    }
  }
  return [...found.values()].map((e) => ({ ...e, packages: [...e.packages].sort() }));
}

/** The advisories the allowlist does not cover with a reason and an expiry in the future. */
export function unlisted(advisories, allowlist, now = new Date()) {
  const entries = new Map((allowlist.advisories ?? []).map((a) => [a.id, a]));
  return advisories.filter((adv) => {
    const entry = entries.get(adv.id);
    if (!entry || typeof entry.reason !== 'string' || entry.reason.trim().length < 20) return true;
    return entry.expires ? new Date(entry.expires) <= now : false;
  });
}

function main() {
  const input = arg('--input');
  const allowlistPath = arg('--allowlist') ?? join(ROOT, 'docs/audit-allowlist.json');
  const raw = input ? readFileSync(input, 'utf8') : runAudit();
  let report;
  try {
    report = JSON.parse(raw);
  } catch {
    report = null;
  }
  if (!report || !report.vulnerabilities) {
    const why = report?.message ?? report?.error?.summary ?? 'no JSON from npm audit';
    const text = `audit: the dependency audit could not run (${why})`;
    if (process.env.AUDIT_ALLOW_UNAVAILABLE === '1') {
      console.warn(`${text}; AUDIT_ALLOW_UNAVAILABLE=1, so not failing`);
      return 0;
    }
    console.error(`${text}; set AUDIT_ALLOW_UNAVAILABLE=1 to accept that`);
    return 2;
  }
  const allowlist = JSON.parse(readFileSync(allowlistPath, 'utf8'));
  const severe = severeAdvisories(report);
  const missing = unlisted(severe, allowlist);
  for (const adv of severe) {
    const mark = missing.includes(adv) ? 'NOT ALLOWED' : 'allowed (documented not reachable)';
    console.log(`audit: ${adv.severity} ${adv.id} in ${adv.packages.join(', ')}: ${adv.title ?? ''} - ${mark}`);
  }
  const known = new Set(severe.map((a) => a.id));
  for (const entry of allowlist.advisories ?? []) if (!known.has(entry.id)) console.log(`audit: allowlist entry ${entry.id} no longer matches a finding; remove it`);
  if (missing.length > 0) {
    console.error(`audit: ${missing.length} high or critical advisory(ies) not documented in ${allowlistPath}`);
    return 1;
  }
  console.log(`audit: ${severe.length} high or critical advisory(ies), all documented; build may continue`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
